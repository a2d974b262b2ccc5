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
    /// A deletion waits for `y`: true even when the plan went meanwhile (another process deleted
    /// it), so the question is still answered before the list takes keys again.
    public var isConfirming: Bool
    /// The question, or the store's error.
    public var statusMessage: String?
    /// Stored plans this version will not use (kept on disk): said on the screen, never dropped.
    public var unreadable: [UnreadablePlan] = []

    public init(isLoaded: Bool = false, plans: [DayPlan] = [], activePlanID: String? = nil, viewport: ListViewport = ListViewport(),
                confirmingDelete: DayPlan? = nil, isConfirming: Bool = false, statusMessage: String? = nil) {
        self.isLoaded = isLoaded
        self.plans = plans
        self.activePlanID = activePlanID
        self.viewport = viewport
        self.confirmingDelete = confirmingDelete
        self.isConfirming = isConfirming
        self.statusMessage = statusMessage
    }

    public var selected: DayPlan? { plans.indices.contains(viewport.selection) ? plans[viewport.selection] : nil }
}
