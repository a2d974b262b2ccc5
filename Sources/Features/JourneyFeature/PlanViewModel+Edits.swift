import Entities
import Foundation
import RoutePlanning
import Widgets

/// The plan screen's edits, by what they change: a bath, the day in view, the whole trip.
extension PlanViewModel {
    func sendStopEdit(_ action: PlanAction, plan: DayPlan, current: PlanViewState) -> Bool {
        let index = dayIndex
        let focused = current.focusedStop
        switch action {
        case .move(let move): viewport.apply(move, height: pageHeight)
        case .open:
            if let focused { router.navigate(to: .facility(focused.stop.id)) }
        case .moveStopDown, .moveStopUp:
            guard let focused, let from = plan.days[index].stops.firstIndex(of: focused.stop.id) else { return true }
            let to = from + (action == .moveStopDown ? 1 : -1)
            guard plan.days[index].stops.indices.contains(to) else { return true }
            var stops = plan.days[index].stops
            stops.swapAt(from, to)
            plans.update(replaceStops(plan, day: index, with: stops))
            viewport.move(by: to - from, height: pageHeight)
        case .removeStop:
            guard let focused else { return true }
            remove(focused.stop.id, name: focused.stop.name, from: plan)
        case .moveStopToNextDay, .moveStopToPreviousDay:
            guard let focused else { return true }
            move(focused.stop.id, to: index + (action == .moveStopToNextDay ? 1 : -1), in: plan)
        case .startHere:
            guard let focused else { return true }
            guard index == 0 else {
                message = PlanText.laterDayStartsAtBase(day: index + 1, key: PlanScreen.keyMap.label(for: .baseHere))
                return true
            }
            var changed = plan
            changed.start = plan.start == focused.stop.id ? nil : focused.stop.id
            reorder(changed, day: 0, note: changed.start == nil ? .startsAtFirst : .startsAt(name: focused.stop.name))
        case .baseHere:
            guard let focused else { return true }
            var changed = plan
            let isBase = plan.days[index].base == focused.stop.id
            changed.days[index].base = isBase ? nil : focused.stop.id
            plans.update(changed)
            message = isBase ? PlanText.baseByLast : PlanText.baseAt(name: focused.stop.name)
        default: return false
        }
        return true
    }

    func remove(_ stop: FacilityID, name: String, from plan: DayPlan) {
        var changed = plan
        for day in changed.days.indices { changed.days[day].stops.removeAll { $0 == stop } }
        if changed.start == stop { changed.start = nil }
        plans.update(changed)
        message = PlanText.removed(name: name, hint: JourneyKeyHints.addFromSearchOrMapShort())
    }

    /// The bath to another day: the end of the day before, the start of the day after (a new
    /// last day when there is none).
    func move(_ stop: FacilityID, to target: Int, in plan: DayPlan, follow: Bool = true) {
        guard target >= 0 else { message = PlanText.noDayBeforeFirst; return }
        var changed = plan
        if target >= changed.days.count {
            guard changed.days.count < DayPlan.maximumDays else { message = PlanText.atMostDays(DayPlan.maximumDays); return }
            changed.days.append(TripDay())
        }
        for day in changed.days.indices { changed.days[day].stops.removeAll { $0 == stop } }
        if target > dayIndex { changed.days[target].stops.insert(stop, at: 0) } else { changed.days[target].stops.append(stop) }
        plans.update(changed)
        if follow {
            show(day: target)
            if let place = changed.days[target].stops.firstIndex(of: stop) { viewport.move(by: place, height: pageHeight) }
        }
        let date = changed.date(ofDay: target)
        message = PlanText.moved(day: target + 1, heading: date.tripHeading(holiday: TripCalendar.holiday(on: date)))
    }

