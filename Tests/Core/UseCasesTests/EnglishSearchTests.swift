import Entities
import Foundation
import Localization
import Testing
@testable import UseCases

/// Search in English, in either language: the Hepburn names, `hot spring(s)`, `spa` and `onsen`,
/// and prefectures and regions by their English names. Over the real bundled catalog (the listings
/// of `FacilitySearchEngineTests`, whose Hepburn names come from their readings as the build's do).
@Suite struct EnglishSearchTests {
    static var engine: FacilitySearchEngine { FacilitySearchEngineTests.engine }

    func ids(_ query: String, filter: FacilityFilter = FacilityFilter()) -> [String] {
        let outcome = Self.engine.run(SearchRequest(query: query, filter: filter))
        return outcome.rows.map { outcome.listings[$0.index].id.rawValue }
    }

    func names(_ query: String) -> [String] {
        let outcome = Self.engine.run(SearchRequest(query: query))
        return outcome.rows.map { outcome.listings[$0.index].name }
    }

    /// Every area is found by its own Hepburn name, as the list shows it in English, but one: アクティバ
    /// is `Akutiba` in Hepburn, and the search reads `ti` as Kunrei's ち (as it always has); its
    /// file spelling `Akuteiba` and `akuteiba` find it.
    @Test func everyHepburnNameFindsItsArea() {
        let listings = Self.engine.listings
        var missed: [String] = []
        for position in listings.indices {
            let hepburn = listings.hepburn(at: position)
            guard !hepburn.isEmpty else { continue }
            let outcome = Self.engine.run(SearchRequest(query: hepburn, limit: nil))
            if !outcome.rows.contains(where: { $0.index == position }) { missed.append("\(listings.id(at: position).rawValue) \(hepburn)") }
        }
        #expect(missed == ["aist-5376 Akutiba Onsen"], "\(missed.prefix(20))")
        #expect(names("akuteiba").first == "アクティバ温泉")
    }

    @Test func hepburnSpellingsFindWhatTheFileSpellingsFind() {
        #expect(names("kusatsu").first == "草津")
        #expect(names("Ryukumoshiretoko").first == "竜雲知床温泉")
        #expect(names("Ryuukumoshiretoko").first == "竜雲知床温泉")
        #expect(names("kutchan").contains { $0.hasPrefix("倶知安") })
        #expect(names("Shin'akakura").contains("長命の湯・新赤倉"))
        #expect(names("shin'akakura").contains("長命の湯・新赤倉"))
    }

    /// `hot spring(s)` is 温泉 as a suffix and alone; `spa` and `onsen` keep working as they did.
    @Test func hotSpringsIsTheGenericWord() {
        for query in ["kusatsu hot spring", "Kusatsu Hot Springs", "kusatsu hot-springs", "kusatsu onsen", "kusatsu spa", "草津温泉"] {
            #expect(names(query).first == "草津", "query \(query)")
        }
        let onsen = ids("onsen")
        #expect(onsen.count > 1_000)
        for query in ["hot spring", "hot springs", "Hot Springs", "hotsprings"] {
            #expect(ids(query) == onsen, "query \(query)")
        }
        #expect(ids("hot springs spa") == ids("onsen spa"))
        #expect(names("dogo hot springs").first == "道後温泉")
    }

    @Test func prefecturesAndRegionsInEnglish() {
        let gunma = Set(FacilitySearchEngineTests.raw.filter { $0.pref == "10" }.map(\.id))
        for query in ["gunma", "Gunma", "Gunma Prefecture", "gunma pref.", "群馬県"] {
            #expect(gunma.isSubset(of: Set(ids(query))), "query \(query)")
        }
        #expect(Set(ids("kanto region")) == Set(ids("kanto")))
        #expect(Set(ids("kusatsu gunma")).contains("aist-2711"))
        #expect(ids("kusatsu hot springs gunma").first == "aist-2711")
    }

    /// The words are read the same whichever language the app speaks.
    @Test func theLanguageInForceChangesNothing() {
        let japanese = AppLanguage.$scoped.withValue(.ja) { ids("kusatsu hot springs") }
        let english = AppLanguage.$scoped.withValue(.en) { ids("kusatsu hot springs") }
        #expect(japanese == english)
        #expect(!japanese.isEmpty)
    }
}
