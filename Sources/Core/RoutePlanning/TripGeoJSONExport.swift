import Entities

/// A trip as GeoJSON (RFC 7946): a Point per bath and a LineString per day, each day's with its
/// date. Property names and times are the plan JSON's (`facilityId`, `arrival` in ISO 8601
/// with `+09:00`), so one reader reads both.
public enum TripGeoJSONExport {
    public static func document(_ days: [TripDayTimetable], mode: TravelMode) -> String {
        var features: [String] = []
        for day in days {
            let dayNumber = String(day.index + 1)
            for stop in day.timetable.stops {
                let properties = [
                    ("day", dayNumber),
                    ("date", GeoJSONExport.string(day.date.description)),
                    ("order", String(stop.order)),
                    ("facilityId", GeoJSONExport.string(stop.stop.id.rawValue)),
                    ("name", GeoJSONExport.string(stop.stop.name)),
                    ("arrival", GeoJSONExport.string(TripTimeText.japan(stop.arrival))),
                    ("departure", GeoJSONExport.string(TripTimeText.japan(stop.departure))),
                    ("legKilometres", GeoJSONExport.number(stop.legKilometres) ?? "null"),
                    ("legMinutes", String(stop.legMinutes)),
                    ("status", GeoJSONExport.string(stop.availability.text)),
                    ("closed", stop.availability.isClosed ? "true" : "false"),
                ]
                let geometry = GeoJSONExport.position(stop.stop.coordinate).map { #"{"type":"Point","coordinates":\#($0)}"# } ?? "null"
                features.append(feature(geometry: geometry, properties: properties))
            }
            let line = day.corners.compactMap(GeoJSONExport.position)
            guard line.count >= 2 else { continue }
            let properties = [
                ("day", dayNumber),
                ("date", GeoJSONExport.string(day.date.description)),
                ("weekday", GeoJSONExport.string(day.weekdayName)),
                ("holiday", day.holiday.map(GeoJSONExport.string) ?? "null"),
                ("base", day.base.map { GeoJSONExport.string($0.id.rawValue) } ?? "null"),
                ("mode", GeoJSONExport.string(mode.rawValue)),
                ("travelKilometres", GeoJSONExport.number(day.travelKilometres) ?? "null"),
                ("travelMinutes", String(day.travelMinutes)),
                ("detourFactor", GeoJSONExport.number(RouteDistance.detourFactor) ?? "null"),
                ("departure", GeoJSONExport.string(TripTimeText.japan(day.timetable.departure))),
                ("end", GeoJSONExport.string(TripTimeText.japan(day.end))),
            ]
            features.append(feature(geometry: #"{"type":"LineString","coordinates":[\#(line.joined(separator: ","))]}"#, properties: properties))
        }
        return #"{"type":"FeatureCollection","features":[\#(features.joined(separator: ",\n"))]}"# + "\n"
    }

    private static func feature(geometry: String, properties: [(String, String)]) -> String {
        let members = properties.map { "\(GeoJSONExport.string($0.0)):\($0.1)" }.joined(separator: ",")
        return #"{"type":"Feature","geometry":\#(geometry),"properties":{\#(members)}}"#
    }
}
