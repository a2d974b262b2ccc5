extension ShowText {
    var ja: String {
        switch self {
        case .location(let prefecture, let region, let coordinate): "所在地    \(prefecture) (\(region))  \(coordinate) (源泉の概略位置)"
        case .temperature(let value): "泉温      \(value)"
        case .temperatureWithClass(let value, let kind): "泉温      \(value)  \(kind)"
        case .ph(let value): "pH        \(value)"
        case .phWithClass(let value, let kind): "pH        \(value)  \(kind)"
        case .springType(let text): "泉質      \(text)"
        case .springTypeNotRecorded: "泉質      — 記載なし"
        case .springTypeNote(let note): "          \(note)"
        case .unclassified(let reason): "療養泉    分類なし — \(reason)"
        case .therapeutic(let types): "療養泉    \(types)"
        case .properties(let text): "性状      \(text)"
        case .bathing(let effects): "浴用      \(effects)"
        case .bathingNone: "浴用      泉質別の適応症なし"
        case .drinking(let effects): "飲用      \(effects) (飲泉許可のある所のみ)"
        case .generalIndications: "一般的適応症 (療養泉に共通)"
        case .contraindications(let text): "禁忌症    \(text)"
        case .generalContraindications: "一般的禁忌症 (浴用、温泉に共通)"
        case .caution(let text): "注意      \(text)"
        case .appCaution(let text): "注意      \(text) (アプリの注記)"
        case .standard(let citation): "出典      \(citation)"
        case .standardNote(let note): "          \(note)"
        case .sources(let representative, let count, let year):
            "源泉      " + ([representative.map { "代表源泉 \($0)" }, "源泉 \(count)か所", year.map { "分析 \($0)年" }].compactMap { $0 }
                .joined(separator: " · ")) + " (AIST GRES-DB ONSEN 2020)"
        case .hours(let open, let closed): "営業時間  \(open) · 定休 \(closed)  [見本データ、実際の営業時間ではありません]"
        case .nearbyHeader: "近くの温泉"
        case .facts(let hours, let source): "営業時間   \(hours)   [\(source)]"
        case .factsClosed: "休業"
        case .factsPrice(let yen, let source): "料金       \(yen)   [\(source)]"
        case .factsNote(let note, let source): "メモ       \(note)   [\(source)]"
        case .factsUnreadable(let reason): "読めない記録: \(reason)"
        case .factsUpdated(let moment): "更新 \(moment)"
        }
    }
}
