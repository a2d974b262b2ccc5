extension VisitFormText {
    public var en: String {
        switch self {
        case .recordTitle: "Record a visit"
        case .correctTitle: "Correct the visit"
        case .date: "Date"
        case .rating: "Rating"
        case .note: "Note"
        case .optional: "(optional)"
        case .saving: "Saving…"
        case .footer: "Enter save · Tab/↓ next · Esc cancel"
        case .noteTooLong(let limit): "The note is cut at \(limit) characters."
        case .hintSave: "save"
        case .keyCancel: "cancel"
        case .keyNextField: "next field"
        case .hintNext: "next"
        case .keyPreviousField: "previous field"
        case .keyCaretLeft: "caret left, rating down"
        case .keyCaretRight: "caret right, rating up"
        }
    }
}
