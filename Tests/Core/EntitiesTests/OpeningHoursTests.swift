import Entities
import Foundation
import Localization
import Testing

@Suite struct OpeningHoursTests {
    let tenToTen = OpeningHours(openingMinute: 10 * 60, closingMinute: 22 * 60, closedDays: .weekly(.tuesday))
    let lateNight = OpeningHours(openingMinute: 10 * 60, closingMinute: 25 * 60, closedDays: .none)

    func at(_ weekday: Weekday, day: Int = 3, _ hour: Int, _ minute: Int = 0) -> JapanTime {
        JapanTime(day: day, weekday: weekday, minute: hour * 60 + minute)
    }

    @Test func openBetweenOpeningAndClosing() {
        #expect(tenToTen.status(at: at(.monday, 10)) == .open(closesAt: 22 * 60))
        #expect(tenToTen.status(at: at(.monday, 21, 59)).isOpen)
        #expect(tenToTen.status(at: at(.monday, 9, 59)) == .closed(opensAt: 10 * 60, inDays: 0))
        // At closing time it is closed, and the next opening is tomorrow's.
        #expect(tenToTen.status(at: at(.sunday, 22)) == .closed(opensAt: 10 * 60, inDays: 1))
    }

    @Test func aClosedDayIsClosedAllDayAndTheNextOpeningSkipsIt() {
        #expect(tenToTen.status(at: at(.tuesday, 12)) == .closed(opensAt: 10 * 60, inDays: 1))
        #expect(tenToTen.status(at: at(.monday, 23)) == .closed(opensAt: 10 * 60, inDays: 2))
    }

    @Test func hoursPastMidnightBelongToTheDayBefore() {
        #expect(lateNight.status(at: at(.wednesday, 0, 30)) == .open(closesAt: 25 * 60))
        #expect(lateNight.status(at: at(.wednesday, 1)) == .closed(opensAt: 10 * 60, inDays: 0))
        // Yesterday was a closed day: its late hours do not exist.
        let lateButClosedTuesday = OpeningHours(openingMinute: 600, closingMinute: 25 * 60, closedDays: .weekly(.tuesday))
        #expect(!lateButClosedTuesday.status(at: at(.wednesday, 0, 30)).isOpen)
    }

    @Test func secondAndFourthWeekdaysOnly() {
        let hours = OpeningHours(openingMinute: 600, closingMinute: 1200, closedDays: .secondAndFourth(.friday))
        #expect(!hours.status(at: at(.friday, day: 13, 12)).isOpen)
        #expect(!hours.status(at: at(.friday, day: 27, 12)).isOpen)
        #expect(hours.status(at: at(.friday, day: 6, 12)).isOpen)
        #expect(hours.status(at: at(.friday, day: 20, 12)).isOpen)
    }

    @Test func japanTimeIsUTCPlusNineWhateverTheZone() {
        // 2026-11-24 03:30 UTC is Tuesday 12:30 in Japan.
        let date = Date(timeIntervalSince1970: 1_795_491_000)
        let time = JapanTime(date)
        #expect(time.weekday == .tuesday)
        #expect(time.day == 24)
        #expect(time.clockText == "12:30")
    }

    @Test func theFilterKeepsOnlyWhatIsOpenAtItsMoment() {
        func listing(_ id: String, _ hours: OpeningHours) -> FacilityListing {
            FacilityListing(id: FacilityID(id), name: id, reading: "", romaji: "", prefectureCode: "10", prefectureName: "群馬県",
                            regionName: "関東", coordinate: Coordinate(latitude: 36, longitude: 139), maxTemperature: nil, ph: nil,
                            springType: nil, sourceCount: 1, hours: hours)
        }
        var filter = FacilityFilter()
        filter.openAt = at(.tuesday, 12)
        #expect(filter.matches(listing("a", lateNight)))
        #expect(!filter.matches(listing("b", tenToTen)))
        #expect(filter.summary().contains("12:00 JSTに営業中"))
        AppLanguage.$scoped.withValue(.en) { #expect(filter.summary().contains("open at 12:00 JST")) }
    }

    /// Issue 22, item 12: one rule for every clock time — Japan time, labelled JST — whatever the
    /// machine's zone: the hours and open-now lines, the filter, and the PIN lockout (which used
    /// the machine's clock, unlabelled).
    @Test func everyClockTimeIsJapanTimeAndSaysSo() {
        #expect(OpeningStatus.open(closesAt: 22 * 60).text == "営業中 22:00 JSTまで")
        #expect(OpeningStatus.closed(opensAt: 10 * 60, inDays: 1).text == "営業時間外 明日 10:00 JSTから")
        AppLanguage.$scoped.withValue(.en) {
            #expect(OpeningStatus.open(closesAt: 22 * 60).text == "open now · until 22:00 JST")
            #expect(OpeningStatus.closed(opensAt: 10 * 60, inDays: 1).text == "closed · opens tomorrow at 10:00 JST")
            #expect(OpeningStatus.closed(opensAt: 10 * 60, inDays: 3).compactText == "in 3 days 10:00 JST")
        }
        // 1970-01-01 00:00:00 UTC is 09:00 in Japan, in any zone the tests run in.
        let lockout = AccountProblem.throttled(until: Date(timeIntervalSince1970: 0)).description
        #expect(lockout.contains("01/01 09:00:00 JST まで"), "\(lockout)")
        AppLanguage.$scoped.withValue(.en) {
            #expect(AccountProblem.throttled(until: Date(timeIntervalSince1970: 0)).description.contains("try again after 1 Jan 09:00:00 JST"))
        }
        #expect(ClockText.minute(25 * 60 + 30) == "25:30 JST")
    }
}
