import Dependencies
import Entities
import Localization
import Navigation
import Observation
import ScreenKit
import Stores
import Widgets

/// The saved day plans: read from `PlanStore`, so a plan made, edited or deleted anywhere (this
/// app or another process, through the change feed) shows here as it is.
@MainActor
@Observable
public final class PlansViewModel {
    private var viewport = ListViewport()
    private var confirmingDeleteID: String?
    @ObservationIgnored public var pageHeight = 10
    public let effects = Effects()

    @ObservationIgnored @Dependency(\.planStore) private var plans
    @ObservationIgnored @Dependency(\.router) private var router

    public init() {}

    public var state: PlansViewState {
        var shown = viewport
        shown.setCount(plans.plans.count, height: pageHeight)
        let confirming = confirmingDeleteID.flatMap(plans.plan)
        let status = confirming.map { PlansText.confirmDelete(name: $0.name).text } ?? plans.errorMessage
            ?? PlansView.unreadableNotice(plans.unreadable)
        var state = PlansViewState(isLoaded: plans.isLoaded, plans: plans.plans, activePlanID: plans.activePlanID, viewport: shown,
                                   confirmingDelete: confirming, isConfirming: confirmingDeleteID != nil, statusMessage: status)
        state.unreadable = plans.unreadable
        return state
    }

    public func appear() {
        effects.run { [plans] in await plans.load() }
    }

    public func send(_ action: PlansAction) {
        let current = state
        viewport.setCount(current.plans.count, height: pageHeight)
        switch action {
        case .move(let move): viewport.apply(move, height: pageHeight)
        case .open:
            if let plan = current.selected { router.navigate(to: .plan(plan.id)) }
        case .delete:
            confirmingDeleteID = current.selected?.id
        case .confirmDelete:
            if let id = confirmingDeleteID { plans.delete(id) }
            confirmingDeleteID = nil
        case .cancelDelete:
            confirmingDeleteID = nil
        case .showRallies:
            router.navigate(to: .rallies)
        }
    }
}

extension PlansViewModel: ViewModel {}
