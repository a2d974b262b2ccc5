import Entities
import Localization
import Testing
@testable import JourneyFeature

/// The journey screens' catalogs: every key in both languages, English without kana or kanji but
/// for the sample names it is given, no doubled `日本語 English` label, counts that agree.
@Suite struct JourneyCatalogTests {
    static let sampleNames = ["別府/鉄輪", "別府八湯", "週末の別府", "別府市", "柴石温泉", "鉄輪温泉"]

    @Test func everyKeyInBothLanguages() {
        #expect(CatalogAudit.problems(in: PlanText.self, allowedInEnglish: Self.sampleNames).isEmpty)
        #expect(CatalogAudit.problems(in: PlansText.self, allowedInEnglish: Self.sampleNames).isEmpty)
        #expect(CatalogAudit.problems(in: RallyText.self, allowedInEnglish: Self.sampleNames).isEmpty)
    }

    /// Japanese speaks alone: none of the old doubled labels' English halves is left in it.
    @Test func japaneseHasNoEnglishHalf() {
        let japanese = PlanText.samples.map(\.ja) + PlansText.samples.map(\.ja) + RallyText.samples.map(\.ja)
        for sentence in japanese {
            let words = sentence.split(whereSeparator: { !$0.isLetter }).map(String.init)
            // Key names, commands and units are ASCII in both languages; sentences are not. The
            // samples' own placeholder values are English words too.
            let allowed: Set<String> = ["Enter", "yumeguri", "doctor", "rallies", "tmux", "clipboard",
                                        "nope", "plan", "JSON", "more", "than", "year", "ahead", "long", "space"]
            let english = words.filter { word in word.count > 3 && word.unicodeScalars.allSatisfy(\.isASCII) && !allowed.contains(word) }
            #expect(english.isEmpty, "\(sentence)")
        }
    }

    @Test func countsAgreeInNumber() {
        #expect(PlansText.days(1).en == "1 day")
        #expect(PlansText.days(3).en == "3 days")
        #expect(PlanText.droppedClosed(count: 1).en == "Dropped 1 closed bath.")
        #expect(PlanText.droppedClosed(count: 2).en == "Dropped 2 closed baths.")
        #expect(PlanText.split(days: 1, movedTo: nil, warnings: 1).en == "Split into 1 day; 1 warning left.")
        #expect(PlanText.split(days: 3, movedTo: nil, warnings: 2).en == "Split into 3 days; 2 warnings left.")
        #expect(RallyText.summary(rallies: 1, completed: 0).en.hasPrefix("1 rally ·"))
        #expect(PlanText.settings(day: 1, days: 1, heading: "Sat 5 Dec", departure: "9:00", mode: .walk, speed: "4.5", stayMinutes: 45, stops: 1)
            .en == "Sat 5 Dec depart 9:00 JST · walk 4.5 km/h · stay 45 min · 1 bath")
        #expect(PlanText.settings(day: 2, days: 3, heading: "12/06 (日)", departure: "9:00", mode: .car, speed: "40", stayMinutes: 45, stops: 4)
            .ja == "2/3日目 12/06 (日) 出発 9:00 JST · 車 40 km/h · 滞在 45分 · 4か所")
    }
}
