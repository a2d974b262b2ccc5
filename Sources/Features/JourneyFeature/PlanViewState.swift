import Entities
import RoutePlanning
import Widgets

/// A day plan as its screen shows it: the plan (from `PlanStore`), its timetable (derived from
/// the plan, the catalog and the opening hours), and the selection.
public struct PlanViewState: Equatable, Sendable {
    public enum Phase: Equatable, Sendable {
        case loading
        case notFound(String)
        case ready
    }

    public var phase: Phase
    public var plan: DayPlan?
    public var route: RoutePlan?
    /// The start's name when the day starts at an area of its own.
    public var startName: String?
    public var viewport: ListViewport
    /// Stops of the plan the catalog no longer has.
    public var missing: [FacilityID]

    public init(phase: Phase = .loading, plan: DayPlan? = nil, route: RoutePlan? = nil, startName: String? = nil,
                viewport: ListViewport = ListViewport(), missing: [FacilityID] = []) {
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
