import Entities
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import RoutePlanning
import Testing

@Suite struct ExportTests {
    let plan: RoutePlan = {
        let stops = Fixtures.beppuHattou.map { Fixtures.stop($0) }
        return RoutePlan(stops: RouteOrdering.ordered(stops, origin: .coordinate(Fixtures.beppuStation)),
                         origin: Fixtures.beppuStation, departure: Fixtures.japan(2026, 11, 21, 9), mode: .walk)
    }()

    @Test func geoJSONParsesBackWithTheSameCoordinates() throws {
        try #require(plan.stops.count == 8)
        let object = try JSONSerialization.jsonObject(with: Data(GeoJSONExport.document(plan).utf8))
        let collection = try #require(object as? [String: Any])
        #expect(collection["type"] as? String == "FeatureCollection")
        let features = try #require(collection["features"] as? [[String: Any]])
        #expect(features.count == plan.stops.count + 1)
        for (feature, planned) in zip(features, plan.stops) {
            let geometry = try #require(feature["geometry"] as? [String: Any])
            #expect(geometry["type"] as? String == "Point")
            let position = try #require(geometry["coordinates"] as? [Double])
            // RFC 7946: longitude first.
            #expect(position == [planned.stop.coordinate.longitude, planned.stop.coordinate.latitude])
            let properties = try #require(feature["properties"] as? [String: Any])
            #expect(properties["order"] as? Int == planned.order)
            #expect(properties["id"] as? String == planned.stop.id.rawValue)
            #expect(properties["name"] as? String == planned.stop.name)
            let arrival = try #require(properties["arrival"] as? String)
            #expect(arrival.hasSuffix("+09:00") && arrival.contains("T" + pad(planned.arrivalTime.minute / 60) + ":"))
            #expect(properties["departure"] is String)
        }
        let line = try #require(features.last?["geometry"] as? [String: Any])
        #expect(line["type"] as? String == "LineString")
        let positions = try #require(line["coordinates"] as? [[Double]])
        let expected = [Fixtures.beppuStation] + plan.stops.map(\.stop.coordinate)
        #expect(positions == expected.map { [$0.longitude, $0.latitude] })
    }

    @Test func geoJSONWithoutAnOriginStartsAtTheFirstStopAndSkipsUnusableCoordinates() throws {
        var stops = plan.routeStops
        stops[3].coordinate = Coordinate(latitude: .nan, longitude: 131)
        let document = GeoJSONExport.document(plan.replacingStops(stops).withoutOrigin())
        let collection = try #require(try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any])
        let features = try #require(collection["features"] as? [[String: Any]])
        #expect(features[3]["geometry"] is NSNull)
        let line = try #require(features.last?["geometry"] as? [String: Any])
        let positions = try #require(line["coordinates"] as? [[Double]])
        #expect(positions.count == stops.count - 1)
        #expect(positions.first == [stops[0].coordinate.longitude, stops[0].coordinate.latitude])
        // The other exports take it too.
        #expect(PlanSummaryText.text(plan.replacingStops(stops)).contains("? km"))
        #expect(GPXExport.document(plan.replacingStops(stops)).components(separatedBy: "<wpt ").count == stops.count)
    }

    @Test func gpxParsesBackWithTheSameCoordinates() throws {
        let document = GPXExport.document(plan, name: "別府 & <八湯>")
        let reader = GPXReader()
        let parser = XMLParser(data: Data(document.utf8))
        parser.shouldProcessNamespaces = true
        parser.delegate = reader
        #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
        #expect(reader.rootNamespace == GPXExport.namespace)
        #expect(reader.rootAttributes["version"] == "1.1" && reader.rootAttributes["creator"] == "yumeguri")
        let stops = plan.stops.map(\.stop.coordinate)
        #expect(reader.points["wpt"] == stops)
        #expect(reader.points["rtept"] == [Fixtures.beppuStation] + stops)
        #expect(reader.names.contains("別府 & <八湯>"))
        #expect(reader.names.contains(plan.stops[0].stop.name))
        // One time per waypoint and route point plus the metadata's, all ISO 8601 UTC.
        #expect(reader.times.count == 1 + stops.count * 2 + 1)
        #expect(reader.times.allSatisfy { $0.count == 20 && $0.hasSuffix("Z") && $0.dropFirst(10).first == "T" })
        let firstArrival = try #require(reader.times.dropFirst().first)
        #expect(ISO8601DateFormatter().date(from: firstArrival) == plan.stops[0].arrival)
    }

