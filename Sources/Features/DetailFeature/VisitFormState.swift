import Entities
import Widgets

/// The "record a visit" form on a facility's detail: a date typed as text, a 1–5 rating and an
/// optional note. Nothing is stored until it validates.
public struct VisitFormState: Equatable, Sendable {
    public enum Field: CaseIterable, Equatable, Sendable { case date, rating, note }

    public var field: Field = .date
    public var date: TextFieldState
    public var rating = 3
    public var note = TextFieldState(maxLength: VisitDraft.maxNoteLength)
    /// Why the last save was refused, shown in the form.
    public var error: String?
    /// Submitted and being written: the form says so and a second Enter does not save twice.
    public var isSaving = false

    public init(today: VisitDate) {
        date = TextFieldState(text: today.description, maxLength: 10)
    }

    /// The draft to store on `today` (Japan time), or the reason it cannot be.
    public func draft(for id: FacilityID, today: VisitDate) -> Result<VisitDraft, FormError> {
        let day: VisitDate
        do { day = try VisitDate(parsing: date.text) } catch { return .failure(FormError(field: .date, message: error.description)) }
        let draft = VisitDraft(facilityID: id, date: day, rating: rating, note: note.text)
        if day > today, let problem = draft.problem(today: today) { return .failure(FormError(field: .date, message: problem)) }
        if let problem = draft.problem { return .failure(FormError(field: .note, message: problem)) }
        return .success(draft)
    }

    public struct FormError: Error, Equatable {
        public var field: Field
        public var message: String
    }
}
