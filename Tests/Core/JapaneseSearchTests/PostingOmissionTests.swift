import Testing
@testable import JapaneseSearch

/// A reading or romaji field with the same text as an earlier field of its record is left out of
/// the posting lists; the earlier field offers the same matches ranked higher, so nothing changes.
@Suite struct PostingOmissionTests {
    static let records = [
        // Name, reading and romaji all くさつ: only the name is listed.
        SearchRecord(id: 0, name: "くさつ", reading: "くさつ", romaji: "Kusatsu"),
        // Romaji is the reading: listed under name and reading.
        SearchRecord(id: 1, name: "草津", reading: "くさつ", romaji: "Kusatsu"),
        // Romaji differs (a second word): all three listed.
        SearchRecord(id: 2, name: "草津", reading: "くさつ", romaji: "Kusatsu Onsen"),
        // Romaji is the name, not the reading.
        SearchRecord(id: 3, name: "ゆの", reading: "ゆのはな", romaji: "Yuno"),
        SearchRecord(id: 4, name: "湯", reading: "", romaji: "", extraTerms: ["群馬県", "ぐんまけん", "Gunma"]),
    ]
    static let index = SearchIndex(records)

    func listed(_ unit: Character, store: Int) -> [Int] {
        let postings = Self.index.unitPostings[store]
        let value = Int(unit.utf16.first ?? 0)
        return (Int(postings.starts[value])..<Int(postings.starts[value + 1])).map { Self.index.ids[Int(postings.fields[$0])] }
    }

    @Test func fieldsRepeatingAnEarlierFieldAreNotListed() {
        #expect(listed("く", store: 0) == [0])
        #expect(listed("く", store: 1) == [1, 2])
        #expect(listed("く", store: 2) == [2])
        #expect(listed("ゆ", store: 1) == [3])
        #expect(listed("ゆ", store: 2) == [])
    }

    @Test(arguments: ["く", "くさ", "kus", "kusatsu", "ku", "k", "sa", "onsen", "kusatsu onsen", "ksa", "ゆ", "yu", "yuno",
                      "ゆの", "yunoha", "湯", "gunma", "ぐ", "つ", "tsu"])
    func resultsEqualTheScan(_ query: String) {
        for limit in [nil, 1, 2] as [Int?] {
            let indexed = Self.index.result(for: query, limit: limit)
            let scanned = Self.index.resultScanningEveryRecord(for: query, limit: limit)
            #expect(indexed.hits == scanned.hits, "'\(query)' limit \(String(describing: limit))")
            #expect(indexed.totalMatchCount == scanned.totalMatchCount, "'\(query)'")
        }
    }
}
