import Entities

/// What a day of a trip may hold. The defaults:
/// - the window 09:00–21:00: baths open from 06:00–11:00 and close from 20:00, and an inn's
///   dinner is at 18:00–19:00; twelve hours is a full day, not a forced march;
/// - driving at most 420 min (7 h) a day: Japan's standard for professional drivers
///   (自動車運転者の労働時間等の改善のための基準, MHLW) allows 9 h a day with a break every 4 h;
///   a holiday driver at the planner's 40 km/h average keeps well inside it, and the longest
///   leg of 日本三名泉 (下呂 → 有馬, 277 km by the road estimate, 415 min) still fits a day;
/// - walking at most 180 min (13.5 km at 4.5 km/h) a day between baths, on top of the bathing;
/// - a single walking leg of at most 4 km (53 min): beyond that a car or bus is the sensible way.
public struct TripLimits: Hashable, Sendable {
    /// Minutes after midnight (Japan) the day may start and must end by.
    public var windowStart: Int
    public var windowEnd: Int
    public var travelMinutes: Int
    /// The longest leg the mode makes sensible (walking only; nil: no limit).
    public var legKilometres: Double?

    public init(windowStart: Int = 9 * 60, windowEnd: Int = 21 * 60, travelMinutes: Int, legKilometres: Double? = nil) {
        self.windowStart = windowStart
        self.windowEnd = windowEnd
        self.travelMinutes = travelMinutes
        self.legKilometres = legKilometres
    }

    public static func defaults(for mode: TravelMode) -> TripLimits {
        switch mode {
        case .car: TripLimits(travelMinutes: 420)
        case .walk: TripLimits(travelMinutes: 180, legKilometres: 4)
        }
    }
}
