import Entities
import Foundation
import Localization

/// A trip as iCalendar (RFC 5545): one event per bath, from arrival to departure, in
/// `TZID=Asia/Tokyo` with its VTIMEZONE, so a calendar anywhere shows the bath at Japan's time.
/// Per bath, not per day: the times a traveller is due somewhere are what a calendar is for.
public enum TripCalendarExport {
    /// Japan has kept UTC+9 without daylight saving since 1952: one STANDARD rule covers every date.
    static let timeZone = [
        "BEGIN:VTIMEZONE", "TZID:Asia/Tokyo",
        "BEGIN:STANDARD", "DTSTART:19700101T000000", "TZOFFSETFROM:+0900", "TZOFFSETTO:+0900", "TZNAME:JST", "END:STANDARD",
        "END:VTIMEZONE",
    ]

    /// `planID` makes each event's UID stable across exports (a calendar updates, not duplicates).
    public static func document(_ days: [TripDayTimetable], planID: String, name: String, stamp: Date) -> String {
        let stampText = CivilTime.compactUTCText(seconds: CivilTime.seconds(stamp))
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:\(ICalendarWriter.productID)", "CALSCALE:GREGORIAN", "METHOD:PUBLISH"]
        lines += timeZone
        for day in days {
            for stop in day.timetable.stops {
                let text = { (value: String) in ICalendarWriter.escapedText(UntrustedText.singleLine(value)) }
                lines += [
                    "BEGIN:VEVENT",
                    "UID:" + text("\(planID)-\(stop.stop.id.rawValue)@yumeguri"),
                    "DTSTAMP:" + stampText,
                    "DTSTART;TZID=Asia/Tokyo:" + TripTimeText.icalendarLocal(stop.arrival),
                    "DTEND;TZID=Asia/Tokyo:" + TripTimeText.icalendarLocal(stop.departure),
                    "SUMMARY:" + text("♨ \(stop.stop.name)"),
                    "DESCRIPTION:" + ICalendarWriter.escapedText(UntrustedText.multiline(
                        "\(name)\n\(RouteText.dayTitle(day: day.index + 1).text) · \(stop.order). \(stop.stop.id.rawValue)\n\(stop.availability.text)")),
                    "GEO:\(geo(stop.stop.coordinate))",
                    "END:VEVENT",
                ]
            }
        }
        lines.append("END:VCALENDAR")
        return lines.filter { !$0.hasSuffix("GEO:") }.map(ICalendarWriter.folded).joined()
    }

    /// `33.3148;131.4778` (§3.8.1.6), or empty for a position it cannot carry.
    private static func geo(_ coordinate: Coordinate) -> String {
        guard RouteDistance.isUsable(coordinate), coordinate.latitude.isFinite, coordinate.longitude.isFinite else { return "" }
        return "\(GPXExport.decimal(coordinate.latitude));\(GPXExport.decimal(coordinate.longitude))"
    }
}
