import Testing
@testable import JapaneseSearch

@Suite struct RankingTests {
    @Test func tiersRankExactPrefixWordPrefixSubstringFuzzy() {
        let index = SearchIndex([
            SearchRecord(id: 1, name: "草の津"),  // fuzzy
            SearchRecord(id: 2, name: "上草津"),  // substring: all kanji, no word start
            SearchRecord(id: 3, name: "ホテル草津"),  // word prefix: kana → kanji
            SearchRecord(id: 4, name: "草津温泉"),  // prefix
            SearchRecord(id: 5, name: "草津"),  // exact
        ])
        let hits = index.search("草津")
        #expect(hits.map(\.id) == [5, 4, 3, 2, 1])
        #expect(hits.map(\.tier) == [.exact, .prefix, .wordPrefix, .substring, .fuzzy])
        let tiers: [MatchTier] = [.exact, .prefix, .wordPrefix, .substring, .fuzzy]
        #expect(tiers == tiers.sorted(by: >))
        #expect(hits.map(\.score) == hits.map(\.score).sorted(by: >))
    }

    @Test func wordPrefixAfterSpaceInRomaji() {
        let index = SearchIndex([SearchRecord(id: 1, name: "箱根湯本", romaji: "Hakone Yumoto")])
        let hit = index.search("yumoto").first
        #expect(hit?.tier == .wordPrefix)
        #expect(hit?.field == .romaji)
    }

    @Test func nameBeatsReadingBeatsRomajiBeatsExtraTerm() {
        let index = SearchIndex([
            SearchRecord(id: 1, name: "温泉", extraTerms: ["くさつ"]),
            SearchRecord(id: 2, name: "温泉", romaji: "Kusatsu"),
            SearchRecord(id: 3, name: "草津", reading: "くさつ"),
            SearchRecord(id: 4, name: "くさつ"),
        ])
        let hits = index.search("くさつ")
        #expect(hits.map(\.id) == [4, 3, 2, 1])
        #expect(hits.map(\.field) == [.name, .reading, .romaji, .extraTerm(index: 0)])
    }

    @Test func tierRanksBeforeField() {
        let index = SearchIndex([
            SearchRecord(id: 1, name: "上草津"),  // name, substring
            SearchRecord(id: 2, name: "温泉", reading: "くさつ"),  // reading, exact
        ])
        #expect(index.search("くさつ").map(\.id) == [2])
        #expect(index.search("kusatsu").map(\.id) == [2])
        let mixed = SearchIndex([
            SearchRecord(id: 1, name: "上草津", reading: "かみくさつ"),  // reading substring
            SearchRecord(id: 2, name: "湯", reading: "ゆ", extraTerms: ["くさつ"]),  // extra exact
        ])
        #expect(mixed.search("くさつ").map(\.id) == [2, 1])
    }

    @Test func shorterNameFirstWithinTierAndField() {
        let index = SearchIndex([
            SearchRecord(id: 1, name: "草津温泉郷"),
            SearchRecord(id: 2, name: "草津温泉"),
            SearchRecord(id: 3, name: "草津温泉 大滝乃湯"),
        ])
        #expect(index.search("草津").map(\.id) == [2, 1, 3])
    }

    @Test func stableTiebreakOnId() {
        let records = [9, 3, 7, 5].map { SearchRecord(id: $0, name: "草津温泉") }
        let index = SearchIndex(records)
        #expect(index.search("草津").map(\.id) == [3, 5, 7, 9])
        #expect(index.search("").map(\.id) == [3, 5, 7, 9])
        #expect(SearchIndex(records.reversed()).search("草津").map(\.id) == [3, 5, 7, 9])
    }

    @Test func limitKeepsTheBestHits() {
        let index = SearchIndex([
            SearchRecord(id: 1, name: "上草津"),
            SearchRecord(id: 2, name: "草津温泉"),
            SearchRecord(id: 3, name: "草津"),
        ])
        let result = index.result(for: "草津", limit: 2)
        #expect(result.hits.map(\.id) == [3, 2])
        #expect(result.totalMatchCount == 3)
    }

    @Test func earlierExtraTermWinsTies() {
        let index = SearchIndex([SearchRecord(id: 1, name: "x", extraTerms: ["関東", "Kanto", "かんとう"])])
        #expect(index.search("かんとう").first?.field == .extraTerm(index: 1))
    }
}
