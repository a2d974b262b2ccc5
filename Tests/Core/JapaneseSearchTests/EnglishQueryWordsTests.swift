import Testing
@testable import JapaneseSearch

/// English words rewritten to what the index knows: `hot spring(s)` → `onsen`, and `prefecture` or
/// `region` after a place name left out.
@Suite struct EnglishQueryWordsTests {
    @Test(arguments: [
        ("hot spring", "onsen"), ("hot springs", "onsen"), ("Hot Springs", "onsen"), ("hotsprings", "onsen"),
        ("hot-spring", "onsen"), ("kusatsu hot springs", "kusatsu onsen"), ("kusatsu hot springs gunma", "kusatsu onsen gunma"),
        ("Gunma Prefecture", "Gunma"), ("gunma pref.", "gunma"), ("kanto region", "kanto"),
        // Unchanged: nothing to rewrite, or the word stands alone.
        ("kusatsu", "kusatsu"), ("hot", "hot"), ("prefecture", "prefecture"), ("草津温泉", "草津温泉"), ("spa", "spa"),
        ("hotel spring", "hotel spring"),
    ])
    func rewrites(_ query: String, _ expected: String) {
        #expect(EnglishQueryWords.rewrite(query) == expected)
    }

    @Test func theIndexReadsHotSpringsAsOnsen() {
        let index = SearchIndex([
            SearchRecord(id: 1, name: "草津温泉", reading: "くさつおんせん", romaji: "Kusatsu Onsen"),
            SearchRecord(id: 2, name: "草津", reading: "くさつ"),
            SearchRecord(id: 3, name: "別府", reading: "べっぷ", extraTerms: ["大分県", "おおいたけん", "Oita"]),
        ])
        #expect(index.search("hot springs").map(\.id) == index.search("onsen").map(\.id))
        #expect(Set(index.search("kusatsu hot spring").map(\.id)) == [1, 2])
        #expect(index.search("oita prefecture").map(\.id) == [3])
        #expect(SearchIndex.words(of: "kusatsu hot springs") == ["kusatsu onsen"])
    }
}
