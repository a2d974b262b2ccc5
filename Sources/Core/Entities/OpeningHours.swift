import Foundation
import Localization

/// A moment as the clocks in Japan show it, where every facility is: hours are local, so "open
/// now" is asked in Japan time whatever the user's own time zone.
public struct JapanTime: Hashable, Sendable {
    public var day: Int
    public var weekday: Weekday
    /// Minutes after midnight.
    public var minute: Int
    /// The Japan days around this moment, yesterday first, then today and the 7 after, with their
    /// holidays: what a closing day moved off a holiday needs. Made once per moment (a search
    /// filter asks every listing about the same one) by `withCalendar`; nil otherwise or past 2099.
    public var days: [CalendarDay]?

    public init(day: Int, weekday: Weekday, minute: Int) {
        self.day = day
        self.weekday = weekday
        self.minute = minute
    }

    /// Japan has no daylight saving time: UTC+9 all year.
    public static let timeZone = TimeZone(secondsFromGMT: 9 * 3600) ?? .current

    public init(_ date: Date) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.timeZone
        let parts = calendar.dateComponents([.day, .weekday, .hour, .minute], from: date)
        day = parts.day ?? 1
        // Calendar counts Sunday as 1; Weekday counts Monday as 1.
        weekday = Weekday(rawValue: ((parts.weekday ?? 2) + 5) % 7 + 1) ?? .monday
        minute = (parts.hour ?? 0) * 60 + (parts.minute ?? 0)
    }

    /// The moment with its Japan calendar (`days`), for "open now" questions that must know the
    /// holidays: the search filter, the detail and the map's summary. Kept apart from `init(_:)`,
    /// which timetables call for every stop.
    public static func withCalendar(_ date: Date) -> JapanTime {
        var time = JapanTime(date)
        let today = VisitDate(date, timeZone: timeZone)
        let around = (-1...7).map { try? CalendarDay(today.adding(days: $0)) }
        time.days = around.allSatisfy { $0 != nil } ? around.compactMap { $0 } : nil
        return time
    }

    /// `14:05`
    public var clockText: String { OpeningHours.clock(minute) }
}

/// Whether a place is open at a moment, and what changes next.
public enum OpeningStatus: Hashable, Sendable {
    /// Open; closes at this minute of the day it opened (past 24:00 for late hours).
    case open(closesAt: Int)
    /// Closed now; opens at this minute, `inDays` days from today (0 later today, 1 tomorrow).
    case closed(opensAt: Int, inDays: Int)

    public var isOpen: Bool { if case .open = self { true } else { false } }

    /// `営業中 22:00 JSTまで` / `open now · until 22:00 JST` / `closed · opens tomorrow at
    /// 10:00 JST`, in the language in force: the hours are Japan time (`ClockText`).
    public var text: String {
        switch self {
        case .open(let closesAt): FacilityText.openNow(closes: ClockText.minute(closesAt)).text
        case .closed(let opensAt, let inDays): Self.closed(inDays, FacilityText.opensLaterToday, FacilityText.opensTomorrow,
                                                          FacilityText.opensInDays, clock: ClockText.minute(opensAt))
        }
    }

    /// The same shorter, for a narrow panel, so the time is never the part cut off.
    public var shortText: String {
        switch self {
        case .open(let closesAt): FacilityText.openShort(closes: ClockText.minute(closesAt)).text
        case .closed(let opensAt, let inDays): Self.closed(inDays, FacilityText.opensLaterTodayShort, FacilityText.opensTomorrowShort,
                                                          FacilityText.opensInDaysShort, clock: ClockText.minute(opensAt))
        }
    }

    /// The shortest form, for the narrowest panel: only what changes next (`営業〜22:00 JST`,
    /// `tomorrow 10:00 JST`), the time still whole and labelled.
    public var compactText: String {
        switch self {
        case .open(let closesAt): FacilityText.openCompact(closes: ClockText.minute(closesAt)).text
        case .closed(let opensAt, let inDays): Self.closed(inDays, FacilityText.opensLaterTodayCompact, FacilityText.opensTomorrowCompact,
                                                          FacilityText.opensInDaysCompact, clock: ClockText.minute(opensAt))
        }
    }

