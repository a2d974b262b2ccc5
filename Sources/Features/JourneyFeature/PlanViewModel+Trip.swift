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
                message = "滞在は \(DayPlan.stayRange.lowerBound)〜\(DayPlan.stayRange.upperBound) 分 — stay limits"
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
            message = "その日には動かせません — \(problem)"
            return
        }
        var changed = plan
        changed.date = target
        plans.update(changed)
        message = "\(target.tripHeading(holiday: TripCalendar.holiday(on: target)))から — the trip starts \(target)"
    }

    func split(_ plan: DayPlan) {
        message = "日程を計算中… splitting into days"
        effects.run("split") { [weak self, plans] in
            let split = await plans.split(plan, into: .asFewAsFit)
            guard let self, let latest = plans.plan(self.id) else { return }
            var changed = split
            // The name may have changed meanwhile: the days (and a start moved off a day that is over) are the split's.
            changed.name = latest.name
            plans.update(changed)
            self.show(day: 0)
            let warnings = plans.route(for: changed)?.warnings.count ?? 0
            let moved = changed.date != plan.date ? " from \(changed.date) (today is over)" : ""
            self.message = "\(changed.days.count)日に分けました — split into \(changed.days.count) day\(changed.days.count == 1 ? "" : "s")\(moved)"
                + (warnings == 0 ? "; every day fits" : "; \(warnings) warning\(warnings == 1 ? "" : "s") left")
        }
    }

    /// The suggested fix of the focused bath's warning, else of the day's first.
    func takeFix(_ current: PlanViewState, plan: DayPlan) {
        guard let warning = current.warningToFix, let route = current.route else {
            message = "この日に警告はありません — nothing to fix on this day"
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
            message = "\(mode.label)に切り替えました — switched to \(mode.rawValue)"
        }
    }

    func sendOther(_ action: PlanAction, plan: DayPlan, current: PlanViewState) {
        switch action {
        case .showMap:
            router.navigate(to: .journeyMap(.plan(id)))
        case .copySummary:
            guard let route = plans.route(for: plan) else { return }
            clipboard.copy(TripSummaryText.text(route.days, title: plan.name, startName: route.startName))
            message = "コピーしました copied to the clipboard (OSC 52)"
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
        guard !name.isEmpty else { message = "名前が空です — a plan needs a name"; return }
        var changed = plan
        changed.name = name
        if let problem = changed.problem { message = "保存できません — \(problem)"; return }
        nameField = nil
        plans.update(changed)
        message = "「\(name)」に変えました — renamed"
    }
}
