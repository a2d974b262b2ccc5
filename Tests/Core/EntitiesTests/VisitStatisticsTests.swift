import Entities
import Testing

/// Issue 35, pictures of the record: the counts every picture and `yumeguri stats` read.
@Suite struct VisitStatisticsTests {
    func visit(_ id: Int64, _ area: String, _ date: String) throws -> Visit {
        Visit(id: id, facilityID: FacilityID(area), date: try VisitDate(parsing: date), rating: 3, note: "")
    }

    let places: [String: VisitedArea] = [
        "aist-1": VisitedArea(prefectureCode: "10", categories: SpringCategoryFlags([.acidic, .sulfur]), coordinate: Coordinate(latitude: 36.6, longitude: 138.6)),
        "aist-2": VisitedArea(prefectureCode: "44", categories: SpringCategoryFlags([.chloride]), coordinate: Coordinate(latitude: 33.3, longitude: 131.5)),
        "aist-3": VisitedArea(prefectureCode: "10", categories: SpringCategoryFlags([.other]), coordinate: Coordinate(latitude: 36.5, longitude: 138.7)),
    ]

    @Test func countsVisitsAreasPrefecturesTypesAndMonthsPerYear() throws {
        let log = [try visit(1, "aist-1", "2024-12-31"), try visit(2, "aist-1", "2025-01-02"), try visit(3, "aist-2", "2025-01-20"),
                   try visit(4, "aist-3", "2025-08-08"), try visit(5, "aist-9", "2025-08-09")]
        let statistics = VisitStatistics(visits: log)
        #expect(statistics.visitedYears == [2024, 2025])
        #expect(statistics.newest?.id == 5)
        #expect(statistics.days[try VisitDate(parsing: "2025-01-20")] == 1)
        let year = VisitSummary(statistics: statistics, year: 2025) { places[$0.rawValue] }
        #expect(year.visits == 4)
        #expect(year.areas == 4)
        #expect(year.unknownAreas == 1, "aist-9 is not in the catalog")
        #expect(year.prefectureVisits == ["10": 2, "44": 1])
        #expect(year.prefectureAreas == ["10": 2, "44": 1])
        #expect(year.typeAreas == [.acidic: 1, .sulfur: 1, .chloride: 1], "その他 is no 療養泉 type")
        #expect(year.months == [2, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0])
        let all = VisitSummary(statistics: statistics, year: nil) { places[$0.rawValue] }
        #expect(all.visits == 5)
        #expect(all.typeVisits[.sulfur] == 2)
        #expect(all.months[11] == 1)
        #expect(VisitSummary(statistics: statistics, year: 2019) { places[$0.rawValue] }.visits == 0)
        #expect(PassportTypes.all.count == 10)
    }

    @Test func theNewestVisitIsByDateThenID() throws {
        let statistics = VisitStatistics(visits: [try visit(9, "aist-1", "2025-01-01"), try visit(3, "aist-2", "2025-03-01"), try visit(4, "aist-3", "2025-03-01")])
        #expect(statistics.newest?.id == 4)
    }

    @Test func aYearIsWeeksByWeekdaysWithItsMonthsAndTheDaysToCome() throws {
        // 2025-01-01 was a Wednesday; 2024 a leap year starting on a Monday.
        #expect(YearCalendar.weekday(year: 2025, month: 1, day: 1) == 3)
        #expect(YearCalendar.weekday(year: 2024, month: 2, day: 29) == 4)
        let days = [try VisitDate(parsing: "2025-01-01"): 2, try VisitDate(parsing: "2025-03-01"): 9, try VisitDate(parsing: "2025-12-31"): 1]
        let calendar = YearCalendar(year: 2025, days: days, today: try VisitDate(parsing: "2025-06-30"))
        #expect(calendar.counts.count == 365)
        #expect(calendar.columns == 53)
        #expect(calendar.day(column: 0, row: 3) == 0, "1 January is in the first week's Wednesday row")
        #expect(calendar.day(column: 0, row: 2) == nil)
        #expect(calendar.monthColumns[0] == 0 && calendar.monthColumns[2] == (59 + 3) / 7)
        #expect(calendar.lastDay == 180, "30 June is the 181st day")
        #expect(calendar.total == 12 && calendar.daysWithVisits == 3)
        let leap = YearCalendar(year: 2024, days: [:], today: try VisitDate(parsing: "2026-01-01"))
        #expect(leap.counts.count == 366 && leap.lastDay == nil)
        #expect(YearCalendar(year: 2027, days: [:], today: try VisitDate(parsing: "2026-01-01")).lastDay == -1)
    }

    @Test func shadesAreLogarithmicUpToTheLargestCount() {
        let small = ShadeScale(maximum: 3)
        #expect((0...4).map(small.level) == [0, 1, 2, 3, 4])
        let large = ShadeScale(maximum: 10_000)
        #expect(large.lowerBounds == [1, 10, 100, 1000])
        #expect(large.level(9) == 1 && large.level(10) == 2 && large.level(10_000) == 4)
        #expect(large.label(level: 1) == "1–9" && large.label(level: 4) == "1000–10000")
        #expect(ShadeScale(maximum: 5).lowerBounds == [1, 2, 3, 4], "each level keeps at least one count")
    }
}
