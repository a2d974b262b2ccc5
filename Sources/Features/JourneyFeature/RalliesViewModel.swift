import Dependencies
import Entities
import Navigation
import Observation
import ScreenKit
import Stores
import Widgets

/// The rally list: its own state is the selection; the rallies and their progress are the
/// `RallyStore`'s, measured against the visit log, so a visit recorded anywhere moves them here.
@MainActor
@Observable
public final class RalliesViewModel {
    private var viewport = ListViewport()
    @ObservationIgnored public var pageHeight = 10
    public let effects = Effects()

    @ObservationIgnored @Dependency(\.rallyStore) private var rallies
    @ObservationIgnored @Dependency(\.router) private var router
    @ObservationIgnored @Dependency(\.planStore) private var plans

    public init() {}

    public var state: RalliesViewState {
        let rows = ordered
        var shown = viewport
        shown.setCount(rows.count, height: pageHeight)
        return RalliesViewState(isLoaded: rallies.isLoaded, rows: rows, viewport: shown, errorMessage: rallies.errorMessage)
    }

    /// What the list's order is derived from: the rallies and their progress, as the store holds
    /// them (kept as they were, they compare by their storage first).
    private struct OrderKey: Equatable {
        var rallies: [Rally]
        var progress: [RallyID: RallyProgress]
    }

    @ObservationIgnored private var derived = DerivedOnChange<OrderKey, [RallyProgress]>("the rallies' order")

    /// Every rally with its progress, closest to done first: sorted when the rallies or a
    /// progress changed (by `layout` and `send`, before a frame), read while it is drawn.
    private var ordered: [RallyProgress] {
        derived.value(for: OrderKey(rallies: rallies.rallies, progress: rallies.progress)) { [rallies] _ in rallies.ordered }
    }

    /// Before each frame: the order brought up to date for it.
    func arrange() { _ = ordered }

    public func appear() {
        effects.run { [rallies] in await rallies.load() }
    }

    public func send(_ action: RalliesAction) {
        let current = state
        viewport.setCount(current.rows.count, height: pageHeight)
        switch action {
        case .move(let move): viewport.apply(move, height: pageHeight)
        case .open:
            if let rally = current.selected?.rally { router.navigate(to: .rally(rally.id)) }
        case .showMap:
            if let rally = current.selected?.rally { router.navigate(to: .journeyMap(.rally(rally.id))) }
        case .plan:
            guard let progress = current.selected else { return }
            effects.run { [plans, router] in
                if let plan = await plans.create(for: progress.rally) { router.navigate(to: .plan(plan.id)) }
            }
        case .showPlans:
            router.navigate(to: .plans)
        }
    }
}

extension RalliesViewModel: ViewModel {}
