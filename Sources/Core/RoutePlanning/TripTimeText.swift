import Entities
import Foundation

/// The time conventions of the trip exports, one per format (README, "Plan exports").
public enum TripTimeText {
    /// `2026-12-05T10:05:00+09:00`: JSON and GeoJSON, the time the traveller's watch shows.
    public static func japan(_ date: Date) -> String { CivilTime.japanText(seconds: CivilTime.seconds(date)) }
    /// `2026-12-05T01:05:00Z`: GPX, whose schema's xsd:dateTime is read as UTC.
    public static func utc(_ date: Date) -> String { CivilTime.utcText(seconds: CivilTime.seconds(date)) }
    /// `20261205T100500`: iCalendar's local form, with `TZID=Asia/Tokyo`.
    public static func icalendarLocal(_ date: Date) -> String {
        let local = CivilTime.seconds(date) + CivilTime.japanOffsetSeconds
        let days = local >= 0 ? local / 86_400 : -((-local + 86_399) / 86_400)
        let (year, month, day) = CivilTime.civil(days: days)
        let second = local - days * 86_400
        return CivilTime.pad(year, 4) + CivilTime.pad(month, 2) + CivilTime.pad(day, 2) + "T"
            + CivilTime.pad(second / 3600, 2) + CivilTime.pad(second / 60 % 60, 2) + CivilTime.pad(second % 60, 2)
    }
}

extension TripDayTimetable {
    /// The route's corners: where the day starts (unless that is its first bath), every bath,
    /// and the night's base (unless that is its last): no point twice in a row.
    public var corners: [Coordinate] {
        var points: [Coordinate] = []
        if let origin = timetable.origin, origin != timetable.stops.first?.stop.coordinate { points.append(origin) }
        points += timetable.stops.map(\.stop.coordinate)
        if let base, base.coordinate != points.last { points.append(base.coordinate) }
        return points
    }

    /// `monday` … `sunday`: the weekday in JSON.
    public var weekdayName: String {
        ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"][date.weekday.rawValue - 1]
    }
}
