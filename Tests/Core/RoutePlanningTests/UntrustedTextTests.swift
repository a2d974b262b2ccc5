import Entities
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import RoutePlanning
import Testing

@Suite struct UntrustedTextTests {
    /// A name built to break formats and to display as something it is not.
    static let hostile = "別府\u{0}/鉄輪\n<rte>\r\n\u{2028}\u{2029}\u{202E}gnp.exe\u{202C}\u{2066}\u{2069}\u{85}\u{9B}\u{1B}[31m\u{7}\t\"'&\\;,\u{FFFE}\u{200F}湯"

    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    @Test func singleLineKeepsTheTextButNoControls() {
        let clean = UntrustedText.singleLine(Self.hostile)
        #expect(!clean.unicodeScalars.contains(where: Self.isForbidden))
        #expect(clean.hasPrefix("別府/鉄輪 <rte>"))
        #expect(clean.contains("gnp.exe") && clean.hasSuffix("湯"))
        #expect(UntrustedText.singleLine("  草津\n\n温泉  ") == "草津 温泉")
        #expect(UntrustedText.multiline("a\r\nb\u{2028}c\rd") == "a\nb\nc\nd")
    }

    func hostilePlan() -> RoutePlan {
        let beppu = Fixtures.beppuHattou
        let stops = beppu.prefix(3).enumerated().map { index, area in
            RouteStop(id: FacilityID("aist-\(index)\u{202E}\n"), name: Self.hostile + "\(index)", coordinate: area.coordinate, hours: .always)
        }
        return RoutePlan(stops: stops, origin: Fixtures.beppuStation, departure: Fixtures.japan(2026, 11, 21, 9), mode: .walk)
    }

    /// Line breaks the format itself writes are allowed; everything else forbidden must be gone.
    func expectClean(_ document: String, allowing allowed: Set<Unicode.Scalar>, _ format: String) {
        let leaked = document.unicodeScalars.filter { Self.isForbidden($0) && !allowed.contains($0) }
        #expect(leaked.isEmpty, "\(format) leaked \(leaked.map { String($0.value, radix: 16) })")
        #expect(!document.contains("\u{FFFE}"))
    }

    @Test func noExportCarriesThemRaw() throws {
        let plan = hostilePlan()
        let geoJSON = GeoJSONExport.document(plan)
        expectClean(geoJSON, allowing: ["\n"], "GeoJSON")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(geoJSON.utf8)) as? [String: Any])
        let features = try #require(object["features"] as? [[String: Any]])
        let name = try #require((features.first?["properties"] as? [String: Any])?["name"] as? String)
        #expect(name == UntrustedText.singleLine(Self.hostile + "0"))

        let gpx = GPXExport.document(plan, name: Self.hostile)
        expectClean(gpx, allowing: ["\n"], "GPX")
        // Still well-formed XML, with the injected tag read back as text.
        let reader = GPXReader()
        let parser = XMLParser(data: Data(gpx.utf8))
        parser.delegate = reader
        #expect(parser.parse())
        #expect(reader.points["rtept"]?.count == 4)
        #expect(reader.names.contains(UntrustedText.singleLine(Self.hostile + "1")))

        let text = PlanSummaryText.text(plan, title: Self.hostile)
        expectClean(text, allowing: ["\n"], "summary")
        #expect(text.split(separator: "\n").count == plan.stops.count + 3)

        let event = CalendarEvent(uid: Self.hostile, summary: Self.hostile, location: Self.hostile, description: Self.hostile,
                                  firstDay: try VisitDate(parsing: "2026-11-21"), lastDay: try VisitDate(parsing: "2026-11-21"))
        let ics = ICalendarWriter.document([event], stamp: Date(timeIntervalSince1970: 0))
        expectClean(ics, allowing: ["\r", "\n"], "iCalendar")
        // No CR or LF but the CRLFs that end lines, so nothing injected a property line.
        let unfolded = ICalendarWriter.unfolded(ics)
        #expect(unfolded.replacingOccurrences(of: "\r\n", with: "").unicodeScalars.allSatisfy { $0 != "\r" && $0 != "\n" })
        #expect(unfolded.components(separatedBy: "\r\n").filter { $0.hasPrefix("SUMMARY:") }.count == 1)
        #expect(!unfolded.contains("\r\n<rte>"))
    }
}
