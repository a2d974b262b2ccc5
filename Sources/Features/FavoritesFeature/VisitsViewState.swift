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

/// Everything the visit log shows: the stamp card and the history, newest first.
public struct VisitsViewState: Equatable, Sendable {
    public var isLoaded = false
    public var rows: [VisitRow] = []
    public var stamps: StampSummary?
    public var viewport = ListViewport()

    public init() {}

    public var selectedRow: VisitRow? { rows.indices.contains(viewport.selection) ? rows[viewport.selection] : nil }
}
