import Entities
import Localization
import Testing

@Suite struct DurationTextTests {
    @Test func minutesAndHoursInEachLanguage() {
        #expect(formatDuration(minutes: 4, in: .ja) == "4分")
        #expect(formatDuration(minutes: 65, in: .ja) == "1時間05分")
        #expect(formatDuration(minutes: 4, in: .en) == "4 min")
        #expect(formatDuration(minutes: 125, in: .en) == "2 h 05 min")
        #expect(formatDuration(minutes: 60, in: .en) == "1 h 00 min")
        #expect(formatDuration(minutes: -3, in: .en) == "0 min", "a span never runs backwards")
    }

    @Test func followsTheLanguageInForce() {
        AppLanguage.$scoped.withValue(.en) { #expect(formatDuration(minutes: 90) == "1 h 30 min") }
        AppLanguage.$scoped.withValue(.ja) { #expect(formatDuration(minutes: 90) == "1時間30分") }
    }
}
