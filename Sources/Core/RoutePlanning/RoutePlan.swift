import Entities
import Foundation

/// One stop of a timed route.
public struct PlannedStop: Hashable, Sendable {
    /// 1-based place in the route.
    public var order: Int
    public var stop: RouteStop
    /// The leg from the previous stop, or from the origin for the first (0 without one).
    public var legKilometres: Double
    public var legMinutes: Int
    public var arrival: Date
    public var departure: Date
    public var availability: StopAvailability

    /// The arrival as clocks in Japan show it (its day and weekday, past midnight the next day's).
    public var arrivalTime: JapanTime { CivilTime.japanTime(arrival) }
    public var departureTime: JapanTime { CivilTime.japanTime(departure) }
}

/// A day's route timed from a departure: when each stop is reached and left, and whether it is open.
public struct RoutePlan: Hashable, Sendable {
    /// Where the route begins when that is not a stop.
    public var origin: Coordinate?
    public var departure: Date
    public var mode: TravelMode
    public var stayMinutes: Int
    public var stops: [PlannedStop]
    /// Road-estimate kilometres of every leg (`RouteDistance.detourFactor` applied).
    public var totalKilometres: Double
    public var travelMinutes: Int
    /// When the last stay ends (the departure itself when there are no stops).
    public var end: Date

    public static let defaultStayMinutes = 45
    /// The longest stay timed: a day. A stored stay of 2^58 minutes trapped the sums below (issue
    /// 34.2); bounded so, with each leg at most `Int32.max` minutes (`TravelMode`), no sum of a
    /// route of fewer than 10^7 stops can overflow, in minutes or in seconds.
    public static let maximumStayMinutes = 24 * 60

    /// Times `stops` in the order given.
    public init(stops: [RouteStop], origin: Coordinate?, departure: Date, mode: TravelMode,
                stayMinutes: Int = RoutePlan.defaultStayMinutes) {
        self.origin = origin
        self.departure = departure
        self.mode = mode
        self.stayMinutes = min(max(0, stayMinutes), Self.maximumStayMinutes)
        let stay = self.stayMinutes
        let startSeconds = CivilTime.seconds(departure)
        // Minutes are added to the departure itself, so a departure at 9:00:30 arrives at :30 too.
        func date(afterMinutes minutes: Int) -> Date { departure.addingTimeInterval(Double(minutes) * 60) }

        var planned: [PlannedStop] = []
        planned.reserveCapacity(stops.count)
        var previous = origin
        var elapsed = 0
        var kilometres = 0.0
        var travel = 0
        for (index, stop) in stops.enumerated() {
            let leg = previous.map { RouteDistance.kilometres(from: $0, to: stop.coordinate) } ?? 0
            let legMinutes = mode.minutes(forKilometres: leg)
            elapsed += legMinutes
            kilometres += leg
            travel += legMinutes
            let availability = StopAvailability.of(stop.hours, arrivalSeconds: startSeconds + elapsed * 60, stayMinutes: stay)
            planned.append(PlannedStop(order: index + 1, stop: stop, legKilometres: leg, legMinutes: legMinutes,
                                       arrival: date(afterMinutes: elapsed), departure: date(afterMinutes: elapsed + stay),
                                       availability: availability))
            elapsed += stay
            previous = stop.coordinate
        }
        self.stops = planned
        totalKilometres = kilometres
        travelMinutes = travel
        end = date(afterMinutes: elapsed)
    }

    public var routeStops: [RouteStop] { stops.map(\.stop) }
    /// Stops that are closed when the route reaches them.
    public var closedStops: [PlannedStop] { stops.filter(\.availability.isClosed) }
    /// Stops that close before the stay there ends.
    public var shortenedStops: [PlannedStop] {
        stops.filter { if case .closesDuringStay = $0.availability { true } else { false } }
    }
    public var departureTime: JapanTime { CivilTime.japanTime(departure) }
    public var endTime: JapanTime { CivilTime.japanTime(end) }

    /// The same route with `stops` instead, timed with the same origin, departure, mode and stay.
    public func replacingStops(_ stops: [RouteStop]) -> RoutePlan {
        RoutePlan(stops: stops, origin: origin, departure: departure, mode: mode, stayMinutes: stayMinutes)
    }
}
