import Entities
import Widgets

/// A visit's form, written once for both places that have one: recording a visit on a facility's
/// detail and correcting one in the visit log. The date is typed as text, the rating is 1–5, the
/// note is optional; nothing is stored until it validates, and the rules themselves live in
/// `VisitDraft` and `VisitChange`.
public struct VisitForm: Equatable, Sendable {
    public enum Field: CaseIterable, Equatable, Sendable { case date, rating, note }

    /// One key given to the form: to the next or previous field, or an edit of the focused one.
    public enum Input: Equatable, Sendable {
        case nextField, previousField
        case edit(TextFieldAction)
    }

    public var field: Field = .date
    public var date: TextFieldState
    public var rating: Int
    public var note: TextFieldState
    /// Why the last key or save was refused, shown in the form.
    public var error: String?
    /// Submitted and being written: the form says so, and neither a key nor a second Enter
    /// changes what is being saved.
    public var isSaving = false

    /// A new visit on `today` (Japan time), rated 3, without a note.
    public init(today: VisitDate) {
        self.init(date: today, rating: 3, note: "")
    }

    /// A stored visit's values, to correct.
    public init(date: VisitDate, rating: Int, note: String) {
        self.date = TextFieldState(text: date.description, maxLength: 10)
        self.rating = rating
        self.note = TextFieldState(text: note, maxLength: VisitDraft.maxNoteLength)
    }

    /// ← → and the digits 1–5 set the rating; the date and the note are text fields.
    public mutating func handle(_ input: Input) {
        guard !isSaving else { return }
        error = nil
        let fields = Field.allCases
        let index = fields.firstIndex(of: field) ?? 0
        switch (input, field) {
        case (.nextField, _): field = fields[(index + 1) % fields.count]
        case (.previousField, _): field = fields[(index + fields.count - 1) % fields.count]
        case (.edit(.caretLeft), .rating): rating = max(1, rating - 1)
        case (.edit(.caretRight), .rating): rating = min(5, rating + 1)
        case (.edit(.insert(let text)), .rating):
            if let digit = Int(text), VisitDraft.ratings.contains(digit) { rating = digit }
        case (.edit(let edit), .date): date.apply(edit)
        case (.edit(let edit), .note):
            if !note.apply(edit) { error = VisitFormText.noteTooLong(VisitDraft.maxNoteLength).text }
        default: break
        }
    }

    /// The new visit to store for `id` on `today` (Japan time), or the field at fault and why.
    public func draft(for id: FacilityID, today: VisitDate) -> Result<VisitDraft, FormError> {
        day().flatMap { day -> Result<VisitDraft, FormError> in
            let draft = VisitDraft(facilityID: id, date: day, rating: rating, note: note.text)
            if day > today, let problem = draft.problem(today: today) { return .failure(FormError(field: .date, message: problem)) }
            if let problem = draft.problem { return .failure(FormError(field: .note, message: problem)) }
            return .success(draft)
        }
    }

    /// The correction of `stored` to store on `today` (Japan time), or the field at fault and why.
    public func change(of stored: Visit, today: VisitDate) -> Result<VisitChange, FormError> {
        day().flatMap { day -> Result<VisitChange, FormError> in
            let change = VisitChange(date: day, rating: rating, note: note.text)
            if day > today, let problem = change.problem(for: stored, today: today) { return .failure(FormError(field: .date, message: problem)) }
            if let problem = change.applied(to: stored).problem { return .failure(FormError(field: .note, message: problem)) }
            return .success(change)
        }
    }

    private func day() -> Result<VisitDate, FormError> {
        do throws(VisitDate.ParseError) {
            return .success(try VisitDate(parsing: date.text))
        } catch {
            return .failure(FormError(field: .date, message: error.description))
        }
    }

    public struct FormError: Error, Equatable {
        public var field: Field
        public var message: String
    }
}
