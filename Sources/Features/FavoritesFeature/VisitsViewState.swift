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

/// What the visit log screen owns: where the selection is.
public struct VisitsViewState: Equatable, Sendable {
    public var viewport = ListViewport()

    public init() {}
}

/// What the visit log shows that the stores own (the stamp card and the history, newest first):
/// computed from `VisitLogStore` and the catalog when drawing, never stored in the screen's state.
public struct VisitsContent: Equatable, Sendable {
    public var isLoaded: Bool
    public var rows: [VisitRow]
    public var stamps: StampSummary?

    public init(isLoaded: Bool = false, rows: [VisitRow] = [], stamps: StampSummary? = nil) {
        self.isLoaded = isLoaded
        self.rows = rows
        self.stamps = stamps
    }
}
