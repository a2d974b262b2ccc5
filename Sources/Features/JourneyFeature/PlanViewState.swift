import Entities
import RoutePlanning
import Widgets

/// A day plan as its screen shows it: the plan (from `PlanStore`), its timetable (derived from
/// the plan, the catalog and the opening hours), and the selection.
public struct PlanViewState: Equatable, Sendable {
    public enum Phase: Equatable, Sendable {
        case loading
        case notFound(String)
        /// Stored, but not a plan this version will use (issue 34.2): kept, with why.
        case unreadable(UnreadablePlan)
        case ready
    }

    /// The plan's name, for the breadcrumb.
    public var title: String
    /// The last edit's note, or the store's error.
    public var statusMessage: String?
    public var phase: Phase
    public var plan: DayPlan?
    public var route: RoutePlan?
    /// The start's name when the day starts at an area of its own.
    public var startName: String?
    public var viewport: ListViewport
    /// Stops of the plan the catalog no longer has.
    public var missing: [FacilityID]

    public init(title: String = "プラン", statusMessage: String? = nil, phase: Phase = .loading, plan: DayPlan? = nil,
                route: RoutePlan? = nil, startName: String? = nil, viewport: ListViewport = ListViewport(), missing: [FacilityID] = []) {
        self.title = title
        self.statusMessage = statusMessage
        self.phase = phase
        self.plan = plan
        self.route = route
        self.startName = startName
        self.viewport = viewport
        self.missing = missing
    }

    public var focusedStop: PlannedStop? {
        guard let route, route.stops.indices.contains(viewport.selection) else { return nil }
        return route.stops[viewport.selection]
    }
}
