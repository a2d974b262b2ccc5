import Entities
import Localization
import Testing

/// The opening-hours parser's refusals in both languages (the OpenStreetMap subset it reads).
@Suite struct OpeningHoursTextTests {
    @Test func everyRefusalIsInBothLanguages() {
        let problems = CatalogAudit.problems(in: OpeningHoursText.self)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func aRefusalSpeaksTheLanguageInForce() throws {
        for (language, expected) in [(Language.ja, "営業時間: 13:00-22:00 と 10:00-14:00 が重なっています"), (.en, "opening hours: 13:00-22:00 overlaps 10:00-14:00")] {
            AppLanguage.$scoped.withValue(language) {
                do {
                    _ = try OSMOpeningHours(parsing: "Tu 10:00-14:00,13:00-22:00")
                    Issue.record("overlapping sessions were accepted")
                } catch {
                    #expect("\(error)".hasPrefix(expected), "\(error)")
                }
            }
        }
    }
}