    func sendDayEdit(_ action: PlanAction, plan: DayPlan, current: PlanViewState) -> Bool {
        let index = dayIndex
        guard let route = current.route else { return false }
        switch action {
        case .optimise:
            reorder(plan, day: index, note: .orderedShortest)
        case .reorderAroundClosures:
            reorderAroundClosures(route, day: index)
        case .dropClosed:
            let kept = ClosureRepair.droppingClosedStops(route)
            let dropped = route.stops.count - kept.stops.count
            guard dropped > 0 else { message = PlanText.noneClosed; return true }
            let keptIDs = Set(kept.routeStops.map(\.id))
            var changed = replaceStops(plan, day: index, with: plan.days[index].stops.filter { keptIDs.contains($0) || !route.stops.map(\.stop.id).contains($0) })
            if let start = changed.start, index == 0, !keptIDs.contains(start), plan.days[0].stops.contains(start) { changed.start = nil }
            plans.update(changed)
            message = PlanText.droppedClosed(count: dropped)
        case .laterStart, .earlierStart:
            var changed = plan
            let step = Self.startStepMinutes * (action == .laterStart ? 1 : -1)
            let minute = plan.days[index].startMinute + step
            guard TripDay.startRange.contains(minute) else { message = PlanText.startWithinDate; return true }
            changed.days[index].startMinute = minute
            plans.update(changed)
        case .nextDay, .previousDay:
            let target = index + (action == .nextDay ? 1 : -1)
            guard plan.days.indices.contains(target) else {
                message = PlanText.tripDays(count: plan.days.count, key: PlanScreen.keyMap.label(for: .addDay))
                return true
            }
            show(day: target)
        case .addDay:
            guard plan.days.count < DayPlan.maximumDays else { message = PlanText.atMostDays(DayPlan.maximumDays); return true }
            var changed = plan
            changed.days.insert(TripDay(), at: index + 1)
            plans.update(changed)
            show(day: index + 1)
            message = PlanText.dayAdded(day: index + 2, key: PlanScreen.keyMap.label(for: .moveStopToNextDay))
        case .dropDay:
            dropDay(plan, index: index)
        default: return false
        }
        return true
    }

    func dropDay(_ plan: DayPlan, index: Int) {
        guard plan.days.count > 1 else { message = PlanText.onlyDay; return }
        var changed = plan
        let removed = changed.days.remove(at: index)
        let neighbour = index == 0 ? 0 : index - 1
        if index == 0 { changed.days[0].stops.insert(contentsOf: removed.stops, at: 0) } else { changed.days[neighbour].stops += removed.stops }
        plans.update(changed)
        show(day: neighbour)
        message = removed.stops.isEmpty ? PlanText.dayDropped(day: index + 1)
            : PlanText.dayDroppedMoved(day: index + 1, baths: removed.stops.count, to: neighbour + 1)
    }

    func reorderAroundClosures(_ route: RoutePlan, day index: Int) {
        guard !route.closedStops.isEmpty else { message = PlanText.noneClosed; return }
        effects.run("repair") { [weak self, plans] in
            let repaired = await Task.detached(priority: .userInitiated) { ClosureRepair.reorderAvoidingClosures(route) }.value
            guard let self, let changed = plans.plan(self.id), changed.days.indices.contains(index) else { return }
            guard let repaired else {
                self.message = PlanText.stillClosed(dropKey: PlanScreen.keyMap.label(for: .dropClosed), moveKey: PlanScreen.keyMap.label(for: .moveStopToNextDay))
                return
            }
            let ordered = repaired.routeStops.map(\.id)
            plans.update(self.replaceStops(changed, day: index, with: ordered + changed.days[index].stops.filter { !ordered.contains($0) }))
            self.message = PlanText.reordered(closed: repaired.closedStops.count)
        }
    }

    /// The day's baths in the shortest order from where it starts, saved.
    func reorder(_ plan: DayPlan, day index: Int, note: PlanText) {
        effects.run("order") { [weak self, plans] in
            let ordered = await plans.shortestOrder(ofDay: index, in: plan)
            guard let self, var changed = plans.plan(self.id), changed.days.indices.contains(index) else { return }
            changed.start = plan.start
            changed.days[index].stops = ordered
            plans.update(changed)
            self.viewport.first(height: self.pageHeight)
            self.message = note
        }
    }
}
