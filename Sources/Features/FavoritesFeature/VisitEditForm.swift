import Entities
import Widgets

/// The visit log's "correct a visit" form: the date as text, the 1–5 rating, the note. The same
/// fields and rules as the detail screen's record form (`DetailFeature.VisitFormState`), which a
/// feature cannot import; the rules themselves live once, in `VisitChange` and `VisitDraft`.
public struct VisitEditForm: Equatable, Sendable {
    public enum Field: CaseIterable, Equatable, Sendable { case date, rating, note }

    public let visit: VisitRow
    public var field: Field = .date
    public var date: TextFieldState
    public var rating: Int
    public var note: TextFieldState
    public var error: String?
    public var isSaving = false

    public init(_ visit: VisitRow) {
        self.visit = visit
        date = TextFieldState(text: visit.date.description, maxLength: 10)
        rating = visit.rating
        note = TextFieldState(text: visit.note, maxLength: VisitDraft.maxNoteLength)
    }

    /// The change to store on `today` (Japan time), or the field at fault and why.
    public func change(today: VisitDate) -> Result<VisitChange, FormError> {
        let day: VisitDate
        do { day = try VisitDate(parsing: date.text) } catch { return .failure(FormError(field: .date, message: error.description)) }
        let change = VisitChange(date: day, rating: rating, note: note.text)
        let stored = Visit(id: visit.id, facilityID: visit.facilityID, date: visit.date, rating: visit.rating, note: visit.note)
        if day > today, let problem = change.problem(for: stored, today: today) { return .failure(FormError(field: .date, message: problem)) }
        if let problem = change.applied(to: stored).problem { return .failure(FormError(field: .note, message: problem)) }
        return .success(change)
    }

    public struct FormError: Error, Equatable {
        public var field: Field
        public var message: String
    }
}
