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
        }
    }
}
