import Entities

/// A plan as GeoJSON (RFC 7946): a Point feature per stop and a LineString for the route.
public enum GeoJSONExport {
    public static func document(_ plan: RoutePlan) -> String {
        var features: [String] = []
        for stop in plan.stops {
            let properties = [
                ("order", String(stop.order)),
                ("id", string(stop.stop.id.rawValue)),
                ("name", string(stop.stop.name)),
                ("arrival", string(CivilTime.japanText(seconds: CivilTime.seconds(stop.arrival)))),
                ("departure", string(CivilTime.japanText(seconds: CivilTime.seconds(stop.departure)))),
                ("leg_km", number(stop.legKilometres) ?? "null"),
                ("leg_minutes", String(stop.legMinutes)),
                ("status", string(stop.availability.text)),
                ("closed", stop.availability.isClosed ? "true" : "false"),
            ]
            // RFC 7946 §3.2: a feature without a usable position has a null geometry.
            let geometry = position(stop.stop.coordinate).map { #"{"type":"Point","coordinates":\#($0)}"# } ?? "null"
            features.append(feature(geometry: geometry, properties: properties))
        }
        // A start at the first bath itself is one point, not two.
        let origin = plan.origin.flatMap { $0 == plan.stops.first?.stop.coordinate ? nil : $0 }
        let line = ([origin].compactMap { $0 } + plan.stops.map(\.stop.coordinate)).compactMap(position)
        if line.count >= 2 {
            let properties = [
                ("mode", string(plan.mode.rawValue)),
                ("distance_km", number(plan.totalKilometres) ?? "null"),
                ("detour_factor", number(RouteDistance.detourFactor) ?? "null"),
                ("travel_minutes", String(plan.travelMinutes)),
                ("departure", string(CivilTime.japanText(seconds: CivilTime.seconds(plan.departure)))),
                ("end", string(CivilTime.japanText(seconds: CivilTime.seconds(plan.end)))),
            ]
            let geometry = #"{"type":"LineString","coordinates":[\#(line.joined(separator: ","))]}"#
            features.append(feature(geometry: geometry, properties: properties))
        }
        return #"{"type":"FeatureCollection","features":[\#(features.joined(separator: ",\n"))]}"# + "\n"
    }

    private static func feature(geometry: String, properties: [(String, String)]) -> String {
        let members = properties.map { "\(string($0.0)):\($0.1)" }.joined(separator: ",")
        return #"{"type":"Feature","geometry":\#(geometry),"properties":{\#(members)}}"#
    }

    /// `[longitude,latitude]` (RFC 7946 order), or nil for a coordinate JSON cannot carry.
    static func position(_ coordinate: Coordinate) -> String? {
        guard let longitude = number(coordinate.longitude), let latitude = number(coordinate.latitude) else { return nil }
        return "[\(longitude),\(latitude)]"
    }

    /// Shortest round-trip decimal; nil for NaN and infinities, which JSON has no spelling for.
    static func number(_ value: Double) -> String? {
        guard value.isFinite else { return nil }
        return "\(value)"
    }

    /// A JSON string literal of sanitised text.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in UntrustedText.singleLine(text).unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            // Sanitising left no controls; escaping them anyway keeps the JSON valid if that changes.
            case _ where scalar.value < 0x20: out += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
