import Dependencies
import Entities
import Foundation
import Navigation
import Observation
import RoutePlanning
import ScreenKit
import Stores
import Widgets

/// A day plan's timetable and its editing. The plan is the `PlanStore`'s (one copy for this
/// screen, the list, the map's route and another process); each edit replaces it there at once
/// and is saved behind. The timetable is derived from the plan, never stored.
@MainActor
@Observable
public final class PlanViewModel {
    public let id: String
    private var viewport = ListViewport()
    private var message: String?
    @ObservationIgnored public var pageHeight = 10
    public let effects = Effects()

    @ObservationIgnored @Dependency(\.planStore) private var plans
    @ObservationIgnored @Dependency(\.catalogStore) private var catalog
    @ObservationIgnored @Dependency(\.router) private var router
    @ObservationIgnored @Dependency(\.clipboard) private var clipboard

    public static let startStepMinutes = 30
    public static let stayStepMinutes = 15

    public init(id: String) { self.id = id }

    public var state: PlanViewState {
        let title = plans.plan(id)?.name ?? "プラン"
        let status = message ?? plans.errorMessage
        guard plans.isLoaded, catalog.phase == .ready else { return PlanViewState(title: title, statusMessage: status, phase: .loading) }
        guard let plan = plans.plan(id) else {
            let phase: PlanViewState.Phase = plans.unreadablePlan(id).map { .unreadable($0) } ?? .notFound(DisplayText.cut(id, limit: 40))
            return PlanViewState(title: title, statusMessage: status, phase: phase)
        }
        let route = plans.route(for: plan)
        var shown = viewport
        shown.setCount(route?.timetable.stops.count ?? 0, height: pageHeight)
        return PlanViewState(title: title, statusMessage: status, phase: .ready, plan: plan, route: route?.timetable,
                             startName: route?.startName, viewport: shown, missing: route?.missing ?? [])
    }

    public func appear() {
        effects.run { [weak self, plans, catalog] in
            await plans.load()
            await catalog.load()
            guard let self else { return }
            plans.activate(self.id)
        }
    }

    public func send(_ action: PlanAction) {
        message = nil
        let current = state
        guard let plan = current.plan, let route = current.route else { return }
        let count = route.stops.count
        viewport.setCount(count, height: pageHeight)
        let focused = current.focusedStop
        switch action {
        case .move(let move): viewport.apply(move, height: pageHeight)
        case .open:
            if let focused { router.navigate(to: .facility(focused.stop.id)) }
        case .moveStopDown, .moveStopUp:
            guard let focused, let from = plan.stops.firstIndex(of: focused.stop.id) else { return }
            let to = from + (action == .moveStopDown ? 1 : -1)
            guard plan.stops.indices.contains(to) else { return }
            var changed = plan
            changed.stops.swapAt(from, to)
            plans.update(changed)
            viewport.move(by: to - from, height: pageHeight)
        case .removeStop:
            guard let focused else { return }
            var changed = plan
            changed.stops.removeAll { $0 == focused.stop.id }
            if changed.start == focused.stop.id { changed.start = nil }
            plans.update(changed)
            message = "「\(focused.stop.name)」を外しました — removed (\(JourneyKeyHints.addFromSearchOrMapShort()))"
        case .optimise:
            reorder(plan, note: "最短の順に並べました — ordered by the shortest route")
        case .reorderAroundClosures:
            guard !route.closedStops.isEmpty else { message = "閉まっている温泉はありません — none is closed on arrival"; return }
            effects.run("repair") { [weak self, plans] in
                let repaired = await Task.detached(priority: .userInitiated) { ClosureRepair.reorderAvoidingClosures(route) }.value
                guard let self, var changed = plans.plan(self.id) else { return }
                guard let repaired else {
                    self.message = "並べ替えても閉まったままです — no order opens them: x drops them"
                    return
                }
                changed.stops = repaired.routeStops.map(\.id) + changed.stops.filter { id in !repaired.routeStops.contains { $0.id == id } }
                plans.update(changed)
                self.message = "並べ替えました — reordered: \(repaired.closedStops.count) closed on arrival"
            }
        case .dropClosed:
            let kept = ClosureRepair.droppingClosedStops(route)
            let dropped = count - kept.stops.count
            guard dropped > 0 else { message = "閉まっている温泉はありません — none is closed on arrival"; return }
            var changed = plan
            let keptIDs = Set(kept.routeStops.map(\.id))
            changed.stops = plan.stops.filter { keptIDs.contains($0) }
            if let start = changed.start, !keptIDs.contains(start), plan.stops.contains(start) { changed.start = nil }
            plans.update(changed)
            message = "閉まっている \(dropped) か所を外しました — dropped \(dropped) closed"
        case .toggleMode:
            var changed = plan
            changed.mode = plan.mode == .car ? .walk : .car
            plans.update(changed)
        case .laterStart, .earlierStart:
            var changed = plan
            let step = Double(Self.startStepMinutes * 60) * (action == .laterStart ? 1 : -1)
            changed.startTime = plan.startTime.addingTimeInterval(step)
            plans.update(changed)
        case .longerStay, .shorterStay:
            var changed = plan
            let stay = plan.stayMinutes + (action == .longerStay ? Self.stayStepMinutes : -Self.stayStepMinutes)
            guard DayPlan.stayRange.contains(stay) else {
                message = "滞在は \(DayPlan.stayRange.lowerBound)〜\(DayPlan.stayRange.upperBound) 分 — stay limits"
                return
            }
            changed.stayMinutes = stay
            plans.update(changed)
        case .startHere:
            guard let focused else { return }
            var changed = plan
            changed.start = plan.start == focused.stop.id ? nil : focused.stop.id
            reorder(changed, note: changed.start == nil
                ? "出発は最初の温泉 — the day starts at the first bath"
                : "出発 \(focused.stop.name) から、最短の順に — starts there, shortest order")
        case .showMap:
            router.navigate(to: .journeyMap(.plan(id)))
        case .copySummary:
            clipboard.copy(PlanSummaryText.text(route, title: plan.name))
            message = "コピーしました copied to the clipboard (OSC 52)"
        }
    }

    /// The plan's stops in the shortest order from its start, saved.
    private func reorder(_ plan: DayPlan, note: String) {
        effects.run("order") { [weak self, plans] in
            let ordered = await plans.shortestOrder(plan.stops, start: plan.start)
            guard let self, var changed = plans.plan(self.id) else { return }
            changed.start = plan.start
            changed.stops = ordered
            plans.update(changed)
            self.viewport.first(height: self.pageHeight)
            self.message = note
        }
    }
}

extension PlanViewModel: ViewModel {}
