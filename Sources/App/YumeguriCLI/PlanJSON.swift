import Entities
import Foundation
import RoutePlanning
import Stores

/// A plan as `yumeguri plan ID --json` prints it: the trip, day by day, every time in ISO 8601
/// with Japan's offset (`+09:00`), the same keys as the GeoJSON export's properties.
struct PlanJSON: Encodable {
    struct Stop: Encodable {
        var order: Int
        var facilityId: String
        var name: String
        var latitude: Double?
        var longitude: Double?
        var arrival: String
        var departure: String
        var legKilometres: Double?
        var legMinutes: Int
        var closed: Bool
        var status: String
    }

    struct Warning: Encodable {
        var kind: String
        var message: String
        var facilityId: String?
        /// What the plan screen's fix key does (`split`, `reorder`, `moveToDay:2`, `drop`, `switchMode:car`).
        var fix: String
        /// 1-based; only in the plan-wide list.
        var day: Int?
    }

    struct Day: Encodable {
        var day: Int
        var date: String
        var weekday: String
        var holiday: String?
        var base: String?
        var departure: String
        var end: String
        var stops: [Stop]
        var travelMinutes: Int
        var travelKilometres: Double?
        var warnings: [Warning]

        enum CodingKeys: String, CodingKey {
            case day, date, weekday, holiday, base, departure, end, stops, travelMinutes, travelKilometres, warnings
        }

        // `holiday` and `base` are written as null when absent: the shape is the same every day.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(day, forKey: .day)
            try container.encode(date, forKey: .date)
            try container.encode(weekday, forKey: .weekday)
            try container.encode(holiday, forKey: .holiday)
            try container.encode(base, forKey: .base)
            try container.encode(departure, forKey: .departure)
            try container.encode(end, forKey: .end)
            try container.encode(stops, forKey: .stops)
            try container.encode(travelMinutes, forKey: .travelMinutes)
            try container.encode(travelKilometres, forKey: .travelKilometres)
            try container.encode(warnings, forKey: .warnings)
        }
    }

    struct Limits: Encodable {
        var windowStart: String
        var windowEnd: String
        var travelMinutesPerDay: Int
        var walkingLegKilometres: Double?
    }

    var id: String
    var name: String
    var mode: String
    var start: String?
    var stayMinutes: Int
    var days: [Day]
    var travelMinutes: Int
    var travelKilometres: Double?
    var warnings: [Warning]
    var limits: Limits
    var distanceRule: String
    var missing: [String]

    init(_ plan: DayPlan, _ route: PlanRoute) {
        func finite(_ value: Double) -> Double? { value.isFinite ? value : nil }
        func warning(_ warning: TripWarning, day: Int?) -> Warning {
            Warning(kind: warning.kind.rawValue, message: warning.message, facilityId: warning.stop?.rawValue, fix: warning.fix.code, day: day)
        }
        id = plan.id
        name = plan.name
        mode = plan.mode.rawValue
        start = plan.start?.rawValue
        stayMinutes = plan.stayMinutes
        days = route.days.map { day in
            Day(day: day.index + 1, date: day.date.description, weekday: day.weekdayName, holiday: day.holiday,
                base: day.base?.id.rawValue, departure: TripTimeText.japan(day.timetable.departure), end: TripTimeText.japan(day.end),
                stops: day.timetable.stops.map {
                    Stop(order: $0.order, facilityId: $0.stop.id.rawValue, name: $0.stop.name, latitude: finite($0.stop.coordinate.latitude),
                         longitude: finite($0.stop.coordinate.longitude), arrival: TripTimeText.japan($0.arrival),
                         departure: TripTimeText.japan($0.departure), legKilometres: finite($0.legKilometres), legMinutes: $0.legMinutes,
                         closed: $0.availability.isClosed, status: $0.availability.text)
                },
                travelMinutes: day.travelMinutes, travelKilometres: finite(day.travelKilometres),
                warnings: day.warnings.map { warning($0, day: nil) })
        }
        travelMinutes = route.travelMinutes
        travelKilometres = finite(route.travelKilometres)
        warnings = route.days.flatMap { day in day.warnings.map { warning($0, day: day.index + 1) } }
        limits = Limits(windowStart: ClockText.minute(route.limits.windowStart), windowEnd: ClockText.minute(route.limits.windowEnd),
                        travelMinutesPerDay: route.limits.travelMinutes, walkingLegKilometres: route.limits.legKilometres)
        distanceRule = "great-circle × \(formatMeasurement(RouteDistance.detourFactor))"
        missing = route.missing.map(\.rawValue)
    }
}
