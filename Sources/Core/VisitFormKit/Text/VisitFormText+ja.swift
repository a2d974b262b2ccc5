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
        case .hintSave: "保存"
        case .keyCancel: "取消"
        case .keyNextField: "次の項目"
        case .hintNext: "次の項目"
        case .keyPreviousField: "前の項目"
        case .keyCaretLeft: "左へ / 評価−1"
        case .keyCaretRight: "右へ / 評価+1"
        }
    }
}
