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

/// What the visit log screen owns: where the selection is, and the filter.
public struct VisitsViewState: Equatable, Sendable {
    public enum Focus: Equatable, Sendable { case list, filter }

    public var focus: Focus = .list
    public var filter = TextFieldState(maxLength: 64)
    public var viewport = ListViewport()

    public init() {}
}

/// What the visit log shows that the stores own (the stamp card and the history, newest first):
/// computed from `VisitLogStore` and the catalog when drawing, never stored in the screen's state.
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
