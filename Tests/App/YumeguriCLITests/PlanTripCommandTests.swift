import Entities
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import YumeguriCLI

// In CommandTests: every command suite shares one data directory and the process's live stores, so
// they run one after another, never beside each other.
extension CommandTests {
/// `yumeguri plan …` with dates and days, in-process on the real catalog.
@Suite(.serialized, .timeLimit(.minutes(5))) struct PlanTripCommandTests {
    func run(_ arguments: [String]) async -> CommandRun {
        await CommandRunner.run(arguments, dataDirectory: CommandRunner.dataDirectory)
    }

    /// A week from today in Japan: a date every run may plan on.
    let first = VisitDate.japanToday(Date()).adding(days: 7)

    func json(_ run: CommandRun) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any], "\(run.output) \(run.error)")
    }

    @Test func sanmeisenByCarWarnsAndWithDaysAutoEveryDayFits() async throws {
        let oneDay = await run(["plan", "new", "--from", "rally:sanmeisen", "--mode", "car", "--date", first.description])
        #expect(oneDay.thrown == nil, "\(oneDay.error)")
        #expect(oneDay.output.contains("1日の上限"), "\(oneDay.output)")
        #expect(oneDay.output.contains("--days auto"))

        let trip = await run(["plan", "new", "--from", "rally:sanmeisen", "--mode", "car", "--date", first.description, "--days", "auto", "--json"])
        let object = try json(trip)
        let days = try #require(object["days"] as? [[String: Any]])
        #expect(days.count >= 2)
        #expect((object["warnings"] as? [Any])?.isEmpty == true, "\(trip.output)")
        for (index, day) in days.enumerated() {
            #expect(day["date"] as? String == first.adding(days: index).description)
            #expect(day.keys.contains("holiday") && day.keys.contains("base"), "holiday and base are always there (null)")
            #expect((day["warnings"] as? [Any])?.isEmpty == true)
            for stop in day["stops"] as? [[String: Any]] ?? [] {
                #expect((stop["arrival"] as? String)?.hasSuffix("+09:00") == true)
                #expect((stop["facilityId"] as? String)?.hasPrefix("aist-") == true)
                #expect(stop["closed"] as? Bool == false)
            }
        }
        let names = [try #require(object["name"] as? String)]
        #expect(names[0].hasSuffix("#2"), "the second 三名泉 plan of that date is #2: \(names[0])")
        #expect(names[0].contains(first.tripHeading(holiday: TripCalendar.holiday(on: first))))

        let id = try #require(object["id"] as? String)
        let gpx = await run(["plan", id, "--gpx"])
        final class Routes: NSObject, XMLParserDelegate {
            var count = 0
            func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
                if element == "rte" { count += 1 }
            }
        }
        let parser = XMLParser(data: Data(gpx.output.utf8))
        let routes = Routes()
        parser.delegate = routes
        #expect(parser.parse() && routes.count == days.count)
        let ics = await run(["plan", id, "--ics"])
        #expect(ics.output.contains("DTSTART;TZID=Asia/Tokyo:") && ics.output.contains("BEGIN:VTIMEZONE"))

        let moved = await run(["plan", id, "--date", first.adding(days: 1).description, "--name", "三名泉 ドライブ", "--json"])
        let after = try json(moved)
        #expect(after["name"] as? String == "三名泉 ドライブ")
        #expect((after["days"] as? [[String: Any]])?.first?["date"] as? String == first.adding(days: 1).description)
        let past = await run(["plan", id, "--date", VisitDate.japanToday(Date()).adding(days: -1).description])
        #expect(past.thrown != nil && past.error.contains("過去の日付です"), "\(past.error)")
        let farAhead = await run(["plan", id, "--date", VisitDate.japanToday(Date()).adding(days: 400).description])
        #expect(farAhead.thrown != nil && farAhead.error.contains("1年より先です"), "\(farAhead.error)")
        let badDays = await run(["plan", id, "--days", "0"])
        #expect(badDays.thrown != nil)
    }
}
}
