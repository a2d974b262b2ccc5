import Entities
import Foundation
import Testing

@Suite struct JapaneseHolidaysTests {
    /// scripts/japanese-holidays.py's file (jpholiday, cross-checked with holidays): date → name.
    static let fixture: [VisitDate: String] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/japanese-holidays.tsv")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [:] }
        var rows: [VisitDate: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.hasPrefix("date\t") {
            let fields = line.split(separator: "\t")
            guard fields.count == 2, let date = try? VisitDate(parsing: String(fields[0])) else { continue }
            rows[date] = String(fields[1])
        }
        return rows
    }()

    @Test func everyDayOfTheRangeAgreesWithTheFixture() throws {
        #expect(Self.fixture.count == 1773)
        var date = try VisitDate(parsing: "2000-01-01")
        var mismatches: [String] = []
        while date.year <= 2099 {
            let ours = try JapaneseHolidays.holiday(on: date)
            let theirs = Self.fixture[date]
            switch (ours, theirs) {
            case (nil, nil): break
            case (let ours?, let theirs?):
                if theirs.hasSuffix(" 振替休日") {
                    if ours.kind != .substitute || ours.name != "振替休日" { mismatches.append("\(date): \(ours) vs \(theirs)") }
                } else if ours.name != theirs || (ours.kind == .citizens) != (theirs == "国民の休日") {
                    mismatches.append("\(date): \(ours) vs \(theirs)")
                }
            default: mismatches.append("\(date): \(ours?.name ?? "-") vs \(theirs ?? "-")")
            }
            date = date.adding(days: 1)
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    @Test func theSpecialYears() throws {
        func name(_ text: String) throws -> String? { try JapaneseHolidays.holiday(on: VisitDate(parsing: text))?.name }
        #expect(try name("2018-12-23") == "天皇誕生日")
        #expect(try name("2019-12-23") == nil)
        #expect(try name("2019-02-23") == nil)
        #expect(try name("2020-02-23") == "天皇誕生日")
        #expect(try name("2019-05-01") == "天皇の即位の日")
        #expect(try name("2019-04-30") == "国民の休日")
        #expect(try name("2019-05-02") == "国民の休日")
        #expect(try name("2019-10-22") == "即位礼正殿の儀")
        #expect(try name("2019-10-14") == "体育の日")
        #expect(try name("2020-07-24") == "スポーツの日")
        #expect(try name("2020-10-12") == nil)
        #expect(try name("2021-08-08") == "山の日")
        #expect(try name("2021-08-09") == "振替休日")
        #expect(try name("2026-11-23") == "勤労感謝の日")
        #expect(try name("2026-09-22") == "国民の休日")
        // 5/3 on a Sunday: the substitute is the first day that is no holiday, 5/6.
        #expect(try name("2026-05-06") == "振替休日")
    }

    @Test func datesOutsideTheRangeAreRefused() throws {
        #expect(throws: JapaneseHolidays.OutOfRange.self) { try JapaneseHolidays.holiday(on: VisitDate(parsing: "1999-12-31")) }
        #expect(throws: JapaneseHolidays.OutOfRange.self) { try JapaneseHolidays.holiday(on: VisitDate(parsing: "2100-01-01")) }
        #expect(throws: JapaneseHolidays.OutOfRange.self) { try CalendarDay(VisitDate(parsing: "2100-01-01")) }
        #expect(throws: JapaneseHolidays.OutOfRange.self) { try JapaneseHolidays.holidays(inYear: 1999) }
        #expect(try JapaneseHolidays.holidays(inYear: 2026).count == 18)
    }

    @Test func weekdayDayAfterAndText() throws {
        let day = try CalendarDay(VisitDate(parsing: "2026-11-23"))
        #expect(day.weekday == .monday)
        #expect(day.shortText == "11/23 (月・祝 勤労感謝の日)")
        #expect(try CalendarDay(VisitDate(parsing: "2026-12-05")).shortText == "12/05 (土)")
        #expect(try CalendarDay(VisitDate(parsing: "2026-11-24")).isDayAfterHoliday)
        #expect(try !CalendarDay(VisitDate(parsing: "2026-11-25")).isDayAfterHoliday)
        #expect(try VisitDate(parsing: "2000-01-01").weekday == .saturday)
        #expect(try VisitDate(parsing: "2099-12-31").weekday == .thursday)
        #expect(try VisitDate(parsing: "2026-11-24").weekdayOrdinal == 4)
        #expect(try VisitDate(parsing: "2026-11-24").weekdayOrdinalFromEnd == -1)
    }
}
