/// Opening hours in OpenStreetMap's `opening_hours` syntax (https://wiki.openstreetmap.org/wiki/Key:opening_hours/specification),
/// the subset a day planner needs: weekdays and their ranges (`Mo-Fr`, `Sa,Su`, `Fr-Mo`), the
/// n-th weekdays of a month (`Tu[2,4]`, `Su[-1]`), public holidays (`PH`), several times per rule
/// (`10:00-14:00,16:00-22:00`), late hours (`22:00-02:00`, `18:00-26:00`), `off` / `closed`,
/// `24/7`, rules separated by `;` (a later rule replaces what earlier ones said for its days) and
/// additional rules after `,` (which add to them). Anything else is refused by the parser with
/// the part it could not read (`OSMOpeningHoursParser`).
///
/// Hand-written: no Swift package in the list reads this syntax, and the subset is small.
public struct OSMOpeningHours: Hashable, Sendable, CustomStringConvertible {
    /// The text as the user wrote it (trimmed), printable ASCII only: it parsed.
    public let text: String
    public let rules: [Rule]

    public struct Rule: Hashable, Sendable {
        /// Empty: every day.
        public var days: [DaySelector]
        /// Empty: closed (`off`, `closed`).
        public var sessions: [Range<Int>]
        /// After `,` (OSM's additional rule): adds its sessions instead of replacing.
        public var additive: Bool
    }

    public enum DaySelector: Hashable, Sendable {
        /// These weekdays; with ordinals, only the n-th of them in the month (negative: from its end).
        case weekdays(Set<Weekday>, ordinals: Set<Int>)
        case publicHoliday
    }

    /// The longest value OpenStreetMap stores in a tag, and so the longest read here.
    public static let maximumLength = 255

    public init(parsing text: String) throws(OpeningHoursSyntaxError) {
        self = try OSMOpeningHoursParser.parse(text)
    }

    init(text: String, rules: [Rule]) {
        self.text = text
        self.rules = rules
    }

    public var description: String { text }

    /// The sessions that begin on `day`.
    public func hours(on day: CalendarDay) -> DayHours {
        var sessions: [Range<Int>] = []
        for rule in rules where rule.matches(day) {
            sessions = rule.additive ? sessions + rule.sessions : rule.sessions
        }
        return DayHours(sessions: sessions)
    }
}

extension OSMOpeningHours.Rule {
    func matches(_ day: CalendarDay) -> Bool {
        days.isEmpty || days.contains { $0.matches(day) }
    }
}

extension OSMOpeningHours.DaySelector {
    func matches(_ day: CalendarDay) -> Bool {
        switch self {
        case .publicHoliday:
            return day.isPublicHoliday
        case .weekdays(let weekdays, let ordinals):
            guard weekdays.contains(day.weekday) else { return false }
            return ordinals.isEmpty || ordinals.contains(day.date.weekdayOrdinal) || ordinals.contains(day.date.weekdayOrdinalFromEnd)
        }
    }
}

/// Why a text is not opening hours this app reads: the reason, and where (1-based character).
public struct OpeningHoursSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// 1-based position of the character where the problem starts; 0 for the whole text.
    public let position: Int
    /// The part that could not be read, printable (control and non-ASCII characters as U+XXXX).
    public let token: String
    public let reason: String

    public init(position: Int, token: String, reason: String) {
        self.position = position
        self.token = token
        self.reason = reason
    }

    public var description: String {
        (position == 0 ? OpeningHoursText.whole(reason: reason) : .at(reason: reason, position: position, token: token)).text
    }
}
