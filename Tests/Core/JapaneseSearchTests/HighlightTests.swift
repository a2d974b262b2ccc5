import Testing
@testable import JapaneseSearch

@Suite struct HighlightTests {
    /// The first hit with its highlight in the text it matched (the index keeps no text).
    private struct Found {
        var hit: SearchHit
        var record: SearchRecord
        var field: MatchedField { hit.field }
        var tier: MatchTier { hit.tier }
        var ranges: [Range<Int>] {
            switch hit.field {
            case .name: hit.ranges(in: record.name)
            case .reading: hit.ranges(in: record.reading)
            case .romaji: hit.ranges(in: record.romaji)
            case .alias(let index): hit.ranges(in: record.aliases[index])
            case .extraTerm(let index): hit.ranges(in: record.extraTerms[index])
            }
        }
    }

    private func firstHit(_ query: String, _ records: [SearchRecord]) -> Found? {
        guard let hit = SearchIndex(records).search(query).first,
              let record = records.first(where: { $0.id == hit.id }) else { return nil }
        return Found(hit: hit, record: record)
    }

    @Test func kanjiInsideName() {
        let hit = firstHit("津", [SearchRecord(id: 1, name: "草津温泉")])
        #expect(hit?.field == .name)
        #expect(hit?.ranges == [1..<2])
    }

    @Test func readingPrefix() {
        let hit = firstHit("くさ", [SearchRecord(id: 1, name: "草津", reading: "くさつ")])
        #expect(hit?.field == .reading)
        #expect(hit?.ranges == [0..<2])
    }

    @Test func partialRomajiCoversTheStartedSyllable() {
        let hit = firstHit("kus", [SearchRecord(id: 1, name: "草津", reading: "くさつ")])
        #expect(hit?.ranges == [0..<2])
    }

    @Test func romajiFieldRangesAreInTheLatinText() {
        let hit = firstHit("onsen", [SearchRecord(id: 1, name: "草津", romaji: "Kusatsu Onsen")])
        #expect(hit?.field == .romaji)
        #expect(hit?.tier == .wordPrefix)
        #expect(hit?.ranges == [8..<13])
        let whole = firstHit("くさつおんせん", [SearchRecord(id: 1, name: "草津", romaji: "Kusatsu Onsen")])
        #expect(whole?.ranges == [0..<13])
    }

    @Test func skippedLongVowelIsHighlighted() {
        let hit = firstHit("dogo", [SearchRecord(id: 1, name: "道後", reading: "どうご")])
        #expect(hit?.ranges == [0..<3])
        let macron = firstHit("ご", [SearchRecord(id: 1, name: "道後", romaji: "Dōgo")])
        #expect(macron?.ranges == [2..<4])
    }

    @Test func halfWidthAndFullWidthOffsetsAreOriginalCharacters() {
        #expect(firstHit("くさ", [SearchRecord(id: 1, name: "ｸｻﾂ温泉")])?.ranges == [0..<2])
        #expect(firstHit("ぐん", [SearchRecord(id: 1, name: "ｸﾞﾝﾏ")])?.ranges == [0..<2])
        #expect(firstHit("sa", [SearchRecord(id: 1, name: "ＫＵＳＡＴＳＵ")])?.ranges == [2..<4])
    }

    @Test func fuzzyHighlightsEachMatchedCharacter() {
        let hit = firstHit("草津", [SearchRecord(id: 1, name: "草の津")])
        #expect(hit?.tier == .fuzzy)
        #expect(hit?.ranges == [0..<1, 2..<3])
    }

    @Test func fuzzyInLongFieldUsesRangeList() {
        let name = String(repeating: "あ", count: 70) + "草あ津"
        let hit = firstHit("草津", [SearchRecord(id: 1, name: name)])
        #expect(hit?.tier == .fuzzy)
        #expect(hit?.ranges == [70..<71, 72..<73])
    }

    @Test func extraTermRangesPointIntoThatTerm() {
        let hit = firstHit("gunma", [SearchRecord(id: 1, name: "草津", extraTerms: ["群馬県", "ぐんまけん", "Gunma"])])
        #expect(hit?.field == .extraTerm(index: 2))
        #expect(hit?.tier == .exact)
        #expect(hit?.ranges == [0..<5])
    }

    @Test func smallKeInPlaceName() {
        let hit = firstHit("獅子が", [SearchRecord(id: 1, name: "獅子ヶ鼻")])
        #expect(hit?.ranges == [0..<3])
    }

    @Test func emptyQueryHasNoHighlight() {
        #expect(firstHit("", [SearchRecord(id: 1, name: "草津")])?.ranges == [])
    }
}
