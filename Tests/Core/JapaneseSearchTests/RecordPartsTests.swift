import Testing
@testable import JapaneseSearch

/// A search split by record range (`RecordParts`, what a large index does on two cores) finds
/// exactly what one walk over every record finds: the same hits in the same order, the same
/// count, and the same records kept for the next keystroke's refinement.
@Suite struct RecordPartsTests {
    static let names: [(String, String, String)] = [
        ("草津温泉", "くさつおんせん", "Kusatsu Onsen"), ("草津", "くさつ", "Kusatsu"), ("箱根湯本", "はこねゆもと", "Hakone Yumoto"),
        ("湯布院", "ゆふいん", "Yufuin"), ("くさのゆ", "くさのゆ", "Kusanoyu"), ("山田温泉", "やまだおんせん", "Yamada Onsen"),
        ("道後温泉", "どうごおんせん", "Dogo Onsen"), ("野沢温泉", "のざわおんせん", "Nozawa Onsen"),
    ]

    /// 2,000 areas of equal priority, so internal order is id order: the first half of the
    /// records is ids 0..<1000. Only that half has ぬるゆ areas, more of them than one part's
    /// share of the first-match list holds, though fewer than the whole list holds.
    static let records: [SearchRecord] = (0..<2000).map { id in
        if id < 1000 && id % 5 == 0 {
            return SearchRecord(id: id, name: "ぬる湯\(id)", reading: "ぬるゆ", romaji: "Nuruyu")
        }
        let (name, reading, romaji) = names[id % names.count]
        return SearchRecord(id: id, name: name + "\(id % 97)", reading: reading, romaji: romaji,
                            extraTerms: id % 3 == 0 ? ["群馬県", "ぐんまけん", "Gunma"] : [])
    }

    static let whole: SearchIndex = {
        var index = SearchIndex(records)
        index.scanParts = 1
        return index
    }()

    static func split(_ parts: Int) -> SearchIndex {
        var index = whole
        index.scanParts = parts
        return index
    }

    @Test(arguments: [2, 3])
    func splitSearchesFindWhatOneWalkFinds(parts: Int) {
        let split = Self.split(parts)
        for query in ["く", "くさ", "くさつ", "kusat", "k", "ksa", "ゆ", "湯", "onsen", "kusatsu onsen", "ぐんま",
                      "gunma", "ぬるゆ", "nuru", "zzq"] {
            for limit in [nil, 1, 50] as [Int?] {
                let expected = Self.whole.result(for: query, limit: limit)
                let found = split.result(for: query, limit: limit)
                #expect(found.hits == expected.hits, "'\(query)' in \(parts) parts, limit \(String(describing: limit))")
                #expect(found.totalMatchCount == expected.totalMatchCount, "'\(query)' in \(parts) parts")
                #expect(found.matchedRecords == expected.matchedRecords, "'\(query)' in \(parts) parts")
            }
        }
    }

    /// The ぬるゆ matches all fall in the first part and overflow its share of the first-match
    /// list: the split search must notice the list is not whole, not collect from part of it.
    @Test func aPartWithMoreFirstMatchesThanItsShareStillFindsThemAll() {
        let matches = Self.records.filter { $0.reading == "ぬるゆ" }.count
        let listed = Self.whole.count / SearchIndex.refinementDivisor
        #expect(matches > listed / 2 && matches <= listed)
        let found = Self.split(2).result(for: "ぬるゆ")
        #expect(found.totalMatchCount == matches)
        #expect(found.hits.map(\.id) == Self.whole.result(for: "ぬるゆ").hits.map(\.id))
    }

    @Test func aLargeIndexSplitsAndASmallOneDoesNot() {
        #expect(Self.records.count < RecordParts.minimumRecords)
        #expect(SearchIndex(Self.records).scanParts == 1)
    }
}
