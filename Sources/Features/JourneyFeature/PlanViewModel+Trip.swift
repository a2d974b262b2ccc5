import Entities
import Foundation
import RoutePlanning
import Widgets

/// The plan screen's edits of the whole trip: its dates, mode, stay, days, name; and the fix key.
extension PlanViewModel {
    func sendTripEdit(_ action: PlanAction, plan: DayPlan, current: PlanViewState) -> Bool {
        switch action {
        case .toggleMode:
            var changed = plan
            changed.mode = plan.mode == .car ? .walk : .car
            plans.update(changed)
        case .longerStay, .shorterStay:
            var changed = plan
            let stay = plan.stayMinutes + (action == .longerStay ? Self.stayStepMinutes : -Self.stayStepMinutes)
            guard DayPlan.stayRange.contains(stay) else {
                message = PlanText.stayLimits(minimum: DayPlan.stayRange.lowerBound, maximum: DayPlan.stayRange.upperBound)
                return true
            }
            changed.stayMinutes = stay
            plans.update(changed)
        case .nextDate, .previousDate, .nextWeek, .previousWeek:
            let step = switch action {
            case .nextDate: 1
            case .previousDate: -1
            case .nextWeek: 7
            default: -7
            }
            moveDates(plan, by: step)
        case .split:
            split(plan)
        case .fix:
            takeFix(current, plan: plan)
        default: return false
        }
        return true
    }

    /// Every day of the trip moved `days` days, within today (Japan) to a year ahead.
    func moveDates(_ plan: DayPlan, by days: Int) {
        let target = plan.date.adding(days: days)
        if let problem = TripCalendar.problem(target, today: plans.today) {
            message = PlanText.cannotMoveDates(problem: problem)
            return
        }
        var changed = plan
        changed.date = target
        plans.update(changed)
        message = PlanText.tripStarts(heading: target.tripHeading(holiday: TripCalendar.holiday(on: target)))
    }

    func split(_ plan: DayPlan) {
        message = PlanText.splitting
        effects.run("split") { [weak self, plans] in
            let split = await plans.split(plan, into: .asFewAsFit)
            guard let self, let latest = plans.plan(self.id) else { return }
            var changed = split
            // The name may have changed meanwhile: the days (and a start moved off a day that is over) are the split's.
            changed.name = latest.name
            plans.update(changed)
            self.show(day: 0)
            let warnings = plans.deriveRoute(for: changed)?.warnings.count ?? 0
            let moved = changed.date != plan.date ? changed.date.tripHeading(holiday: TripCalendar.holiday(on: changed.date)) : nil
            self.message = PlanText.split(days: changed.days.count, movedTo: moved, warnings: warnings)
        }
    }

    /// The suggested fix of the focused bath's warning, else of the day's first.
    func takeFix(_ current: PlanViewState, plan: DayPlan) {
        guard let warning = current.warningToFix, let route = current.route else {
            message = PlanText.nothingToFix
            return
        }
        let name = route.stops.first { $0.stop.id == warning.stop }?.stop.name ?? ""
        switch warning.fix {
        case .split: split(plan)
        case .reorder: reorderAroundClosures(route, day: dayIndex)
        case .moveToDay(let target):
            if let stop = warning.stop { move(stop, to: target, in: plan) }
        case .drop:
            if let stop = warning.stop { remove(stop, name: name, from: plan) }
        case .switchMode(let mode):
            var changed = plan
            changed.mode = mode
            plans.update(changed)
            message = PlanText.switchedMode(mode)
        }
    }

    func sendOther(_ action: PlanAction, plan: DayPlan, current: PlanViewState) {
        switch action {
        case .showMap:
            router.navigate(to: .journeyMap(.plan(id)))
        case .buyDay:
            // The purchase flow reads the day from the plan store; an empty day has nothing to sell.
            guard plan.days.indices.contains(dayIndex), !plan.days[dayIndex].stops.isEmpty else {
                message = PlanDayText.noBathsToBuy
                return
            }
            router.navigate(to: .tripDayPurchase(planID: id, day: dayIndex))
        case .copySummary:
            guard let route = plans.deriveRoute(for: plan) else { return }
            clipboard.copy(TripSummaryText.text(route.days, title: plan.name, startName: route.startName))
            message = PlanText.copied
        case .rename:
            nameField = TextFieldState(text: plan.name, maxLength: DayPlan.maximumNameLength)
        case .name(let edit):
            nameField?.apply(edit)
        case .cancelName:
            nameField = nil
        case .commitName:
            commitName(plan)
        default:
            break
        }
    }

    func commitName(_ plan: DayPlan) {
        guard let field = nameField else { return }
        let name = field.text.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { message = PlanText.emptyName; return }
        var changed = plan
        changed.name = name
        if let problem = changed.problem { message = PlanText.cannotSave(problem: problem); return }
        nameField = nil
        plans.update(changed)
        message = PlanText.renamed(name: name)
    }
}
