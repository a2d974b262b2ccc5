import Entities
import Widgets

/// One line of the visit history.
public struct VisitRow: Equatable, Sendable, Identifiable {
    public var id: Int64
    public var facilityID: FacilityID
    public var date: VisitDate
    public var name: String
    public var prefectureName: String
    public var rating: Int
    public var note: String
}

/// Everything the visit log shows: what the screen owns (where the selection is, the filter) and
/// `content`, read from the stores.
public struct VisitsViewState: Equatable, Sendable {
    public enum Focus: Equatable, Sendable { case list, filter }

    public var focus: Focus = .list
    public var filter = TextFieldState(maxLength: 64)
    public var viewport = ListViewport()
    /// The stamp card and the history as the stores have them (read, never stored here).
    public var content = VisitsContent()
    /// The correction form, while open.
    public var form: VisitEditForm?
    /// The visit the user asked to delete, until they answer.
    public var confirmingDelete: VisitRow?
    /// Deleted here and not yet put back, last first: `u` restores them while the screen is open.
    public var undoable: [VisitRow] = []
    /// A one-line result (edited, deleted, restored) or the reason a change was refused.
    public var notice: String?

    public init() {}
}

/// What the visit log shows that the stores own (the stamp card and the history, newest first):
/// derived from `VisitLogStore` and the catalog, never a copy kept in the screen's own fields.
public struct VisitsContent: Equatable, Sendable {
    public var isLoaded: Bool
    /// After the filter.
    public var rows: [VisitRow]
    /// How many visits there are before the filter.
    public var total: Int
    /// The stamp card counts every visit, whatever the filter shows.
    public var stamps: StampSummary?

    public init(isLoaded: Bool = false, rows: [VisitRow] = [], total: Int? = nil, stamps: StampSummary? = nil) {
        self.isLoaded = isLoaded
        self.rows = rows
        self.total = total ?? rows.count
        self.stamps = stamps
    }
}
