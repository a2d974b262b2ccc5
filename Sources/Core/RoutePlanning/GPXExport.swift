import Entities
import Foundation
import Localization

/// A plan as GPX 1.1: a waypoint per stop and the route through them, for map and navigation apps.
public enum GPXExport {
    public static let namespace = "http://www.topografix.com/GPX/1/1"

    /// `originName` labels the first route point when the plan starts away from its stops.
    public static func document(_ plan: RoutePlan, name: String? = nil, originName: String? = nil) -> String {
        let name = name ?? RouteText.defaultTitle.text, originName = originName ?? RouteText.exportStart.text
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<gpx version="1.1" creator="yumeguri" xmlns="\#(namespace)">"#,
            "  <metadata><name>\(escaped(name))</name><time>\(utc(plan.departure))</time></metadata>",
        ]
        // The schema fixes the order of a point's children: time before name before desc.
        for stop in plan.stops {
            guard let position = attributes(stop.stop.coordinate) else { continue }
            lines.append("  <wpt \(position)><time>\(utc(stop.arrival))</time><name>\(escaped(stop.stop.name))</name>"
                + "<desc>\(escaped(description(of: stop)))</desc></wpt>")
        }
        lines.append("  <rte>")
        lines.append("    <name>\(escaped(name))</name>")
        if let origin = plan.origin, origin != plan.stops.first?.stop.coordinate, let position = attributes(origin) {
            lines.append("    <rtept \(position)><time>\(utc(plan.departure))</time><name>\(escaped(originName))</name></rtept>")
        }
        for stop in plan.stops {
            guard let position = attributes(stop.stop.coordinate) else { continue }
            lines.append("    <rtept \(position)><time>\(utc(stop.arrival))</time><name>\(escaped(stop.stop.name))</name></rtept>")
        }
        lines.append("  </rte>")
        lines.append("</gpx>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func description(of stop: PlannedStop) -> String {
        "\(stop.order). \(stop.arrivalTime.clockText)–\(stop.departureTime.clockText) \(stop.stop.id.rawValue) · \(stop.availability.text)"
    }

    private static func utc(_ date: Date) -> String { CivilTime.utcText(seconds: CivilTime.seconds(date)) }

    /// `lat="33.3148" lon="131.4778"`, or nil outside the ranges GPX allows.
    static func attributes(_ coordinate: Coordinate) -> String? {
        let (latitude, longitude) = (coordinate.latitude, coordinate.longitude)
        guard latitude.isFinite, longitude.isFinite, abs(latitude) <= 90, longitude >= -180, longitude <= 180 else { return nil }
        return "lat=\"\(decimal(latitude))\" lon=\"\(decimal(longitude))\""
    }

    /// xsd:decimal has no exponent: `1e-05` must be written out.
    static func decimal(_ value: Double) -> String {
        let shortest = "\(value)"
        return shortest.contains("e") ? String(format: "%.9f", value) : shortest
    }

    /// Sanitised (so only characters XML 1.0 allows remain) and escaped for text and attributes.
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in UntrustedText.singleLine(text).unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }
}