    private static func closed(_ inDays: Int, _ today: (String) -> FacilityText, _ tomorrow: (String) -> FacilityText,
                               _ later: (Int, String) -> FacilityText, clock: String) -> String {
        switch inDays {
        case 0: today(clock).text
        case 1: tomorrow(clock).text
        default: later(inDays, clock).text
        }
    }
}

/// A facility's (sample) opening hours: the same hours every day except its closed days.
public struct OpeningHours: Hashable, Sendable {
    public var openingMinute: Int
    /// May pass 24:00 (1440): open past midnight into the next day.
    public var closingMinute: Int
    public var closedDays: ClosedDays

    public init(openingMinute: Int, closingMinute: Int, closedDays: ClosedDays) {
        self.openingMinute = openingMinute
        self.closingMinute = closingMinute
        self.closedDays = closedDays
    }

    /// Open every day around the clock: what a listing without hours is treated as.
    public static let always = OpeningHours(openingMinute: 0, closingMinute: 24 * 60, closedDays: .none)

    /// Whether it opens at all on a day (the `day` of month decides the 2nd and 4th weekdays).
    public func opens(day: Int, weekday: Weekday) -> Bool {
        switch closedDays {
        case .none: true
        case .weekly(let closed): weekday != closed
        case .secondAndFourth(let closed): weekday != closed || !((8...14).contains(day) || (22...28).contains(day))
        }
    }

    public func status(at time: JapanTime) -> OpeningStatus {
        // Still in yesterday's late hours?
        if closingMinute > 24 * 60, time.minute < closingMinute - 24 * 60, opens(time, inDays: -1) {
            return .open(closesAt: closingMinute)
        }
        if opens(time, inDays: 0) {
            if time.minute >= openingMinute && time.minute < closingMinute { return .open(closesAt: closingMinute) }
            if time.minute < openingMinute { return .closed(opensAt: openingMinute, inDays: 0) }
        }
        // The next day it opens (a closed day is at most one in a row, but look a week ahead).
        for inDays in 1...7 where opens(time, inDays: inDays) { return .closed(opensAt: openingMinute, inDays: inDays) }
        return .closed(opensAt: openingMinute, inDays: 1)
    }

    /// Whether it opens `inDays` after `time`'s day (-1 yesterday): by the Japan calendar when the
    /// moment carries it (a weekly closing moves off a holiday, `isClosingDay`), else by weekday.
    private func opens(_ time: JapanTime, inDays: Int) -> Bool {
        if let days = time.days, days.indices.contains(inDays + 1) { return !isClosingDay(days[inDays + 1]) }
        let weekday = Weekday(rawValue: ((time.weekday.rawValue - 1 + inDays) % 7 + 7) % 7 + 1) ?? time.weekday
        return opens(day: time.day + inDays, weekday: weekday)
    }

    static func clock(_ minute: Int) -> String {
        let h = minute / 60, m = minute % 60
        return "\(h):" + (m < 10 ? "0\(m)" : "\(m)")
    }
}

extension SampleCommerce {
    public var hours: OpeningHours {
        OpeningHours(openingMinute: openingMinute, closingMinute: closingMinute, closedDays: closedDays)
    }
}

extension ClosedDays {
    /// A small integer for a database column: 0 none, 10 + weekday weekly, 20 + weekday on the
    /// 2nd and 4th.
    public var storageCode: Int {
        switch self {
        case .none: 0
        case .weekly(let day): 10 + day.rawValue
        case .secondAndFourth(let day): 20 + day.rawValue
        }
    }

    public init?(storageCode: Int) {
        switch storageCode {
        case 0: self = .none
        case 11...17: self = .weekly(Weekday(rawValue: storageCode - 10) ?? .monday)
        case 21...27: self = .secondAndFourth(Weekday(rawValue: storageCode - 20) ?? .monday)
        default: return nil
        }
    }
}
