import Entities
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import RoutePlanning
import Testing

/// A two-day 別府八湯 trip from 12/05, exported and read back by real parsers (Foundation's JSON
/// and XML parsers; iCalendar unfolded and read line by line), dates and all.
@Suite struct TripExportTests {
    let first = VisitDate.japanToday(Fixtures.japan(2026, 12, 5, 12))
    var trip: [TripDayTimetable] {
        let stops = Fixtures.beppuHattou.map { Fixtures.stop($0) }
        // Day 1 starts at its own first bath (a start at a bath: that point must not repeat).
        let inputs = [TripDayInput(date: first, startMinute: 10 * 60, stops: Array(stops.prefix(4)), base: stops[5]),
                      TripDayInput(date: first.adding(days: 1), startMinute: 9 * 60, stops: Array(stops.suffix(4)))]
        return TripTimetable.days(inputs, origin: stops[0].coordinate, mode: .car, stayMinutes: 45, limits: .defaults(for: .car))
    }

    @Test func geoJSONHasALineStringPerDayWithItsDateAndNoPointTwice() throws {
        let trip = trip
        let object = try JSONSerialization.jsonObject(with: Data(TripGeoJSONExport.document(trip, mode: .car).utf8))
        let features = try #require((object as? [String: Any])?["features"] as? [[String: Any]])
        let lines = features.filter { ($0["geometry"] as? [String: Any])?["type"] as? String == "LineString" }
        #expect(lines.count == 2)
        for (line, day) in zip(lines, trip) {
            let properties = try #require(line["properties"] as? [String: Any])
            #expect(properties["date"] as? String == day.date.description)
            #expect(properties["departure"] as? String == TripTimeText.japan(day.timetable.departure))
            #expect((properties["departure"] as? String)?.hasSuffix("+09:00") == true)
            let coordinates = try #require((line["geometry"] as? [String: Any])?["coordinates"] as? [[Double]])
            for (a, b) in zip(coordinates, coordinates.dropFirst()) { #expect(a != b, "no point twice in a row") }
        }
        let day1 = try #require((lines[0]["geometry"] as? [String: Any])?["coordinates"] as? [[Double]])
        #expect(day1.count == 5, "4 baths and the base; the start is the first bath itself")
        let points = features.filter { ($0["geometry"] as? [String: Any])?["type"] as? String == "Point" }
        #expect(points.count == 8)
        let stop = try #require(points[4]["properties"] as? [String: Any])
        #expect(stop["date"] as? String == first.adding(days: 1).description)
        #expect(stop["facilityId"] as? String == trip[1].timetable.stops[0].stop.id.rawValue, "the plan JSON's key")
        #expect((stop["arrival"] as? String)?.hasPrefix("\(first.adding(days: 1))T") == true)
    }

    @Test func gpxHasARoutePerDayNamedWithItsDateInUTC() throws {
        let trip = trip
        let data = Data(TripGPXExport.document(trip, name: "別府八湯 12/05 (土)").utf8)
        final class Reader: NSObject, XMLParserDelegate {
            var routes: [(name: String, points: Int, times: [String])] = []
            var path: [String] = []
            var text = ""
            func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
                path.append(element)
                text = ""
                if element == "rte" { routes.append(("", 0, [])) }
                if element == "rtept" { routes[routes.count - 1].points += 1 }
            }
            func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
            func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
                if element == "name", path.dropLast().last == "rte" { routes[routes.count - 1].name = text }
                if element == "time", path.dropLast().last == "rtept" { routes[routes.count - 1].times.append(text) }
                path.removeLast()
            }
        }
        let parser = XMLParser(data: data)
        let reader = Reader()
        parser.delegate = reader
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
        #expect(reader.routes.count == 2)
        #expect(reader.routes[0].name.contains("2026-12-05") && reader.routes[0].name.contains("12/05 (土)"))
        #expect(reader.routes[1].name.contains("2026-12-06"))
        #expect(reader.routes[0].points == 5, "no start point repeating the first bath; the base at the end")
        #expect(reader.routes[1].points == 5, "last night's base, then four baths")
        #expect(reader.routes.flatMap(\.times).allSatisfy { $0.hasSuffix("Z") })
        #expect(reader.routes[0].times[0] == TripTimeText.utc(trip[0].timetable.stops[0].arrival))
        #expect(reader.routes[0].times[0] == "2026-12-05T01:00:00Z", "10:00 in Japan")
    }

    @Test func iCalendarHasAnEventPerBathInTokyoTime() throws {
        let trip = trip
        let text = ICalendarWriter.unfolded(TripCalendarExport.document(trip, planID: "plan-abc", name: "別府八湯", stamp: Date(timeIntervalSince1970: 0)))
        let lines = text.components(separatedBy: "\r\n")
        #expect(lines.contains("BEGIN:VTIMEZONE") && lines.contains("TZID:Asia/Tokyo") && lines.contains("TZOFFSETTO:+0900"))
        let starts = lines.filter { $0.hasPrefix("DTSTART;TZID=Asia/Tokyo:") }
        #expect(starts.count == 8)
        #expect(starts.first == "DTSTART;TZID=Asia/Tokyo:20261205T100000")
        #expect(starts[4].hasPrefix("DTSTART;TZID=Asia/Tokyo:20261206T"))
        #expect(Set(lines.filter { $0.hasPrefix("UID:") }).count == 8, "one stable UID per bath")
        #expect(lines.filter { $0 == "BEGIN:VEVENT" }.count == lines.filter { $0 == "END:VEVENT" }.count)
    }
}
