import Entities
import Foundation

/// A trip as plain text (the clipboard, `yumeguri plan ID`): each day's heading, timetable and
/// warnings with their fixes.
public enum TripSummaryText {
    public static func text(_ days: [TripDayTimetable], title: String, startName: String? = nil) -> String {
        guard days.count > 1 else {
            return (days.first.map { PlanSummaryText.text($0.timetable, title: title) + warnings($0) + base($0) } ?? "")
        }
        let travel = days.reduce(0) { $0 + $1.travelMinutes }
        let kilometres = days.reduce(0.0) { $0 + $1.travelKilometres }
        var text = "\(UntrustedText.singleLine(title)) · \(days.count)日 days · \(days.first?.date.description ?? "")–\(days.last?.date.description ?? "")"
            + " · \(kilometres.isFinite ? formatDistance(kilometres: kilometres) : "? km") · 移動 travel \(travel) min\n"
        for day in days {
            text += "\n── \(day.index + 1)日目 day \(day.index + 1) · \(day.heading) ──\n"
            text += PlanSummaryText.text(day.timetable, title: "\(day.index + 1)日目") + warnings(day) + base(day)
        }
        return text
    }

    private static func warnings(_ day: TripDayTimetable) -> String {
        day.warnings.map { "⚠ \($0.message) → \($0.fix.text)\n" }.joined()
    }

    private static func base(_ day: TripDayTimetable) -> String {
        day.base.map { "宿 base: \(UntrustedText.singleLine($0.name)) [\($0.id.rawValue)]\n" } ?? ""
    }
}