    @Test func iCalendarLinesAreCRLFFoldedAtSeventyFiveOctetsAndEscaped() throws {
        let long = String(repeating: "湯めぐり🧖‍♀️別府八湯 ", count: 12)
        let events = [
            CalendarEvent(uid: "ticket-T1@yumeguri", summary: "入浴券; 大人, 2枚 \\ " + long, location: "別府/鉄輪, 大分県",
                          description: "line one\nline two; with, commas\r\nthird", firstDay: try VisitDate(parsing: "2026-12-31"),
                          lastDay: try VisitDate(parsing: "2027-01-02")),
            CalendarEvent(uid: "ticket-T2@yumeguri", summary: "leap", firstDay: try VisitDate(parsing: "2028-02-28"),
                          lastDay: try VisitDate(parsing: "2028-02-28")),
        ]
        let document = ICalendarWriter.document(events, stamp: Fixtures.japan(2026, 11, 21, 9, 5))
        let bytes = Array(document.utf8)
        // Every line break is CRLF, and there is no bare CR or LF.
        for (index, byte) in bytes.enumerated() {
            if byte == 0x0A { #expect(index > 0 && bytes[index - 1] == 0x0D) }
            if byte == 0x0D { #expect(index + 1 < bytes.count && bytes[index + 1] == 0x0A) }
        }
        #expect(document.hasSuffix("END:VCALENDAR\r\n"))
        // Folded lines: ≤ 75 octets, each a whole UTF-8 sequence on its own.
        var physical = physicalLines(document)
        #expect(physical.removeLast().isEmpty)
        #expect(physical.count > 20)
        #expect(physical.contains { $0.count > 70 }, "nothing was long enough to fold")
        for line in physical {
            #expect(line.count <= ICalendarWriter.maximumLineOctets)
            #expect(String(validating: line, as: UTF8.self) != nil, "a fold split a UTF-8 sequence")
        }
        let lines = ICalendarWriter.unfolded(document).components(separatedBy: "\r\n")
        #expect(lines.contains("DTSTART;VALUE=DATE:20261231"))
        #expect(lines.contains("DTEND;VALUE=DATE:20270103"))
        #expect(lines.contains("DTEND;VALUE=DATE:20280229"))
        #expect(lines.contains("DTSTAMP:20261121T000500Z"))
        #expect(lines.contains("VERSION:2.0") && lines.contains("PRODID:" + ICalendarWriter.productID))
        #expect(lines.filter { $0 == "BEGIN:VEVENT" }.count == 2 && lines.filter { $0 == "END:VEVENT" }.count == 2)
        let summary = try #require(lines.first { $0.hasPrefix("SUMMARY:入浴券") })
        #expect(summary.hasPrefix(#"SUMMARY:入浴券\; 大人\, 2枚 \\ "#))
        #expect(unescape(String(summary.dropFirst("SUMMARY:".count))) == UntrustedText.singleLine(events[0].summary))
        #expect(lines.contains(#"LOCATION:別府/鉄輪\, 大分県"#))
        #expect(lines.contains(#"DESCRIPTION:line one\nline two\; with\, commas\nthird"#))
    }

    @Test func foldingRoundTripsAnyLine() {
        var rng = SplitMix64(seed: 42)
        let alphabet: [Unicode.Scalar] = ["a", "Z", " ", "é", "湯", "🧖", "\u{200D}", "\u{2640}", ";"]
        for length in 0..<200 {
            var line = "X-TEST:"
            for _ in 0..<length { line.unicodeScalars.append(alphabet[rng.next(alphabet.count)]) }
            let folded = ICalendarWriter.folded(line)
            #expect(ICalendarWriter.unfolded(folded) == line + "\r\n")
            for piece in physicalLines(folded) {
                #expect(piece.count <= 75)
                #expect(String(validating: piece, as: UTF8.self) != nil)
            }
        }
    }

    @Test func theSummaryHasOneLinePerStop() {
        let text = PlanSummaryText.text(plan)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // Heading, start, the stops, the end, and the final newline.
        #expect(lines.count >= plan.stops.count + 4)
        for planned in plan.stops {
            let line = lines.first { $0.hasPrefix("\(planned.order). ") }
            #expect(line?.contains(planned.stop.name) == true)
            #expect(line?.contains(planned.arrivalTime.clockText + "–" + planned.departureTime.clockText) == true)
        }
        #expect(text.contains(plan.endTime.clockText))
    }

    /// The octets of each line between CRLFs (not Character-wise: a continuation's leading
    /// space can combine with the mark after it).
    private func physicalLines(_ text: String) -> [[UInt8]] {
        let bytes = Array(text.utf8)
        var lines: [[UInt8]] = [[]]
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                lines.append([])
                index += 2
            } else {
                lines[lines.count - 1].append(bytes[index])
                index += 1
            }
        }
        return lines
    }

