import Testing
@testable import JapaneseSearch

/// An index written to bytes and read back searches exactly as the one that was built; damaged or
/// foreign bytes are refused rather than trusted by the hot loops.
@Suite struct StoredIndexTests {
    static let built = RefinementTests.index

    @Test func aStoredIndexSearchesAsTheBuiltOne() throws {
        let loaded = try SearchIndex(encoded: Self.built.encoded())
        #expect(loaded.count == Self.built.count)
        for word in RefinementTests.typedWords + ["", "zzz", "湯", "ku", "ぐんま"] {
            for length in 0...word.count {
                let query = String(word.prefix(length))
                #expect(loaded.search(query) == Self.built.search(query), "'\(query)'")
                #expect(loaded.search(query, limit: 5) == Self.built.search(query, limit: 5), "'\(query)' limit 5")
            }
        }
    }

    @Test func anIndexCutIntoPartsAnywhereReadsTheSame() throws {
        let bytes = Self.built.encoded()
        // Cuts inside a header, inside an array, and parts of one byte.
        for cuts in [[1], [5, 6, 7], [bytes.count / 3, bytes.count / 2], Array(stride(from: 3, to: bytes.count, by: 977))] {
            var parts: [[UInt8]] = []
            var start = 0
            for cut in cuts + [bytes.count] {
                parts.append(Array(bytes[start..<cut]))
                start = cut
            }
            let loaded = try SearchIndex(encodedParts: parts)
            for query in ["", "く", "くさつ", "kusatsu onsen", "gunma", "zzz"] {
                #expect(loaded.search(query) == Self.built.search(query), "'\(query)' cut at \(cuts.prefix(3))")
            }
        }
    }

    @Test func damagedOrForeignBytesAreRefused() {
        let bytes = Self.built.encoded()
        #expect(throws: SearchIndexDecodingError.truncated) { try SearchIndex(encoded: Array(bytes.prefix(bytes.count / 2))) }
        #expect(throws: SearchIndexDecodingError.wrongFormat) { try SearchIndex(encoded: [0, 1, 2, 3] + Array(bytes.dropFirst(4))) }
        #expect(throws: SearchIndexDecodingError.self) { try SearchIndex(encoded: []) }
        var extended = bytes
        extended.append(0)
        #expect(throws: SearchIndexDecodingError.inconsistent) { try SearchIndex(encoded: extended) }
    }
}
