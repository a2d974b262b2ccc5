import Entities
import Foundation
import Localization
import RoutePlanning
import Testing

/// Issue 32 §2: a trip's warnings, fixes and summaries in one language at a time.
@Suite struct RouteTextTests {
    let beppu = Fixtures.beppuHattou
    let saturday = VisitDate.japanToday(Fixtures.japan(2026, 12, 5, 12))

    @Test func theCatalogHasBothLanguages() {
        let problems = CatalogAudit.problems(in: RouteText.self, allowedInEnglish: ["草津温泉"])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func aWarningAndItsFixReadInTheLanguageShown() {
        let closedSaturdays = OpeningHours(openingMinute: 6 * 60, closingMinute: 22 * 60, closedDays: .weekly(.saturday))
        let open = OpeningHours(openingMinute: 6 * 60, closingMinute: 24 * 60, closedDays: .none)
        let trip = TripTimetable.days([TripDayInput(date: saturday, startMinute: 9 * 60, stops: [Fixtures.stop(beppu[3], hours: closedSaturdays)]),
                                       TripDayInput(date: saturday.adding(days: 1), startMinute: 9 * 60, stops: [Fixtures.stop(beppu[0], hours: open)])],
                                      origin: nil, mode: .car, stayMinutes: 45, limits: .defaults(for: .car))
        let warning = trip[0].warnings[0]
        #expect(warning.kind == .closingDay)
        // One warning value, read in either language when shown.
        AppLanguage.$scoped.withValue(.en) {
            #expect(warning.message == "\(beppu[3].name): arrives at \(trip[0].timetable.stops[0].arrivalTime.clockText) on its closing day")
            #expect(warning.fix.text == "move to day 2")
            let summary = TripSummaryText.text(trip, title: "Beppu")
            #expect(summary.contains("Beppu · 2 days · 2026-12-05–2026-12-06"))
            #expect(summary.contains("── Day 1 · "))
            #expect(summary.contains("⚠ 1 stop closed on arrival"))
            #expect(summary.contains("→ move to day 2"))
        }
        AppLanguage.$scoped.withValue(.ja) {
            #expect(warning.message == "\(beppu[3].name): \(trip[0].timetable.stops[0].arrivalTime.clockText)着、定休日")
            #expect(warning.fix.text == "2日目へ移す")
            let summary = TripSummaryText.text(trip, title: "別府")
            #expect(summary.contains("別府 · 2日間"))
            #expect(summary.contains("── 1日目 · "))
            #expect(summary.contains("⚠ 到着時に休業 1か所"))
        }
    }

    @Test func countsAgreeInNumber() {
        AppLanguage.$scoped.withValue(.en) {
            #expect(RouteText.closedOnArrival(stops: 1).text == "⚠ 1 stop closed on arrival")
            #expect(RouteText.closedOnArrival(stops: 2).text == "⚠ 2 stops closed on arrival")
            #expect(RouteText.planHeading(title: "T", mode: "car", stops: 1, distance: "1.0 km", factor: "1.3", travel: 5, stay: 45).text
                .contains("· 1 stop ·"))
        }
    }
}
