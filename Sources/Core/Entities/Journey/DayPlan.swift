import Foundation

/// A 湯めぐり trip (湯めぐりプラン): a sequence of days from a date, each with the baths to visit in
/// order, when the day starts and where the night is spent; and how the trip is travelled. A
/// one-day plan is a trip of one day. Saved in the user database; timetables are derived from it
/// (see `RoutePlanning`), never stored.
public struct DayPlan: Hashable, Codable, Sendable, Identifiable {
    /// How the baths are reached (the planner's speeds).
    public typealias Mode = TravelMode

    /// Where the plan came from: its default name and what `n` (new) repeats.
    public enum Origin: Hashable, Codable, Sendable {
        case rally(RallyID)
        case favorites
        case map
        case manual
    }

    public var id: String
    public var name: String
    public var origin: Origin
    /// Where the first day starts: a catalog area (a station's onsen town, the inn), or nil for
    /// its first bath. Later days start at the night's base before them.
    public var start: FacilityID?
    /// The first day's date in Japan; day `n` is `date + n`.
    public var date: VisitDate
    public var days: [TripDay]
    public var mode: Mode
    /// Minutes spent at each bath.
    public var stayMinutes: Int
    public var updatedAt: Date

    public static let defaultStayMinutes = 45
    public static let stayRange = 10...240
    /// More than a trip can hold, and the most the heuristic orders in its time budget.
    public static let maximumStops = 200
    /// A month of nights: past that it is a pilgrimage, not a trip.
    public static let maximumDays = 31
    public static let maximumNameLength = 60

    public init(id: String, name: String, origin: Origin, date: VisitDate, days: [TripDay], start: FacilityID? = nil,
                mode: Mode = .car, stayMinutes: Int = defaultStayMinutes, updatedAt: Date) {
        self.id = id
        self.name = name
        self.origin = origin
        self.start = start
        self.date = date
        self.days = days
        self.mode = mode
        self.stayMinutes = stayMinutes
        self.updatedAt = updatedAt
    }

    /// A one-day plan leaving at `startTime`.
    public init(id: String, name: String, origin: Origin, stops: [FacilityID], start: FacilityID? = nil, startTime: Date,
                mode: Mode = .car, stayMinutes: Int = defaultStayMinutes, updatedAt: Date) {
        let day = VisitDate.japanToday(startTime)
        let minute = Int((startTime.timeIntervalSince1970 - day.japanMoment(minute: 0).timeIntervalSince1970) / 60)
        self.init(id: id, name: name, origin: origin, date: day, days: [TripDay(stops: stops, startMinute: minute)],
                  start: start, mode: mode, stayMinutes: stayMinutes, updatedAt: updatedAt)
    }

    /// Every bath of the trip, day after day.
    public var stops: [FacilityID] { days.flatMap(\.stops) }

    /// The date of day `index` (0-based).
    public func date(ofDay index: Int) -> VisitDate { date.adding(days: index) }

    /// When day `index`'s first leg leaves.
    public func departure(ofDay index: Int) -> Date {
        date(ofDay: index).japanMoment(minute: days.indices.contains(index) ? days[index].startMinute : TripDay.defaultStartMinute)
    }

    /// When the first day starts.
    public var startTime: Date { departure(ofDay: 0) }

    /// The last day's date.
    public var lastDate: VisitDate { date(ofDay: max(0, days.count - 1)) }

    /// The day holding `stop`, if any.
    public func day(of stop: FacilityID) -> Int? { days.firstIndex { $0.stops.contains(stop) } }

    /// Why this plan cannot be stored, or nil.
    public var problem: String? {
        if id.isEmpty || id.utf8.count > 64 || !id.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x7A).contains($0) || $0 == UInt8(ascii: "-") }) {
            return "'\(DisplayText.cut(id, limit: 40))' is not a plan id"
        }
        if days.isEmpty { return "a plan has at least one day" }
        if days.count > Self.maximumDays { return "a trip has at most \(Self.maximumDays) days" }
        let all = stops
        if all.count > Self.maximumStops { return "a plan holds at most \(Self.maximumStops) baths" }
        if Set(all).count != all.count { return "a bath is in the plan twice" }
        if let bad = all.first(where: { !$0.isWellFormed }) { return "'\(DisplayText.cut(bad.rawValue))' is not a facility id" }
        if let bad = (days.compactMap(\.base) + [start].compactMap { $0 }).first(where: { !$0.isWellFormed }) {
            return "'\(DisplayText.cut(bad.rawValue))' is not a facility id"
        }
        if let day = days.firstIndex(where: { !TripDay.startRange.contains($0.startMinute) }) {
            return "day \(day + 1) starts outside 00:00–23:59"
        }
        if !(2000...2099).contains(date.year) { return "\(date) is outside the years 2000–2099" }
        if !Self.stayRange.contains(stayMinutes) { return "the stay must be \(Self.stayRange.lowerBound)–\(Self.stayRange.upperBound) minutes" }
        if name.count > Self.maximumNameLength { return "the name is longer than \(Self.maximumNameLength) characters" }
        if name.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
            return "the name contains control characters"
        }
        return nil
    }

    /// A new plan's start: the next quarter hour, or 09:00 when that is before nine in Japan.
    public static func defaultStartTime(now: Date) -> Date {
        let quarter = 15 * 60.0
        let next = Date(timeIntervalSince1970: (now.timeIntervalSince1970 / quarter).rounded(.up) * quarter)
        let minute = JapanTime(next).minute
        return minute < 9 * 60 ? next.addingTimeInterval(Double(9 * 60 - minute) * 60) : next
    }
}

/// One day of a trip.
public struct TripDay: Hashable, Codable, Sendable {
    /// The baths in visiting order.
    public var stops: [FacilityID]
    /// When the day's first leg leaves, minutes after midnight in Japan.
    public var startMinute: Int
    /// The night's base (an inn's catalog area): the next day starts there. Nil: the night is
    /// spent by the day's last bath.
    public var base: FacilityID?

    public static let defaultStartMinute = 9 * 60
    public static let startRange = 0...(24 * 60 - 1)

    public init(stops: [FacilityID] = [], startMinute: Int = TripDay.defaultStartMinute, base: FacilityID? = nil) {
        self.stops = stops
        self.startMinute = startMinute
        self.base = base
    }
}
