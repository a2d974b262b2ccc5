import Entities
import Foundation
@testable import RoutePlanning
import Testing

@Suite struct CivilTimeTests {
    @Test func arithmeticJapanTimeMatchesTheCalendarOne() {
        var rng = SplitMix64(seed: 99)
        // From 1901 to 2150, plus the exact midnights around which the day and weekday flip.
        var moments = (0..<3000).map { _ in Date(timeIntervalSince1970: Double(rng.next(7_850_000_000)) - 2_167_000_000 + 0.5) }
        let midnight = Fixtures.japan(2026, 11, 30, 0)
        moments += [-60, -1, 0, 1, 59, 60].map { midnight.addingTimeInterval($0) }
        for date in moments {
            #expect(CivilTime.japanTime(date) == JapanTime(date), "\(date)")
        }
    }

    @Test func daysAndCivilDatesAreInverse() {
        for days in stride(from: -800_000, through: 800_000, by: 997) {
            let (year, month, day) = CivilTime.civil(days: days)
            #expect(CivilTime.days(year: year, month: month, day: day) == days)
        }
        #expect(CivilTime.civil(days: 0) == (1970, 1, 1))
        #expect(CivilTime.days(year: 2028, month: 3, day: 1) - CivilTime.days(year: 2028, month: 2, day: 28) == 2)
        #expect(CivilTime.days(year: 2100, month: 3, day: 1) - CivilTime.days(year: 2100, month: 2, day: 28) == 1)
    }

    @Test func isoTexts() {
        let date = Fixtures.japan(2026, 11, 21, 9, 5)
        let seconds = CivilTime.seconds(date)
        #expect(CivilTime.japanText(seconds: seconds) == "2026-11-21T09:05:00+09:00")
        #expect(CivilTime.utcText(seconds: seconds) == "2026-11-21T00:05:00Z")
        #expect(CivilTime.compactUTCText(seconds: seconds) == "20261121T000500Z")
        // Before 9:00 in Japan it is still the previous day in UTC.
        #expect(CivilTime.utcText(seconds: CivilTime.seconds(Fixtures.japan(2027, 1, 1, 8, 59))) == "2026-12-31T23:59:00Z")
    }
}
