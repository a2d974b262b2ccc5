import Testing
@testable import JapaneseSearch

@Suite struct RankingTests {
    @Test func tiersRankExactPrefixWordPrefixSubstringFuzzy() {
        let index = SearchIndex([
            SearchRecord(id: 1, name: "草の津"),  // fuzzy
            SearchRecord(id: 2, name: "上草津"),  // substring: all kanji, no word start
            SearchRecord(id: 3, name: "ホテル草津"),  // word prefix: kana → kanji
            SearchRecord(id: 4, name: "草津町"),  // prefix
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

    @Test func nameReadingRomajiAndAliasesRankTogetherBeforeExtraTerms() {
        let index = SearchIndex([
            SearchRecord(id: 1, name: "温泉", extraTerms: ["くさつ"], priority: 9),
            SearchRecord(id: 2, name: "温泉", romaji: "Kusatsu"),
            SearchRecord(id: 3, name: "草津", reading: "くさつ"),
            SearchRecord(id: 4, name: "くさつ"),
            SearchRecord(id: 5, name: "湯", aliases: ["くさつ"]),
        ])
        let hits = index.search("くさつ")
        #expect(hits.map(\.id) == [2, 3, 4, 5, 1])
        #expect(hits.map(\.field) == [.romaji, .reading, .name, .alias(index: 0), .extraTerm(index: 0)])
    }

    @Test func priorityBreaksTiesWithinATierBeforeTheId() {
        let index = SearchIndex([
            SearchRecord(id: 1, name: "草津", priority: 3),
            SearchRecord(id: 2, name: "草津", priority: 9),
            SearchRecord(id: 3, name: "草津町", priority: 12),
            SearchRecord(id: 4, name: "草津", priority: 3),
        ])
        // Exact before prefix whatever the priority; among the exact ones the higher priority first.
        #expect(index.search("草津").map(\.id) == [2, 1, 4, 3])
        #expect(index.search("").map(\.id) == [3, 2, 1, 4])
        let hits = index.search("草津")
        #expect(hits.map(\.score) == hits.map(\.score).sorted(by: >))
    }

    @Test func anAliasMatchesLikeTheName() {
        let index = SearchIndex([
            SearchRecord(id: 1, name: "湯本温泉", reading: "ゆもとおんせん", aliases: ["箱根湯本", "はこねゆもと"]),
            SearchRecord(id: 2, name: "箱根湯本ホテル"),
        ])
        #expect(index.search("箱根湯本").first?.id == 1)
        #expect(index.search("箱根湯本").first?.field == .alias(index: 0))
        #expect(index.search("hakone yumoto").first?.field == .alias(index: 1))
        #expect(index.search("箱根湯本温泉").first?.tier == .exact)
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

    @Test func genericSuffixesAreOptionalOnBothSides() {
        let index = SearchIndex([
            SearchRecord(id: 1, name: "草津温泉郷", reading: "くさつおんせんきょう", romaji: "Kusatsu Onsenkyou"),
            SearchRecord(id: 2, name: "草津", reading: "くさつ", romaji: "Kusatsu"),
            SearchRecord(id: 3, name: "西草津温泉", reading: "にしくさつおんせん"),
            SearchRecord(id: 4, name: "草津湯", reading: "くさつゆ"),
            SearchRecord(id: 5, name: "黒湯", reading: "くろゆ"),
        ])
        for query in ["草津", "草津温泉", "草津温泉郷", "草津鉱泉", "草津の湯", "くさつおんせん", "kusatsu onsen", "kusatsu spa",
                      "kusatsukosen", "クサツオンセン"] {
            let hits = index.search(query)
            // 草津湯 is exact for kanji; its reading くさつゆ keeps the ゆ (too many readings end in it).
            let exact: Set<Int> = query.first == "草" ? [1, 2, 4] : [1, 2]
            #expect(Set(hits.filter { $0.tier == .exact }.map(\.id)) == exact, "\(query)")
            #expect(hits.contains { $0.id == 3 && $0.tier == .substring }, "\(query)")
        }
        // 湯 after one character is part of the name, and a suffix alone is a query, not nothing.
        #expect(index.search("黒").first?.tier == .prefix)
        #expect(Set(index.search("温泉").map(\.id)) == [1, 3])
        // A half-typed "onse" is still a prefix being typed, not a finished suffix.
        #expect(index.search("kusatsu onse").map(\.id) == [1, 3])
    }

    @Test func anAreaMatchesItsSubAreas() {
        let index = SearchIndex([
            SearchRecord(id: 1, name: "別府/鉄輪", reading: "べっぷ/かんなわ"),
            SearchRecord(id: 2, name: "別府温泉"),
        ])
        #expect(index.search("別府").map(\.tier) == [.exact, .exact])
        #expect(index.search("べっぷ").first?.tier == .exact)
        #expect(index.search("鉄輪").first?.tier == .wordPrefix)
        #expect(index.search("別府鉄輪").first?.id == 1)
    }

    @Test func fuzzyStaysInsideAPhraseWithSmallGaps() {
        let index = SearchIndex([
            SearchRecord(id: 1, name: "日光湯元", reading: "にっこうゆもと"),
            SearchRecord(id: 2, name: "銀山", reading: "ぎんざん"),
            SearchRecord(id: 3, name: "ぎ あざん"),
        ])
        // に…ゆ…と skips three characters: not a match.
        #expect(index.search("nyuto").isEmpty)
        // One missed character is.
        #expect(index.search("ぎざん").map(\.id) == [2])
        #expect(index.search("ぎざん").first?.tier == .fuzzy)
        // Never across a space: ぎ and ざん are in different phrases of "ぎ あざん".
        #expect(!index.search("ぎざん").contains { $0.id == 3 })
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
            SearchRecord(id: 2, name: "草津町"),
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
