import Entities
import Foundation
import Localization

/// A plan as plain text for the clipboard: a heading, one line per stop, and the end.
public enum PlanSummaryText {
    /// In the language in force; `title` nil is the default title (`湯めぐり` / `Onsen trip`).
    public static func text(_ plan: RoutePlan, title: String? = nil) -> String {
        let start = plan.departureTime
        var lines = [
            RouteText.planHeading(title: UntrustedText.singleLine(title ?? RouteText.defaultTitle.text), mode: plan.mode.label,
                                  stops: plan.stops.count, distance: distance(plan.totalKilometres),
                                  factor: formatMeasurement(RouteDistance.detourFactor), travel: plan.travelMinutes, stay: plan.stayMinutes).text,
            RouteText.planStart(date: String(CivilTime.japanText(seconds: CivilTime.seconds(plan.departure)).prefix(10)),
                                weekday: start.weekday.label, clock: start.clockText).text,
        ]
        for stop in plan.stops {
            let arrival = stop.arrivalTime
            // A route past midnight says so: the hours that apply are the next day's.
            let day = arrival.day == start.day ? "" : " " + RouteText.otherDay(weekday: arrival.weekday.label, day: arrival.day).text
            let leg = stop.order == 1 && plan.origin == nil
                ? RouteText.legStartHere.text
                : RouteText.leg(distance: distance(stop.legKilometres), minutes: stop.legMinutes).text
            let mark = stop.availability.isClosed ? "✗ " : ""
            lines.append("\(stop.order). \(arrival.clockText)–\(stop.departureTime.clockText)\(day)  "
                + "\(UntrustedText.singleLine(stop.stop.name)) [\(UntrustedText.singleLine(stop.stop.id.rawValue))]  \(leg)  \(mark)\(stop.availability.text)")
        }
        let end = plan.endTime
        lines.append(RouteText.planEnd(clock: end.clockText).text
            + (end.day == start.day ? "" : " " + RouteText.otherDay(weekday: end.weekday.label, day: end.day).text))
        let closed = plan.closedStops.count
        if closed > 0 { lines.append(RouteText.closedOnArrival(stops: closed).text) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A stop without a usable position has no distance to show (and `formatDistance` needs a number).
    private static func distance(_ kilometres: Double) -> String {
        kilometres.isFinite ? formatDistance(kilometres: kilometres) : "? km"
    }
}
