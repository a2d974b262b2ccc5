import TestSupport
import Entities
import Foundation
import Testing

@Suite struct OSMOpeningHoursTests {
    func day(_ text: String) throws -> CalendarDay { try CalendarDay(VisitDate(parsing: text)) }
    func hours(_ spec: String, on date: String) throws -> String { try OSMOpeningHours(parsing: spec).hours(on: day(date)).text }

    // 2026-11-23 is a Monday and 勤労感謝の日; 11-24 a Tuesday, the 4th of the month and its last.
    @Test func theIssuesExample() throws {
        let spec = "Mo-Fr 10:00-21:00; Sa,Su,PH 09:00-22:00; Tu off"
        #expect(try hours(spec, on: "2026-11-20") == "10:00-21:00")
        #expect(try hours(spec, on: "2026-11-21") == "09:00-22:00")
        #expect(try hours(spec, on: "2026-11-23") == "09:00-22:00")
        #expect(try hours(spec, on: "2026-11-24") == "off")
    }

    @Test func laterRulesReplaceEarlierOnesAndCommaRulesAdd() throws {
        #expect(try hours("Mo-Su 10:00-22:00; PH off", on: "2026-11-23") == "off")
        #expect(try hours("PH off; Mo-Su 10:00-22:00", on: "2026-11-23") == "10:00-22:00")
        #expect(try hours("Mo 10:00-12:00, Mo 15:00-18:00", on: "2026-11-23") == "10:00-12:00,15:00-18:00")
        #expect(try hours("10:00-22:00", on: "2026-11-25") == "10:00-22:00")
    }

    @Test func severalSessionsLateHoursAndAllDay() throws {
        #expect(try hours("Mo-Su 10:00-14:00,16:00-22:00", on: "2026-11-25") == "10:00-14:00,16:00-22:00")
        #expect(try hours("Mo-Su 22:00-02:00", on: "2026-11-25") == "22:00-26:00")
        #expect(try hours("Mo-Su 18:00-26:00", on: "2026-11-25") == "18:00-26:00")
        #expect(try hours("Mo-Su 10:00-24:00", on: "2026-11-25") == "10:00-24:00")
        #expect(try hours("24/7", on: "2026-11-25") == "00:00-24:00")
        // Friday's late hours are open early on Saturday, even when Saturday itself is closed.
        let late = try OSMOpeningHours(parsing: "Fr 20:00-26:00; Sa off")
        let facility = FacilityHours(sample: .always, user: late)
        #expect(try facility.windows(on: day("2026-11-28")) == [0..<120])
        #expect(facility.source == .user)
    }

    @Test func nthWeekdaysWrappedRangesAndCase() throws {
        #expect(try hours("Mo-Su 10:00-20:00; Tu[2,4] off", on: "2026-11-10") == "off")
        #expect(try hours("Mo-Su 10:00-20:00; Tu[2,4] off", on: "2026-11-17") == "10:00-20:00")
        #expect(try hours("Mo-Su 10:00-20:00; Tu[-1] off", on: "2026-11-24") == "off")
        #expect(try hours("Mo-Su 10:00-20:00; Tu[1-3] off", on: "2026-11-24") == "10:00-20:00")
        #expect(try hours("Fr-Mo 09:00-18:00", on: "2026-11-29") == "09:00-18:00")
        #expect(try hours("Fr-Mo 09:00-18:00", on: "2026-11-25") == "off")
        #expect(try hours("mo-su 9:00-18:00; tu CLOSED", on: "2026-11-24") == "off")
    }

    func refusal(_ spec: String) -> OpeningHoursSyntaxError? {
        do { _ = try OSMOpeningHours(parsing: spec); return nil } catch { return error }
    }

