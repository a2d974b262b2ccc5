import Testing
@testable import JapaneseSearch

/// One-character queries answered from the hits kept when the index was built must equal the full
/// search: same hits, same order, same highlights, same totals, at every limit around the depth kept.
@Suite struct PrecomputedAnswerTests {
    static let depth = 4
    /// Every one-character query that matches anything gets an answer of `depth` hits.
    static let answering = SearchIndex(RefinementTests.records,
                                       precomputing: PrecomputedAnswers.Policy(depth: depth, minimumMatches: 1))
    static let fullSearch = SearchIndex(RefinementTests.records,
                                        precomputing: PrecomputedAnswers.Policy(depth: depth, minimumMatches: .max))

    /// Every letter as typed in lower and upper case, full width, and kana and kanji in each script.
    static let oneCharacterQueries: [String] = {
        let lower = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { String(UnicodeScalar($0)) }
        let fullWidth = (0xFF21...0xFF3A).compactMap { UnicodeScalar($0).map(String.init) }
            + (0xFF41...0xFF5A).compactMap { UnicodeScalar($0).map(String.init) }
        return lower + lower.map { $0.uppercased() } + fullWidth
            + ["く", "ク", "ｸ", "お", "オ", "ん", "の", "ゆ", "ー", "温", "泉", "湯", "群", "関", "津", "ぐ", "か"]
    }()

    static let limits: [Int?] = [0, 1, depth - 1, depth, depth + 1, 50, nil]

    @Test(arguments: oneCharacterQueries)
    func equalsTheFullSearchAndTheScan(_ query: String) {
        for limit in Self.limits {
            let answered = Self.answering.result(for: query, limit: limit)
            let searched = Self.fullSearch.result(for: query, limit: limit)
            let scanned = Self.answering.resultScanningEveryRecord(for: query, limit: limit)
            #expect(answered.hits == searched.hits, "'\(query)' limit \(String(describing: limit))")
            #expect(answered.hits == scanned.hits, "'\(query)' limit \(String(describing: limit))")
            #expect(answered.totalMatchCount == scanned.totalMatchCount, "'\(query)'")
            #expect(answered.normalizedQuery == scanned.normalizedQuery)
        }
    }

    @Test func answersAreKeptForLettersKanaAndKanjiAndUsedOnlyWithinTheirDepth() throws {
        for query in ["k", "K", "Ｋ", "ｋ", "く", "ク", "ku", "温"] {
            let prepared = PreparedQuery(query)
            let answer = try #require(Self.answering.precomputed.answer(for: prepared.pattern), "'\(query)'")
            #expect(answer.total > Self.depth, "'\(query)' matches more than the depth kept")
            #expect(answer.hits.count == Self.depth)
            #expect(Self.answering.precomputedResult(prepared, limit: Self.depth)?.hits.count == Self.depth)
            // More than kept, or everything: the full search.
            #expect(Self.answering.precomputedResult(prepared, limit: Self.depth + 1) == nil)
            #expect(Self.answering.precomputedResult(prepared, limit: nil) == nil)
        }
        #expect(Self.fullSearch.precomputed.keys.isEmpty)
        // Longer queries are never looked up; a whole syllable typed in romaji is its kana.
        #expect(PrecomputedAnswers.key(of: PreparedQuery("kus").pattern) == nil)
        #expect(PrecomputedAnswers.key(of: PreparedQuery("ya").pattern) == PrecomputedAnswers.key(of: PreparedQuery("ヤ").pattern))
        #expect(PrecomputedAnswers.key(of: PreparedQuery("くさ").pattern) == nil)
        #expect(PrecomputedAnswers.key(of: PreparedQuery("").pattern) == nil)
    }

    @Test func aQueryMatchingNothingKeepsNoAnswer() {
        #expect(Self.answering.precomputed.answer(for: PreparedQuery("鬼").pattern) == nil)
        #expect(Self.answering.result(for: "鬼", limit: 1).totalMatchCount == 0)
    }

    @Test func refiningAnAnsweredResultSearchesAfresh() {
        for (first, next) in [("k", "ku"), ("く", "くさ"), ("K", "kus"), ("g", "gunma")] {
            let previous = Self.answering.result(for: first, limit: 2)
            #expect(previous.matchedRecords == nil, "'\(first)' was answered from the kept hits")
            for limit in [2, nil] as [Int?] {
                let refined = Self.answering.search(next, within: previous, limit: limit)
                let fresh = Self.fullSearch.result(for: next, limit: limit)
                #expect(refined.hits == fresh.hits, "'\(next)'")
                #expect(refined.totalMatchCount == fresh.totalMatchCount)
            }
        }
    }

    @Test func storedAndReloadedAnswersAreTheSame() throws {
        let reloaded = try SearchIndex(encoded: try Self.answering.encoded(identity: "p"), identity: "p")
        #expect(Array(reloaded.precomputed.keys) == Array(Self.answering.precomputed.keys))
        #expect(Array(reloaded.precomputed.records) == Array(Self.answering.precomputed.records))
        for query in Self.oneCharacterQueries {
            for limit in Self.limits {
                let loaded = reloaded.result(for: query, limit: limit)
                let built = Self.fullSearch.result(for: query, limit: limit)
                #expect(loaded.hits == built.hits, "'\(query)' limit \(String(describing: limit))")
                #expect(loaded.totalMatchCount == built.totalMatchCount)
            }
        }
    }

    @Test func theStandardPolicyKeepsAnswersOnlyForLargeIndexes() {
        let small = PrecomputedAnswers.Policy.standard(recordCount: 5_000)
        #expect(small.minimumMatches > RefinementTests.records.count)
        #expect(RefinementTests.index.precomputed.keys.isEmpty)
        let large = PrecomputedAnswers.Policy.standard(recordCount: 1_000_000)
        #expect(large.minimumMatches == 1_000_000 / 16)
        // The search screen's first page fits in an answer.
        #expect(large.depth >= 300)
    }
}
