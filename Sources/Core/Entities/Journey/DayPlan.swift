import Foundation

/// A day's 湯めぐり (湯めぐりプラン): the baths to visit, in the order to visit them, and how the
/// day is spent (when to leave, how to travel, how long to stay in each). Saved in the user
/// database; the timetable is derived from it (see `RoutePlanning`), never stored.
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
    /// The baths in visiting order.
    public var stops: [FacilityID]
    /// Where the day starts: a catalog area (a station's onsen town, the inn), or nil for the first stop.
    public var start: FacilityID?
    /// When the day starts (the first leg leaves then).
    public var startTime: Date
    public var mode: Mode
    /// Minutes spent at each bath.
    public var stayMinutes: Int
    public var updatedAt: Date

    public static let defaultStayMinutes = 45
    public static let stayRange = 10...240
    /// More than a day can hold, and the most the heuristic orders in its time budget.
    public static let maximumStops = 200
    public static let maximumNameLength = 60

    public init(id: String, name: String, origin: Origin, stops: [FacilityID], start: FacilityID? = nil, startTime: Date,
                mode: Mode = .car, stayMinutes: Int = defaultStayMinutes, updatedAt: Date) {
        self.id = id
        self.name = name
        self.origin = origin
        self.stops = stops
        self.start = start
        self.startTime = startTime
        self.mode = mode
        self.stayMinutes = stayMinutes
        self.updatedAt = updatedAt
    }

    /// Why this plan cannot be stored, or nil.
    public var problem: String? {
        if id.isEmpty || id.utf8.count > 64 || !id.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x7A).contains($0) || $0 == UInt8(ascii: "-") }) {
            return "'\(DisplayText.cut(id, limit: 40))' is not a plan id"
        }
        if stops.count > Self.maximumStops { return "a plan holds at most \(Self.maximumStops) baths" }
        if Set(stops).count != stops.count { return "a bath is in the plan twice" }
        if let bad = stops.first(where: { !$0.isWellFormed }) { return "'\(DisplayText.cut(bad.rawValue))' is not a facility id" }
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
