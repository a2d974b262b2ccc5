import TestSupport
import Entities
import Foundation
import Localization
import Testing

@Suite struct FactsFileTests {
    static let now = Date(timeIntervalSince1970: 1_795_000_000)
    static let known: @Sendable (FacilityID) -> Bool = { $0.rawValue != "aist-9" }

    @Test func exportThenParseGivesTheSameFacts() throws {
        let facts = [
            FacilityFacts(facilityID: FacilityID("aist-2711"), hours: try OSMOpeningHours(parsing: "Mo-Fr 10:00-21:00; Tu off"),
                          priceYen: 700, note: "タトゥー可 · 貸切 ¥2,000", updatedAt: Self.now),
            FacilityFacts(facilityID: FacilityID("aist-5458"), note: "bus 5/day", updatedAt: Self.now),
        ]
        let parsed = FactsFile.parse(FactsFile.export(facts), knownFacility: Self.known, now: Self.now)
        #expect(parsed.problems.isEmpty)
        #expect(parsed.facts == facts)
    }

    @Test func eachBadRowCostsOnlyItselfAndSaysItsLine() {
        let text = """
            \u{FEFF}# shared by the 湯めぐり club
            facilityId\thours\tpriceYen\tnote
            aist-1\t24/7\t\t
            aist-2\tMo 25:00-26:00\t\t
            aist-3\t\t-1\t
            aist-4\t\t\tline\u{2028}break
            aist-5\t\t\t
            aist-6\ttoo\tmany\tfields\there
            aist-1\t\t500\t
            aist-9\t\t500\t

            aist-7\t\t\u{0661}\t
            aist-8\tSa,Su 09:00-12:00\t1200\tok\r
            """
        let parsed = FactsFile.parse(text, knownFacility: Self.known, now: Self.now)
        #expect(parsed.facts.map(\.facilityID.rawValue) == ["aist-1", "aist-8"])
        #expect(parsed.problems.map(\.line) == [4, 5, 6, 7, 8, 9, 10, 12])
        #expect(parsed.problems[0].reason.contains("00:00〜23:59"))
        #expect(parsed.problems[2].reason.contains("U+2028"))
        #expect(parsed.problems[5].reason == "aist-1 は3行目にもあります")
        #expect(parsed.problems[6].reason == "aist-9 はカタログにありません")
        #expect(parsed.problems[7].reason == "'١' は円の料金ではありません")
        AppLanguage.$scoped.withValue(.en) {
            let english = FactsFile.parse(text, knownFacility: Self.known, now: Self.now)
            #expect(english.problems[5].description == "line 9: aist-1 is already on line 3")
            #expect(english.problems[7].reason == "'١' is not a price in yen")
        }
        #expect(parsed.facts.last?.note == "ok")
    }

    @Test func aFileWithoutTheHeaderIsOneProblem() {
        let parsed = FactsFile.parse("aist-1\t24/7\t\t\n", knownFacility: Self.known, now: Self.now)
        #expect(parsed.facts.isEmpty)
        #expect(parsed.problems.count == 1 && parsed.problems[0].reason.hasPrefix("1行目は見出し"))
    }

    @Test func anEditChangesOnlyItsFields() throws {
        let id = FacilityID("aist-1")
        let current = FacilityFacts(facilityID: id, priceYen: 500, note: "n", updatedAt: .distantPast)
        let edited = try FactsEdit(hours: .set("24/7"), note: .clear).applied(to: current, id: id, now: Self.now)
        #expect(edited.priceYen == 500 && edited.note == nil && edited.hours?.text == "24/7" && edited.updatedAt == Self.now)
        #expect(throws: FactsProblem.self) { try FactsEdit(note: .set(String(repeating: "湯", count: 501))).applied(to: nil, id: id, now: Self.now) }
        #expect(try FactsEdit(priceYen: .clear).applied(to: FacilityFacts(facilityID: id, priceYen: 1, updatedAt: Self.now), id: id, now: Self.now).isEmpty)
    }
}
