import Entities
import Foundation

/// One day of a trip as input to its timetable.
public struct TripDayInput: Hashable, Sendable {
    public var date: VisitDate
    public var startMinute: Int
    public var stops: [RouteStop]
    /// Where the night is spent; nil: by the day's last bath.
    public var base: RouteStop?

    public init(date: VisitDate, startMinute: Int, stops: [RouteStop], base: RouteStop? = nil) {
        self.date = date
        self.startMinute = startMinute
        self.stops = stops
        self.base = base
    }
}

/// A day of a trip, timed: its route, the leg to the night's base, and what cannot be done.
public struct TripDayTimetable: Hashable, Sendable {
    public var index: Int
    public var date: VisitDate
    /// The public holiday's name, or nil.
    public var holiday: String?
    public var timetable: RoutePlan
    public var base: RouteStop?
    /// The leg from the last bath to the base (0 without a base, or when it is the last bath).
    public var baseLegKilometres: Double
    public var baseLegMinutes: Int
    public var warnings: [TripWarning]

    public var travelMinutes: Int { timetable.travelMinutes + baseLegMinutes }
    public var travelKilometres: Double { timetable.totalKilometres + baseLegKilometres }
    /// When the day is over: the last stay ends, and the base is reached.
    public var end: Date { timetable.end.addingTimeInterval(Double(baseLegMinutes * 60)) }
    /// Where the next day starts.
    public var night: Coordinate? { base?.coordinate ?? timetable.stops.last?.stop.coordinate ?? timetable.origin }
    /// `12/05 (土)`, `11/23 (月・祝 勤労感謝の日)`.
    public var heading: String { date.tripHeading(holiday: holiday) }
}

/// Times every day of a trip and checks it against the day's limits.
public enum TripTimetable {
    /// Day 1 starts at `origin` (nil: at its first bath); each later day at the night before.
    public static func days(_ inputs: [TripDayInput], origin: Coordinate?, mode: TravelMode, stayMinutes: Int,
                            limits: TripLimits) -> [TripDayTimetable] {
        var result: [TripDayTimetable] = []
        var from = origin
        for (index, input) in inputs.enumerated() {
            let departure = input.date.japanMoment(minute: input.startMinute)
            let timetable = RoutePlan(stops: input.stops, origin: from, departure: departure, mode: mode, stayMinutes: stayMinutes)
            var legKilometres = 0.0
            if let base = input.base, let last = timetable.stops.last?.stop.coordinate ?? from {
                let kilometres = RouteDistance.kilometres(from: last, to: base.coordinate)
                legKilometres = kilometres.isFinite ? kilometres : 0
            }
            var day = TripDayTimetable(index: index, date: input.date, holiday: TripCalendar.holiday(on: input.date),
                                       timetable: timetable, base: input.base, baseLegKilometres: legKilometres,
                                       baseLegMinutes: mode.minutes(forKilometres: legKilometres), warnings: [])
            day.warnings = TripChecks.warnings(day, limits: limits, inputs: inputs)
            result.append(day)
            from = day.night
        }
        return result
    }
}
