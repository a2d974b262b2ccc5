import Entities

/// Why a stop cannot be bathed in when the route reaches it.
public enum ClosureReason: Hashable, Sendable {
    /// Its closed day (定休日) falls on the arrival's day.
    case closedDay(Weekday)
    /// Open today, but not yet: opens at this minute of the day.
    case notYetOpen(opensAt: Int)
    /// Open today, but already closed at this minute (past 24:00 for late hours).
    case alreadyClosed(closedAt: Int)

    /// `定休日(火) closed on Tuesday` / `開店前 opens at 10:00 JST` / `営業終了 closed at 22:00 JST`.
    public var text: String {
        switch self {
        case .closedDay(let weekday): "定休日(\(weekday.label)) closed day"
        case .notYetOpen(let opensAt): "開店前 opens at \(clockText(opensAt))"
        case .alreadyClosed(let closedAt): "営業終了 closed at \(clockText(closedAt))"
        }
    }

    /// The same in Japanese only, for a narrow timetable: `定休日(火)`, `開店前 10:00 JSTから`,
    /// `営業終了 22:00 JST`.
    public var shortText: String {
        switch self {
        case .closedDay(let weekday): "定休日(\(weekday.label))"
        case .notYetOpen(let opensAt): "開店前 \(clockText(opensAt))から"
        case .alreadyClosed(let closedAt): "営業終了 \(clockText(closedAt))"
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
        case .open(let closesAt): "営業中 open until \(clockText(closesAt))"
        case .closesDuringStay(let closesAt, let minutesOpen):
            "\(clockText(closesAt))閉店 closes \(minutesOpen) min after arrival"
        case .closed(let reason): reason.text
        }
    }

    /// The same in Japanese only, for a narrow timetable, the time whole: `営業中 〜22:00 JST`,
    /// `22:00 JST閉店 (41分)`.
    public var shortText: String {
        switch self {
        case .open(let closesAt): "営業中 〜\(clockText(closesAt))"
        case .closesDuringStay(let closesAt, let minutesOpen): "\(clockText(closesAt))閉店 (\(minutesOpen)分)"
        case .closed(let reason): reason.shortText
        }
    }

    /// Whether the bath opens at all on `date` (Japan). With `of`, the one place the planner
    /// reads opening hours: what decides them (sample, the user's facts, holidays) changes here.
    static func opens(_ hours: OpeningHours, on date: VisitDate) -> Bool {
        let time = CivilTime.japanTime(seconds: CivilTime.seconds(date.japanMoment(minute: 12 * 60)))
        return hours.opens(day: time.day, weekday: time.weekday)
    }

    /// `hours` for a stay of `stayMinutes` starting `arrivalSeconds` after 1970 (absolute).
    static func of(_ hours: OpeningHours, arrivalSeconds: Int, stayMinutes: Int) -> StopAvailability {
        let arrival = CivilTime.japanTime(seconds: arrivalSeconds)
        switch hours.status(at: arrival) {
        case .open(let closesAt):
            // Today's session counts from today's midnight; yesterday's late hours end at
            // closesAt − 24:00 today. Today's is the later of the two, so it wins when both apply.
            let todays = hours.opens(day: arrival.day, weekday: arrival.weekday) && arrival.minute >= hours.openingMinute
            let minutesOpen = (todays ? closesAt : closesAt - 24 * 60) - arrival.minute
            guard minutesOpen < stayMinutes else { return .open(closesAt: closesAt) }
            // A place that reopens the moment it closes (0:00–24:00 every day) never turns anyone out.
            let atClosing = CivilTime.japanTime(seconds: arrivalSeconds + minutesOpen * 60)
            if hours.status(at: atClosing).isOpen { return .open(closesAt: closesAt) }
            return .closesDuringStay(closesAt: closesAt, minutesOpen: minutesOpen)
        case .closed(let opensAt, let inDays):
            if inDays == 0 { return .closed(.notYetOpen(opensAt: opensAt)) }
            if !hours.opens(day: arrival.day, weekday: arrival.weekday) { return .closed(.closedDay(arrival.weekday)) }
            return .closed(.alreadyClosed(closedAt: hours.closingMinute))
        }
    }
}

/// `9:05 JST`, `25:30 JST`: hours as every other clock time the app shows, in Japan time and saying so.
func clockText(_ minute: Int) -> String {
    ClockText.minute(minute)
}
