import Entities
import Localization

/// The catalog of what a route and a trip say: a stop's opening at arrival, the warnings of a day
/// and their fixes, the plain-text summaries `y` copies and `plan ID` prints, and the names the
/// GPX and iCalendar exports give their points. Times, distances and weekdays come formatted
/// (`ClockText`, `formatDistance`, `Weekday.label`).
public enum RouteText: SampledCatalog {
    case closedDay(weekday: String)
    case notYetOpen(opens: String)
    case alreadyClosed(closed: String)
    case closedDayShort(weekday: String)
    case notYetOpenShort(opens: String)
    case alreadyClosedShort(closed: String)
    case openUntil(closes: String)
    case openUntilShort(closes: String)
    case closesDuringStay(closes: String, minutes: Int)
    case closesDuringStayShort(closes: String, minutes: Int)
    case fixSplit, fixReorder, fixDrop
    case fixMoveToDay(day: Int)
    case fixSwitchMode(mode: TravelMode)
    case warnClosingDay(bath: String, arrival: String)
    case warnAfterClosing(bath: String, arrival: String, closed: String)
    case warnBeforeOpening(bath: String, arrival: String, opens: String)
    case warnLongWalk(bath: String, distance: String, limit: String)
    case warnTravelOverLimit(minutes: Int, limit: Int)
    case warnAfterMidnight(end: String)
    case warnPastWindow(end: String, limit: String)
    case defaultTitle
    case planHeading(title: String, mode: String, stops: Int, distance: String, factor: String, travel: Int, stay: Int)
    case planStart(date: String, weekday: String, clock: String)
    case planEnd(clock: String)
    /// A time on another day than the start: `(火·5日)` / `(Tue 5th)`.
    case otherDay(weekday: String, day: Int)
    case legStartHere
    case leg(distance: String, minutes: Int)
    case closedOnArrival(stops: Int)
    case tripHeading(title: String, days: Int, from: String, to: String, distance: String, travel: Int)
    case dayTitle(day: Int)
    case dayHeading(day: Int, heading: String)
    case base(name: String, id: String)
    case exportStart
    case exportLastBase
    case exportDay(day: Int, date: String, heading: String)

    public static let samples: [RouteText] = [
        .closedDay(weekday: "Tue"), .notYetOpen(opens: "10:00 JST"), .alreadyClosed(closed: "22:00 JST"),
        .closedDayShort(weekday: "Tue"), .notYetOpenShort(opens: "10:00 JST"), .alreadyClosedShort(closed: "22:00 JST"),
        .openUntil(closes: "22:00 JST"), .openUntilShort(closes: "22:00 JST"), .closesDuringStay(closes: "22:00 JST", minutes: 41),
        .closesDuringStayShort(closes: "22:00 JST", minutes: 1), .fixSplit, .fixReorder, .fixDrop, .fixMoveToDay(day: 2),
        .fixSwitchMode(mode: .car), .warnClosingDay(bath: "草津温泉", arrival: "11:10 JST"),
        .warnAfterClosing(bath: "草津温泉", arrival: "22:30 JST", closed: "22:00 JST"),
        .warnBeforeOpening(bath: "草津温泉", arrival: "9:05 JST", opens: "10:00 JST"),
        .warnLongWalk(bath: "草津温泉", distance: "6.2 km", limit: "5"), .warnTravelOverLimit(minutes: 420, limit: 360),
        .warnAfterMidnight(end: "24:40 JST"), .warnPastWindow(end: "22:10 JST", limit: "21:00 JST"), .defaultTitle,
        .planHeading(title: "Trip", mode: "car", stops: 1, distance: "5.8 km", factor: "1.3", travel: 12, stay: 60),
        .planHeading(title: "Trip", mode: "car", stops: 3, distance: "5.8 km", factor: "1.3", travel: 12, stay: 60),
        .planStart(date: "2026-12-05", weekday: "Sat", clock: "9:00 JST"), .planEnd(clock: "17:00 JST"), .otherDay(weekday: "Sun", day: 6),
        .legStartHere, .leg(distance: "5.8 km", minutes: 9), .closedOnArrival(stops: 1), .closedOnArrival(stops: 2),
        .tripHeading(title: "Trip", days: 2, from: "2026-12-05", to: "2026-12-06", distance: "80.1 km", travel: 140),
        .dayTitle(day: 1), .dayHeading(day: 1, heading: "Sat 5 Dec"), .base(name: "草津温泉", id: "aist-7154"), .exportStart,
        .exportLastBase, .exportDay(day: 1, date: "2026-12-05", heading: "Sat 5 Dec"),
    ]
}
