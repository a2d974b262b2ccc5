import Entities
import Foundation
import Localization

/// A trip as GPX 1.1: a waypoint per bath and a route per day, named with its date. Times are
/// UTC, as the schema's xsd:dateTime is read.
public enum TripGPXExport {
    public static func document(_ days: [TripDayTimetable], name: String? = nil, startName: String? = nil) -> String {
        let name = name ?? RouteText.defaultTitle.text
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<gpx version="1.1" creator="yumeguri" xmlns="\#(GPXExport.namespace)">"#,
            "  <metadata><name>\(GPXExport.escaped(name))</name>"
                + (days.first.map { "<time>\(TripTimeText.utc($0.timetable.departure))</time>" } ?? "") + "</metadata>",
        ]
        // The schema fixes the order: every wpt before any rte; a point's time before its name.
        for day in days {
            for stop in day.timetable.stops {
                guard let position = GPXExport.attributes(stop.stop.coordinate) else { continue }
                lines.append("  <wpt \(position)><time>\(TripTimeText.utc(stop.arrival))</time><name>\(GPXExport.escaped(stop.stop.name))</name>"
                    + "<desc>\(GPXExport.escaped("\(day.date) \(stop.order). \(stop.arrivalTime.clockText)–\(stop.departureTime.clockText) \(stop.stop.id.rawValue) · \(stop.availability.text)"))</desc></wpt>")
            }
        }
        for day in days {
            lines.append("  <rte>")
            lines.append("    <name>\(GPXExport.escaped(RouteText.exportDay(day: day.index + 1, date: "\(day.date)", heading: day.heading).text))</name>")
            if let origin = day.timetable.origin, origin != day.timetable.stops.first?.stop.coordinate,
               let position = GPXExport.attributes(origin) {
                let label = day.index == 0 ? (startName ?? RouteText.exportStart.text) : RouteText.exportLastBase.text
                lines.append("    <rtept \(position)><time>\(TripTimeText.utc(day.timetable.departure))</time><name>\(GPXExport.escaped(label))</name></rtept>")
            }
            for stop in day.timetable.stops {
                guard let position = GPXExport.attributes(stop.stop.coordinate) else { continue }
                lines.append("    <rtept \(position)><time>\(TripTimeText.utc(stop.arrival))</time><name>\(GPXExport.escaped(stop.stop.name))</name></rtept>")
            }
            if let base = day.base, base.coordinate != day.timetable.stops.last?.stop.coordinate,
               let position = GPXExport.attributes(base.coordinate) {
                lines.append("    <rtept \(position)><time>\(TripTimeText.utc(day.end))</time><name>\(GPXExport.escaped(RouteText.base(name: base.name, id: base.id.rawValue).text))</name></rtept>")
            }
            lines.append("  </rte>")
        }
        lines.append("</gpx>")
        return lines.joined(separator: "\n") + "\n"
    }
}
