import Entities
import Localization

/// Why a stop cannot be bathed in when the route reaches it.
public enum ClosureReason: Hashable, Sendable {
    /// Its closed day (定休日) falls on the arrival's day.
    case closedDay(Weekday)
    /// Open today, but not yet: opens at this minute of the day.
    case notYetOpen(opensAt: Int)
    /// Open today, but already closed at this minute (past 24:00 for late hours).
    case alreadyClosed(closedAt: Int)

    /// `定休日(火)` / `closing day (Tue)`, `not open yet, opens at 10:00 JST` …, in the language in force.
    public var text: String {
        switch self {
        case .closedDay(let weekday): RouteText.closedDay(weekday: weekday.label).text
        case .notYetOpen(let opensAt): RouteText.notYetOpen(opens: clockText(opensAt)).text
        case .alreadyClosed(let closedAt): RouteText.alreadyClosed(closed: clockText(closedAt)).text
        }
    }

    /// The same shorter, for a narrow timetable: `定休日(火)`, `opens 10:00 JST`, `closed 22:00 JST`.
    public var shortText: String {
        switch self {
        case .closedDay(let weekday): RouteText.closedDayShort(weekday: weekday.label).text
        case .notYetOpen(let opensAt): RouteText.notYetOpenShort(opens: clockText(opensAt)).text
        case .alreadyClosed(let closedAt): RouteText.alreadyClosedShort(closed: clockText(closedAt)).text
        }
    }
}

/// Whether a stop can be bathed in for the whole stay.
public enum StopAvailability: Hashable, Sendable {
    /// Open at arrival and through the stay; closes at this minute of the day it opened.
    case open(closesAt: Int)
    /// Open at arrival, but closes this many minutes later, before the stay ends.
    case closesDuringStay(closesAt: Int, minutesOpen: Int)
    case closed(ClosureReason)

    public var isClosed: Bool { if case .closed = self { true } else { false } }

    /// Open at arrival, whether or not for the whole stay.
    public var isOpenAtArrival: Bool { !isClosed }

    /// What the route screen shows beside the stop.
    public var text: String {
        switch self {
        case .open(let closesAt): RouteText.openUntil(closes: clockText(closesAt)).text
        case .closesDuringStay(let closesAt, let minutesOpen): RouteText.closesDuringStay(closes: clockText(closesAt), minutes: minutesOpen).text
        case .closed(let reason): reason.text
        }
    }

    /// The same shorter, for a narrow timetable, the time whole: `営業中 〜22:00 JST`,
    /// `22:00 JST閉店 (41分)` / `open to 22:00 JST`, `closes 22:00 JST (41 min)`.
    public var shortText: String {
        switch self {
        case .open(let closesAt): RouteText.openUntilShort(closes: clockText(closesAt)).text
        case .closesDuringStay(let closesAt, let minutesOpen): RouteText.closesDuringStayShort(closes: clockText(closesAt), minutes: minutesOpen).text
        case .closed(let reason): reason.shortText
        }
    }

    /// What a bath keeps on `date`: the one place the planner reads opening hours (the user's
    /// facts else the sample's, on the date's weekday, 祝日 and 祝日の翌日). A date outside the
    /// years the holidays are known for is taken as an ordinary day.
    public static func opening(_ hours: FacilityHours, on date: VisitDate) -> DayOpening {
        let day = (try? CalendarDay(date)) ?? CalendarDay(date: date, holiday: nil, holidaysBefore: 0)
        let late = day.previous.flatMap { hours.hours(on: $0).sessions.map(\.upperBound).filter { $0 > 1440 }.max() }
        return DayOpening(windows: hours.windows(on: day), isClosingDay: hours.hours(on: day).isClosed, weekday: day.weekday,
                          source: hours.source, lateEnd: late)
    }

    /// Whether the bath opens at all on `date`.
    static func opens(_ hours: FacilityHours, on date: VisitDate) -> Bool { !opening(hours, on: date).isClosingDay }

    /// `hours` for a stay of `stayMinutes` starting `arrivalSeconds` after 1970 (absolute).
    static func of(_ hours: FacilityHours, arrivalSeconds: Int, stayMinutes: Int) -> StopAvailability {
        let local = arrivalSeconds + CivilTime.japanOffsetSeconds
        let dayNumber = local >= 0 ? local / 86_400 : -((-local + 86_399) / 86_400)
        let date = VisitDate(dayNumber: dayNumber)
        return of(opening(hours, on: date), minute: (local - dayNumber * 86_400) / 60, stayMinutes: stayMinutes) {
            opening(hours, on: date.adding(days: 1))
        }
    }

    /// A stay of `stayMinutes` from `minute` (0..<1440) of a day that keeps `today`; `tomorrow`
    /// is asked only when a window ends at midnight within the stay.
    static func of(_ today: DayOpening, minute: Int, stayMinutes: Int, tomorrow: () -> DayOpening) -> StopAvailability {
        if let window = today.windows.first(where: { $0.contains(minute) }) {
            let minutesOpen = window.upperBound - minute
            // Yesterday's late hours close at a time past 24:00 of yesterday (`25:30 JST`), as its rule says.
            let closesAt = window.lowerBound == 0 && today.lateEnd == window.upperBound + 1440 ? window.upperBound + 1440 : window.upperBound
            guard minutesOpen < stayMinutes else { return .open(closesAt: closesAt) }
            // A place that reopens the moment it closes (0:00–24:00 every day) never turns anyone out.
            if window.upperBound >= 1440, tomorrow().windows.contains(where: { $0.contains(window.upperBound - 1440) }) {
                return .open(closesAt: closesAt)
            }
            return .closesDuringStay(closesAt: closesAt, minutesOpen: minutesOpen)
        }
        if let next = today.windows.first(where: { $0.lowerBound > minute }) { return .closed(.notYetOpen(opensAt: next.lowerBound)) }
        if today.isClosingDay { return .closed(.closedDay(today.weekday)) }
        return .closed(.alreadyClosed(closedAt: today.windows.last(where: { $0.upperBound <= minute })?.upperBound ?? minute))
    }
}

/// A bath's open minutes on one date (with the late hours of the night before), whether it is
/// its closing day, and whose rule that is.
public struct DayOpening: Hashable, Sendable {
    public var windows: [Range<Int>]
    /// No session begins that day (定休日, or `off` in the user's hours).
    public var isClosingDay: Bool
    public var weekday: Weekday
    public var source: FactSource
    /// Where the night before's session ends, past 24:00 of that day, if it runs late.
    public var lateEnd: Int?
}

/// `9:05 JST`, `25:30 JST`: hours as every other clock time the app shows, in Japan time and saying so.
func clockText(_ minute: Int) -> String {
    ClockText.minute(minute)
}
