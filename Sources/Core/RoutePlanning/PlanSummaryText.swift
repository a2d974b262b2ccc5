import Entities
import Foundation

/// A plan as plain text for the clipboard: a heading, one line per stop, and the end.
public enum PlanSummaryText {
    public static func text(_ plan: RoutePlan, title: String = "湯めぐり") -> String {
        let start = plan.departureTime
        var lines = [
            "\(UntrustedText.singleLine(title)) · \(plan.mode.label) · \(plan.stops.count) stops · "
                + "\(distance(plan.totalKilometres)) (road estimate ×\(formatMeasurement(RouteDistance.detourFactor))) · "
                + "移動 travel \(plan.travelMinutes) min · 滞在 stay \(plan.stayMinutes) min each",
            "出発 start  \(CivilTime.japanText(seconds: CivilTime.seconds(plan.departure)).prefix(10)) (\(start.weekday.label)) \(start.clockText)",
        ]
        for stop in plan.stops {
            let arrival = stop.arrivalTime
            // A route past midnight says so: the hours that apply are the next day's.
            let day = arrival.day == start.day ? "" : " (\(arrival.weekday.label)·\(arrival.day)日)"
            let leg = stop.order == 1 && plan.origin == nil
                ? "start here"
                : "+\(distance(stop.legKilometres)) \(stop.legMinutes) min"
            let mark = stop.availability.isClosed ? "✗ " : ""
            lines.append("\(stop.order). \(arrival.clockText)–\(stop.departureTime.clockText)\(day)  "
                + "\(UntrustedText.singleLine(stop.stop.name)) [\(UntrustedText.singleLine(stop.stop.id.rawValue))]  \(leg)  \(mark)\(stop.availability.text)")
        }
        let end = plan.endTime
        lines.append("到着 end  \(end.clockText)" + (end.day == start.day ? "" : " (\(end.weekday.label)·\(end.day)日)"))
        let closed = plan.closedStops.count
        if closed > 0 { lines.append("⚠ \(closed) stop\(closed == 1 ? "" : "s") closed on arrival") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A stop without a usable position has no distance to show (and `formatDistance` needs a number).
    private static func distance(_ kilometres: Double) -> String {
        kilometres.isFinite ? formatDistance(kilometres: kilometres) : "? km"
    }
}