    private func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    private func unescape(_ text: String) -> String {
        var out = ""
        var escaping = false
        for character in text {
            if escaping {
                out.append(character == "n" || character == "N" ? "\n" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                out.append(character)
            }
        }
        return out
    }
}

extension RoutePlan {
    func withoutOrigin() -> RoutePlan {
        RoutePlan(stops: routeStops, origin: nil, departure: departure, mode: mode, stayMinutes: stayMinutes)
    }
}

/// Collects what the GPX tests compare: the root, each point's position by element, names and times.
final class GPXReader: NSObject, XMLParserDelegate {
    var rootNamespace: String?
    var rootAttributes: [String: String] = [:]
    var points: [String: [Coordinate]] = [:]
    var names: [String] = []
    var times: [String] = []
    private var text = ""

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        text = ""
        if element == "gpx" {
            rootNamespace = namespaceURI
            rootAttributes = attributes
        }
        if element == "wpt" || element == "rtept", let lat = attributes["lat"].flatMap(Double.init), let lon = attributes["lon"].flatMap(Double.init) {
            points[element, default: []].append(Coordinate(latitude: lat, longitude: lon))
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        if element == "name" { names.append(text) }
        if element == "time" { times.append(text) }
    }
}

/// Issue 31 §8: a day that starts at one of its baths (`s`) drew that point twice.
@Suite struct StartAtABathExportTests {
    @Test func aStartAtTheFirstBathIsOnePointInGeoJSONAndGPX() throws {
        let stops = Fixtures.beppuHattou.prefix(3).map { Fixtures.stop($0) }
        let plan = RoutePlan(stops: Array(stops), origin: stops[0].coordinate, departure: Fixtures.japan(2026, 12, 5, 10), mode: .car)
        let object = try JSONSerialization.jsonObject(with: Data(GeoJSONExport.document(plan).utf8))
        let features = try #require((object as? [String: Any])?["features"] as? [[String: Any]])
        let line = try #require(features.compactMap { ($0["geometry"] as? [String: Any]) }.first { $0["type"] as? String == "LineString" })
        #expect((line["coordinates"] as? [[Double]])?.count == 3)
        let gpx = GPXExport.document(plan)
        #expect(gpx.components(separatedBy: "<rtept ").count - 1 == 3, "\(gpx)")
    }
}
