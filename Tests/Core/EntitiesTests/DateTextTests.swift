import Entities
import Foundation
import Localization
import Testing

/// Issue 32: dates, weekdays, holidays and moments read in the language in force, from one
/// formatter each (`12/05 (土)` / `Sat 5 Dec`).
@Suite struct DateTextTests {
    static let december5 = VisitDate(dayNumber: 20_792)
    static let november23 = VisitDate(dayNumber: 20_780)

    @Test func theCatalogHasBothLanguagesForEveryKey() {
        #expect(CatalogAudit.problems(in: DateText.self, allowedInEnglish: ["勤労感謝の日"]).isEmpty)
    }

    @Test func theFixedDaysAreTheOnesMeant() {
        #expect(Self.december5.description == "2026-12-05")
        #expect(Self.november23.description == "2026-11-23")
    }

    @Test func aDayReadsInJapaneseAndInEnglish() throws {
        let day = try CalendarDay(Self.december5)
        #expect(AppLanguage.$scoped.withValue(.ja) { day.shortText } == "12/05 (土)")
        #expect(AppLanguage.$scoped.withValue(.en) { day.shortText } == "Sat 5 Dec")
        #expect(AppLanguage.$scoped.withValue(.ja) { day.longText } == "2026-12-05 (土)")
        #expect(AppLanguage.$scoped.withValue(.en) { day.longText } == "Sat 5 Dec 2026")
    }

    @Test func aHolidaySaysWhichInEachLanguage() throws {
        let day = try CalendarDay(Self.november23)
        #expect(AppLanguage.$scoped.withValue(.ja) { day.shortText } == "11/23 (月・祝 勤労感謝の日)")
        #expect(AppLanguage.$scoped.withValue(.en) { day.shortText } == "Mon 23 Nov (holiday: Labour Thanksgiving Day)")
        #expect(AppLanguage.$scoped.withValue(.en) { day.longText } == "Mon 23 Nov 2026 (holiday: Labour Thanksgiving Day)")
        #expect(AppLanguage.$scoped.withValue(.en) { Self.november23.tripHeading(holiday: TripCalendar.holiday(on: Self.november23)) }
            == "Mon 23 Nov (holiday: Labour Thanksgiving Day)")
        #expect(AppLanguage.$scoped.withValue(.ja) { Self.november23.tripHeading(holiday: TripCalendar.holiday(on: Self.november23)) }
            == "11/23 (月・祝 勤労感謝の日)")
    }

    /// 振替休日 and 国民の休日 by their English descriptions: 2026-05-06 (5/3 was a Sunday) and
    /// 2026-09-22 (between 敬老の日 and 秋分の日).
    @Test func substituteAndCitizensHolidaysHaveEnglishNames() throws {
        let substitute = try CalendarDay(VisitDate(parsing: "2026-05-06"))
        let citizens = try CalendarDay(VisitDate(parsing: "2026-09-22"))
        #expect(AppLanguage.$scoped.withValue(.en) { substitute.shortText } == "Wed 6 May (holiday: substitute holiday)")
        #expect(AppLanguage.$scoped.withValue(.en) { citizens.shortText } == "Tue 22 Sep (holiday: citizens' holiday)")
        #expect(AppLanguage.$scoped.withValue(.ja) { citizens.shortText } == "09/22 (火・祝 国民の休日)")
    }

    /// Every holiday of every supported year has an English name: none falls back to its kanji.
    @Test func everyHolidayOfTheSupportedYearsHasAnEnglishName() throws {
        var missing: Set<String> = []
        for year in JapaneseHolidays.supportedYears {
            for (_, holiday) in try JapaneseHolidays.holidays(inYear: year) {
                let english = AppLanguage.$scoped.withValue(.en) { holiday.localizedName }
                if english.unicodeScalars.contains(where: { $0.value >= 0x3040 }) { missing.insert(holiday.name) }
                #expect(AppLanguage.$scoped.withValue(.ja) { holiday.localizedName } == holiday.name)
            }
        }
        #expect(missing.isEmpty, "\(missing)")
    }

    @Test func weekdaysAndMomentsFollowTheLanguage() {
        #expect(AppLanguage.$scoped.withValue(.ja) { Weekday.allCases.map(\.label) } == ["月", "火", "水", "木", "金", "土", "日"])
        #expect(AppLanguage.$scoped.withValue(.en) { Weekday.allCases.map(\.label) } == ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
        #expect(Weekday.saturday.japanese == "土")
        // 2026-11-24 05:05:30 UTC is 14:05:30 in Japan.
        let moment = Date(timeIntervalSince1970: 1_795_496_730)
        #expect(AppLanguage.$scoped.withValue(.ja) { ClockText.moment(moment) } == "11/24 14:05:30 JST")
        #expect(AppLanguage.$scoped.withValue(.en) { ClockText.moment(moment) } == "24 Nov 14:05:30 JST")
    }

    /// Yen, distances and clock times read the same in both languages.
    @Test func moneyDistancesAndTimesAreTheSameInBoth() {
        for language in Language.allCases {
            AppLanguage.$scoped.withValue(language) {
                #expect(formatYen(1200) == "¥1,200")
                #expect(formatDistance(kilometres: 5.84) == "5.8 km")
                #expect(ClockText.minute(14 * 60 + 5) == "14:05 JST")
            }
        }
    }

    @Test func tripDateProblemsAndOutOfRangeSpeakTheLanguage() throws {
        let today = Self.december5
        let past = today.adding(days: -1)
        #expect(AppLanguage.$scoped.withValue(.en) { TripCalendar.problem(past, today: today) }
            == "2026-12-04 is in the past (today in Japan is 2026-12-05)")
        #expect(AppLanguage.$scoped.withValue(.ja) { TripCalendar.problem(past, today: today) }
            == "2026-12-04 は過去の日付です (日本の今日は 2026-12-05)")
        let outside: JapaneseHolidays.OutOfRange
        do { _ = try JapaneseHolidays.holiday(on: VisitDate(parsing: "2100-01-01")); Issue.record("2100 is outside"); return } catch {
            guard let error = error as? JapaneseHolidays.OutOfRange else { throw error }
            outside = error
        }
        #expect(AppLanguage.$scoped.withValue(.en) { outside.description }.contains("outside the years"))
        #expect(AppLanguage.$scoped.withValue(.ja) { outside.description }.contains("祝日はわかりません"))
    }
}
