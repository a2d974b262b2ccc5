import Entities
import Widgets

/// The saved day plans (from `PlanStore`) and the selection.
public struct PlansViewState: Equatable, Sendable {
    public var isLoaded: Bool
    /// Newest change first.
    public var plans: [DayPlan]
    public var activePlanID: String?
    public var viewport: ListViewport
    /// The plan waiting for `y` to be deleted.
    public var confirmingDelete: DayPlan?

    public init(isLoaded: Bool = false, plans: [DayPlan] = [], activePlanID: String? = nil, viewport: ListViewport = ListViewport(),
                confirmingDelete: DayPlan? = nil) {
        self.isLoaded = isLoaded
        self.plans = plans
        self.activePlanID = activePlanID
        self.viewport = viewport
        self.confirmingDelete = confirmingDelete
    }

    public var selected: DayPlan? { plans.indices.contains(viewport.selection) ? plans[viewport.selection] : nil }
}
