import TerminalKit

extension JourneyCLIText {
    var ja: String {
        switch self {
        case .rallyCompleted(let date): "制覇 \(date)"
        case .ralliesFooter(let n): "湯めぐり帳 \(n) 冊 · `yumeguri rally ID` でひとつの中身を表示"
        case .noRally(let id, let ids): "湯めぐり帳「\(id)」はありません: `yumeguri rallies` で一覧できます (\(ids))"
        case .rallyTitle(let name, _, let count, let complete): "\(name) — \(count)" + (complete ? " 制覇" : "")
        case .rallySource(let source): "出典: \(source)"
        case .memberNotInCatalog: "カタログにありません (数えません)"
        case .memberVisited(let date): "\(date) 訪問"
        case .memberNotYet: "まだ"
        case .memberAreas(let n): "\(n) か所"
        case .rallyNext(let name, let distance, let origin): "次はここ: \(name) — 最後の訪問地 (\(origin)) から \(distance)"
        case .noPlan(let id): "プラン「\(id)」はありません: `yumeguri plan list` で一覧できます"
        case .catalogNotReady: "カタログの準備ができていません"
        case .planStart(let name): "出発地: \(name)"
        case .planMissing(let ids): "カタログにないため外しました: \(ids)"
        case .planWarnings(let n, let id): "⚠ 注意 \(n) 件: `yumeguri plan \(id) --days auto` で毎日が収まるように分けます"
        case .planWarningsInJSON(let n, let id): "⚠ 注意 \(n) 件 (\"warnings\" に): `yumeguri plan \(id) --days auto` で毎日が収まるように分けます"
        case .planDate(let problem): "--date: \(problem)"
        case .chooseOneExport: "--json、--geojson、--gpx、--ics はどれかひとつだけです"
        case .daysInvalid(let most): "--days は 1〜\(most) か auto です"
        case .planNeedsName: "--name: プランには名前が要ります"
        case .cannotSavePlan(let problem): "プランを保存できません: \(problem)"
        case .planNotSaved: "プランは保存されませんでした"
        case .modeInvalid: "--mode は walk か car です"
        case .atInvalid: "--at は HH:MM の時刻です (00:00〜23:59)"
        case .fromInvalid: "--from は rally:ID か favorites です"
        case .atWithDays: "--at は 1 日の出発時刻です。--days では毎日の出発は時間帯と最初の湯の営業時間で決まります"
        case .noAreaForStart(let id): "--start: id「\(id)」の温泉地はありません"
        case .nothingToPlan: "プランにするものがありません"
        case .noFavouritesToPlan: "プランにするお気に入りがありません (温泉で f を押すと加わります)"
        case .favouritesPlanName: "お気に入り"
        case .prefecturesNotPlannable: "都道府県のスタンプ帳は、プランにする湯の集まりではありません"
        case .planDeleted(let id, let name): "\(id) (\(name)) を削除しました"
        case .planRow(let id, let name, let baths, let days, let mode, let date, let weekday, let start):
            "\(id)  \(name)  \("\(baths) か所".padded(toWidth: 9, alignRight: true))  \("\(days) 日".padded(toWidth: 7))  \(mode.padded(toWidth: 4))  \(date) (\(weekday)) \(start)"
        case .plansCount(let n): "プラン \(n) 件"
        case .unreadablePlans(let n): "保存されたプラン \(n) 件を読めません (そのまま残しています。`yumeguri plan delete ID` で消せます):"
        case .moreUnreadablePlans(let n): "  … ほか \(n) 件"
        case .cannotUsePlan(let id, let reason):
            "プラン「\(id)」は保存されていますが使えません: \(reason) (そのまま残しています。`yumeguri plan delete ID` で消せます)"
        }
    }
}
