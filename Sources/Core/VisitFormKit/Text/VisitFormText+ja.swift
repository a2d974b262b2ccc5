extension VisitFormText {
    public var ja: String {
        switch self {
        case .recordTitle: "湯めぐり記録"
        case .correctTitle: "記録を直す"
        case .date: "日付"
        case .rating: "評価"
        case .note: "メモ"
        case .optional: "(任意)"
        case .saving: "保存中…"
        case .footer: "Enter 保存 · Tab/↓ 次の項目 · Esc 取消"
        case .noteTooLong(let limit): "メモは\(limit)文字までです"
        }
    }
}
