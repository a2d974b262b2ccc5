import Entities
import Foundation
import Localization

/// A trip as plain text (the clipboard, `yumeguri plan ID`): each day's heading, timetable and
/// warnings with their fixes.
public enum TripSummaryText {
    public static func text(_ days: [TripDayTimetable], title: String, startName: String? = nil) -> String {
        guard days.count > 1 else {
            return (days.first.map { PlanSummaryText.text($0.timetable, title: title) + warnings($0) + base($0) } ?? "")
        }
        let travel = days.reduce(0) { $0 + $1.travelMinutes }
        let kilometres = days.reduce(0.0) { $0 + $1.travelKilometres }
        var text = RouteText.tripHeading(title: UntrustedText.singleLine(title), days: days.count, from: days.first?.date.description ?? "",
                                         to: days.last?.date.description ?? "",
                                         distance: kilometres.isFinite ? formatDistance(kilometres: kilometres) : "? km", travel: travel).text + "\n"
        for day in days {
            text += "\n" + RouteText.dayHeading(day: day.index + 1, heading: day.heading).text + "\n"
            text += PlanSummaryText.text(day.timetable, title: RouteText.dayTitle(day: day.index + 1).text) + warnings(day) + base(day)
        }
        return text
    }

    private static func warnings(_ day: TripDayTimetable) -> String {
        day.warnings.map { "⚠ \($0.message) → \($0.fix.text)\n" }.joined()
    }

    private static func base(_ day: TripDayTimetable) -> String {
        day.base.map { RouteText.base(name: UntrustedText.singleLine($0.name), id: $0.id.rawValue).text + "\n" } ?? ""
    }
}
