import Localization

/// The visit form's words, for recording a visit on a facility's detail and correcting one in the
/// visit log alike.
public enum VisitFormText: SampledCatalog {
    case recordTitle, correctTitle
    case date, rating, note, optional, saving, footer
    case noteTooLong(Int)
    /// The form's keys, in the detail's and the visit log's key tables alike.
    case hintSave, keyCancel, keyNextField, hintNext, keyPreviousField, keyCaretLeft, keyCaretRight

    public static let samples: [VisitFormText] = [
        .recordTitle, .correctTitle, .date, .rating, .note, .optional, .saving, .footer, .noteTooLong(200),
        .hintSave, .keyCancel, .keyNextField, .hintNext, .keyPreviousField, .keyCaretLeft, .keyCaretRight,
    ]
}
