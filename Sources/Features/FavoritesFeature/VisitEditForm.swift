import Entities
import VisitFormKit

/// The visit log's "correct a visit" form: VisitFormKit's visit form (the one the detail screen
/// records with) filled with the visit it corrects. Its fields read through: `form.error`.
@dynamicMemberLookup
public struct VisitEditForm: Equatable, Sendable {
    public let visit: VisitRow
    public var form: VisitForm

    public init(_ visit: VisitRow) {
        self.visit = visit
        form = VisitForm(date: visit.date, rating: visit.rating, note: visit.note)
    }

    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<VisitForm, Value>) -> Value {
        get { form[keyPath: keyPath] }
        set { form[keyPath: keyPath] = newValue }
    }

    /// The name, the prefecture and the id above the fields, so the user sees which visit changes.
    public var heading: String { "\(visit.name) (\(visit.prefectureName)) · #\(visit.id)" }

    /// The change to store on `today` (Japan time), or the field at fault and why.
    public func change(today: VisitDate) -> Result<VisitChange, VisitForm.FormError> {
        let stored = Visit(id: visit.id, facilityID: visit.facilityID, date: visit.date, rating: visit.rating, note: visit.note)
        return form.change(of: stored, today: today)
    }
}
