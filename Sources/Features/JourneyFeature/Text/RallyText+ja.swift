extension RallyText {
    var ja: String {
        switch self {
        case .keyOpenRally: "湯めぐり帳を開く"
        case .hintOpen: "開く"
        case .keyMembersOnMap: "めぐる温泉を地図で"
        case .hintMap: "地図"
        case .keyPlanRally: "めぐる温泉で1日のプランを作る"
        case .hintPlan: "プラン"
        case .keySavedPlans: "保存したプラン"
        case .keyOpenMember: "温泉を開く (県のときはその温泉地)"
        case .keyMembersNumbered: "めぐる温泉を番号付きで地図に"
        case .keyPlanNotVisited: "まだ訪れていない温泉で1日のプランを作る"
        case .keyNextMember: "まだ訪れていない一番近い温泉へ"
        case .hintNext: "次"
        case .keyBuyPass: "湯めぐり手形を買う (見本)"
        case .hintPass: "手形"
        case .listTitle: "湯めぐり帳"
        case .loadingRallies: "湯めぐり帳を読み込み中…"
        case .loadingRally: "湯めぐり帳を読み込み中…"
        case .summary(let rallies, let completed): "湯めぐり帳 \(rallies)件 · 制覇 \(completed) · 訪問記録から (1か所1回)"
        case .columnRally: "湯めぐり帳"
        case .columnProgress: "進み具合"
        case .noRallies: "このカタログに湯めぐり帳はありません"
        case .completedMark: "制覇"
        case .noneInCatalog: "カタログにありません"
        case .noSuchRally(let id): "湯めぐり帳「\(id)」はありません"
        case .listsThem: "`yumeguri rallies` で一覧できます"
        case .completed(let day): "制覇" + (day.map { " \($0)" } ?? "")
        case .pass(let baths, let price, let key): "手形: \(baths)湯 \(price) [見本] (\(key))"
        case .source(let source): "出典: \(source)"
        case .visited(let count, let notInCatalog): "訪問 \(count)" + (notInCatalog > 0 ? " · カタログにない \(notInCatalog) か所" : "")
        case .next(let name, let from, let distance, let key): "次はここ: \(name) (最後の訪問 \(from) から \(distance)) (\(key))"
        case .allVisited: "すべて訪問しました"
        case .recordAVisit(let key): "温泉の詳細で \(key) を押して訪問を記録すると進みます"
        case .memberNotInCatalog: "カタログにない (数えません)"
        case .firstVisit(let day): "\(day) 初訪問"
        case .notYet: "未訪問"
        case .noPass: "この湯めぐり帳の手形はありません (カタログに温泉が2つ以上必要です)"
        }
    }
}