    @Test(.language(.en)) func hostileInputIsRefusedSayingWhere() throws {
        #expect(refusal(String(repeating: "Mo 10:00-11:00; ", count: 20))?.reason == "longer than 255 characters")
        let bell = try #require(refusal("Mo 10:00-\u{7}22:00"))
        #expect(bell.position == 10 && bell.token == "U+0007")
        #expect(!bell.description.unicodeScalars.contains { $0.value < 0x20 })
        #expect(refusal("Mo 10:00-22:00\u{202E}")?.token == "U+202E")
        #expect(refusal("Ｍｏ 10:00-22:00")?.reason.contains("full-width") == true)
        #expect(refusal("")?.position == 0)
        #expect(refusal("banana")?.token == "banana")
        #expect(refusal("Mo-Fr")?.reason.contains("after the days") == true)
        #expect(refusal("Mo 10:00")?.position == 4)
        #expect(refusal(";;")?.position == 1)
        let midnight = try #require(refusal("Mo 24:00-26:00"))
        #expect(midnight.position == 4 && midnight.reason.contains("00:00 and 23:59"))
        #expect(refusal("Mo 10:60-12:00")?.reason == "a minute is 00–59")
        #expect(refusal("Mo 10:00-49:00")?.reason == "a closing time is at most 48:00")
        #expect(refusal("Mo 10:00-10:00")?.reason.contains("ends when it starts") == true)
        #expect(refusal("Mo 00:00-30:00")?.reason == "a time range lasts at most 24 hours")
        let overlap = try #require(refusal("Mo 10:00-14:00,13:00-22:00"))
        #expect(overlap.position == 16 && overlap.reason == "13:00-22:00 overlaps 10:00-14:00")
        #expect(refusal("Tu[6] off")?.reason.contains("1–5") == true)
        #expect(refusal("Mo-Fr[2] off")?.reason.contains("one weekday") == true)
        #expect(refusal("Dec 25 off")?.reason == "months are not supported")
        #expect(refusal("SH off")?.reason.contains("school holidays") == true)
        #expect(refusal("Mo 10:00-22:00 || \"call\"")?.reason.contains("fallback") == true)
        #expect(refusal("Mo sunrise-sunset")?.position == 4)
        #expect(refusal("Mo 10:00+")?.reason.contains("open-ended") == true)
        #expect(refusal("Mo 10:00-22:00 Tu 10:00-12:00")?.reason == "expected ';' between rules")
    }

    @Test func theSampleAnswersTheDateQuestionToo() throws {
        let weekly = OpeningHours(openingMinute: 600, closingMinute: 1320, closedDays: .weekly(.monday))
        // Monday 11/23 is a holiday: open, and closed the Tuesday after instead.
        #expect(try weekly.hours(on: day("2026-11-23")).text == "10:00-22:00")
        #expect(try weekly.hours(on: day("2026-11-24")).isClosed)
        #expect(try weekly.hours(on: day("2026-11-30")).isClosed)
        // Golden Week 2026: 5/4 Mo, 5/5 Tu, 5/6 We are holidays; a Monday closing moves to 5/7.
        #expect(try !weekly.hours(on: day("2026-05-06")).isClosed)
        #expect(try weekly.hours(on: day("2026-05-07")).isClosed)
        let nth = OpeningHours(openingMinute: 600, closingMinute: 1320, closedDays: .secondAndFourth(.tuesday))
        #expect(try nth.hours(on: day("2026-11-10")).isClosed)
        #expect(try nth.hours(on: day("2026-11-24")).isClosed)
        #expect(try !nth.hours(on: day("2026-11-17")).isClosed)
        let facility = FacilityHours(sample: weekly, user: nil)
        #expect(facility.source == .sample)
        #expect(try facility.closedNotice(on: day("2026-11-24")) == "11/24 (火) は休業 · 見本: 10:00–22:00 定休日 毎週月曜 (祝日は翌日)")
        #expect(try facility.closedNotice(on: day("2026-11-23")) == nil)
    }

    /// "Open now" (search's filter, the lists) reads the same calendar: on a real moment a weekly
    /// closing on a holiday moves to the next day, as the date check says.
    @Test func openNowAtARealMomentKnowsTheHolidays() throws {
        let weekly = OpeningHours(openingMinute: 600, closingMinute: 1320, closedDays: .weekly(.monday))
        let formatter = ISO8601DateFormatter()
        let holidayNoon = try #require(formatter.date(from: "2026-11-23T12:00:00+09:00"))
        #expect(JapanTime.withCalendar(holidayNoon).days?.count == 9)
        #expect(weekly.status(at: JapanTime.withCalendar(holidayNoon)) == .open(closesAt: 1320))
        #expect(weekly.status(at: JapanTime.withCalendar(holidayNoon.addingTimeInterval(86_400))) == .closed(opensAt: 600, inDays: 1))
        #expect(JapanTime(holidayNoon).days == nil)
        // The evening before, the next opening skips the moved closing day.
        let sundayNight = try #require(formatter.date(from: "2026-11-29T23:00:00+09:00"))
        #expect(weekly.status(at: JapanTime.withCalendar(sundayNight)) == .closed(opensAt: 600, inDays: 2))
    }
}
