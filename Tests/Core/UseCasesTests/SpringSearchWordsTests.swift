import Entities
import Localization
import Testing
@testable import UseCases

/// Issue 35 part 2: a spring type alone, or an effect, lists every area of the types it names
/// (the real catalog, as FacilitySearchEngineTests loads it), with the standard's wording.
@Suite struct SpringSearchWordsTests {
    static var engine: FacilitySearchEngine { FacilitySearchEngineTests.engine }

    /// The ids of every area of `types`, classified straight from the CSV's 泉質.
    static func byHand(_ types: Set<SpringCategory>) -> Set<String> {
        Set(FacilitySearchEngineTests.raw.filter { !SpringClassification.of($0.senshitsu).categories.isDisjoint(with: types) }.map(\.id))
    }

    static func ids(_ query: String) -> Set<String> {
        let outcome = engine.run(SearchRequest(query: query))
        return Set(outcome.rows.map { outcome.listings.id(at: $0.index).rawValue })
    }

    @Test(arguments: [
        ("酸性", SpringCategory.acidic), ("sansei", .acidic), ("酸性泉", .acidic), ("acidic", .acidic), ("サンセイ", .acidic),
        ("硫黄", .sulfur), ("iou", .sulfur), ("sulfur", .sulfur), ("Sulphur", .sulfur), ("塩化物泉", .chloride), ("chloride", .chloride),
        ("bicarbonate", .bicarbonate), ("iron", .iron), ("radon", .radioactive), ("radium", .radioactive),
        ("carbonated", .carbonDioxide), ("iodine", .iodine), ("simple", .simple),
        ("Hydrogen carbonate", .bicarbonate), ("Carbon dioxide", .carbonDioxide), ("Sulfate", .sulfate), ("Radioactive", .radioactive),
    ])
    func aTypeAloneListsEveryAreaOfIt(_ query: String, _ type: SpringCategory) {
        let expected = Self.byHand([type])
        #expect(!expected.isEmpty)
        #expect(expected.isSubset(of: Self.ids(query)), "\(query)")
        #expect(Self.engine.run(SearchRequest(query: query)).springMatch?.categories == [type])
    }

    @Test func effectWordsListTheTypesThatCarryThem() throws {
        let cuts = try #require(SpringQueryWords.match("きりきず"))
        #expect(cuts.categories == [.chloride, .bicarbonate, .sulfate, .carbonDioxide])
        #expect(cuts.summary.contains("浴用「きりきず」"))
        #expect(cuts.summary.contains("医学的な助言ではありません"))
        AppLanguage.$scoped.withValue(.en) {
            #expect(cuts.summary.contains("bathing 'cuts'"))
            #expect(cuts.summary.contains("not medical advice"))
        }
        #expect(Self.byHand(cuts.categories).isSubset(of: Self.ids("きりきず")))
        #expect(SpringQueryWords.match("皮膚乾燥症")?.categories == [.chloride, .bicarbonate, .sulfate])
        #expect(SpringQueryWords.match("dry skin")?.categories == [.chloride, .bicarbonate, .sulfate])
        // General indications belong to every 療養泉.
        #expect(SpringQueryWords.match("神経痛")?.categories == Set(SpringCategory.therapeutic))
        #expect(SpringQueryWords.match("neuralgia")?.wording.first?.japanese.contains("神経痛") == true)
        #expect(SpringQueryWords.match("冷え性")?.categories == Set(SpringCategory.therapeutic))
        #expect(SpringQueryWords.match("gout")?.categories == [.bicarbonate, .radioactive])
        #expect(Self.ids("神経痛") == Self.byHand(Set(SpringCategory.therapeutic)))
    }

    /// Every type name the English screens show finds its type, as every Japanese one does.
    @Test func everyShownTypeNameIsASearchWord() {
        for type in SpringCategory.therapeutic {
            for language in Language.allCases {
                let name = type.label(in: language)
                #expect(SpringQueryWords.match(name)?.categories == [type], "\(name)")
            }
        }
    }

    /// What the English detail shows of an effect finds it too (`sensitivity to cold`).
    @Test func theEnglishOfAnEffectIsASearchWord() {
        #expect(SpringQueryWords.match("sensitivity to cold")?.categories == Set(SpringCategory.therapeutic))
        #expect(SpringQueryWords.match("atopic dermatitis")?.categories == [.acidic, .sulfur])
        #expect(SpringQueryWords.match("hyperuricaemia")?.categories == [.bicarbonate, .radioactive])
    }

    @Test func ordinaryQueriesAndPrefixesAreNotSpringWords() {
        for query in ["くさ", "くさつ", "kusatsu", "温泉", "tan", "さ", "io n", "箱根", "sanse", "a"] {
            #expect(SpringQueryWords.match(query) == nil, "\(query)")
            #expect(Self.engine.run(SearchRequest(query: query)).springMatch == nil)
        }
    }

    @Test func aNamedAreaComesBeforeTheAreasOfTheType() {
        let outcome = Self.engine.run(SearchRequest(query: "硫黄"))
        let first = outcome.listings[outcome.rows[0].index]
        #expect(first.name.contains("硫黄"))
        #expect(outcome.totalCount == outcome.rows.count)
        let limited = Self.engine.run(SearchRequest(query: "硫黄", limit: 5))
        #expect(limited.rows.count == 5)
        #expect(limited.totalCount == outcome.rows.count)
    }
}
