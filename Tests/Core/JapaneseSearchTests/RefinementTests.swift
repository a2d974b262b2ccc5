import Testing
@testable import JapaneseSearch

@Suite struct RefinementTests {
    /// A few hundred varied records so refinement has something to narrow.
    static let index = SearchIndex(records)

    static let records: [SearchRecord] = {
        let places: [(String, String, String)] = [
            ("草津", "くさつ", "Kusatsu"), ("道後", "どうご", "Dōgo"), ("別府", "べっぷ", "Beppu"),
            ("箱根", "はこね", "Hakone"), ("登別", "のぼりべつ", "Noboribetsu"), ("熊野", "くまの", "Kumano"),
            ("黒川", "くろかわ", "Kurokawa"), ("奥津", "おくつ", "Okutsu"), ("乳頭", "にゅうとう", "Nyūtō"),
            ("獅子ヶ鼻", "ししがはな", "Shishigahana"), ("沼津", "ぬまづ", "Numazu"), ("湯郷", "ゆのごう", "Yunogō"),
        ]
        let suffixes: [(String, String, String)] = [
            ("温泉", "おんせん", " Onsen"), ("温泉郷", "おんせんきょう", " Onsenkyō"), ("の湯", "のゆ", " no Yu"), ("", "", ""),
        ]
        var records: [SearchRecord] = []
        for (placeIndex, place) in places.enumerated() {
            for (suffixIndex, suffix) in suffixes.enumerated() {
                for copy in 0..<3 {
                    records.append(SearchRecord(
                        id: (placeIndex * 31 + suffixIndex * 7 + copy * 101) % 997,
                        name: place.0 + suffix.0, reading: place.1 + suffix.1, romaji: place.2 + suffix.2,
                        extraTerms: copy == 0 ? ["群馬県", "ぐんまけん", "Gunma"] : ["関東", "かんとう", "Kanto"]))
                }
            }
        }
        return records
    }()

    static let typedWords = [
        "kusatsu onsen", "dougo", "dōgo", "beppu", "noboribetsu", "くさつおんせん", "クサツ", "gunma", "kanto",
        "nyuutou", "shishigahana", "numazu", "温泉郷", "ku", "kumano", "kkk", "konn", "yunogou",
    ]

    @Test(arguments: typedWords)
    func typingCharacterByCharacterMatchesFreshSearch(_ word: String) {
        for limit in [nil, 5] as [Int?] {
            var previous = Self.index.result(for: "", limit: limit)
            for length in 1...word.count {
                let query = String(word.prefix(length))
                let refined = Self.index.search(query, within: previous, limit: limit)
                let fresh = Self.index.result(for: query, limit: limit)
                #expect(refined.hits == fresh.hits, "\(query) limit \(String(describing: limit))")
                #expect(refined.totalMatchCount == fresh.totalMatchCount)
                // Whatever the size heuristic picks, walking the previous
                // matches must give the fresh result whenever it is allowed.
                let prepared = PreparedQuery(query)
                if let matched = previous.matchedRecords, !prepared.pattern.isEmpty,
                   prepared.pattern.narrows(previous.pattern) {
                    let walked = Self.index.matchCandidates(prepared, candidates: matched, limit: limit)
                    #expect(walked.hits == fresh.hits, "walked \(query)")
                }
                previous = refined
            }
        }
    }

    @Test func deletingCharactersFallsBackToFreshSearch() {
        let long = Self.index.result(for: "kusatsu")
        let shorter = Self.index.search("kusa", within: long)
        #expect(shorter.hits == Self.index.result(for: "kusa").hits)
        let different = Self.index.search("beppu", within: long)
        #expect(different.hits == Self.index.result(for: "beppu").hits)
    }

    @Test func resultFromAnotherIndexIsNotTrusted() {
        let other = SearchIndex([SearchRecord(id: 1, name: "別府")])
        let previous = other.result(for: "く")
        #expect(Self.index.search("くさ", within: previous).hits == Self.index.result(for: "くさ").hits)
    }

    @Test func refinementOfLimitedResultStillFindsEverything() {
        let previous = Self.index.result(for: "く", limit: 1)
        let refined = Self.index.search("くさ", within: previous)
        #expect(refined.hits == Self.index.result(for: "くさ").hits)
        #expect(refined.hits.count > 1)
    }
}

/// The fast scan (SIMD needle, mask skips, direct matches) must agree with
/// the record-by-record matcher that refinement uses.
@Suite struct ScanAgreementTests {
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((value ^ (value >> 31)) % UInt64(bound))
        }
    }

    static let fragments = [
        "く", "さ", "つ", "ku", "sa", "tsu", "k", "s", "t", "温", "泉", "おん", "せん", "ど", "う", "ご", "dou", "go",
        "ー", "ッ", "ぷ", "ｸ", "Ｋ", "n", "ny", "ゅ", "の", "湯", "獅子", "ヶ", "gun", "ma", "ka", "to", " ", "・",
        "お", "oo", "ō", "きょう", "kyo", "べ", "p", "ぬま", "zu", "郷", "x",
    ]

    @Test func randomQueriesAgreeWithRecordByRecordMatching() {
        let index = RefinementTests.index
        let everyRecord = (0..<UInt32(index.count)).map { $0 }
        var generator = Generator(state: 42)
        var withHits = 0
        for _ in 0..<600 {
            let query = (0..<(1 + generator.next(4))).map { _ in Self.fragments[generator.next(Self.fragments.count)] }
                .joined()
            let prepared = PreparedQuery(query)
            // Queries of only separators list everything without matching.
            guard !prepared.pattern.isEmpty else { continue }
            let scanned = index.result(for: query)
            // Several words are matched each on its own, and the reference does the same record by record.
            let walked = SearchIndex.words(of: prepared.text).count > 1
                ? index.resultScanningEveryRecord(for: query)
                : index.matchCandidates(prepared, candidates: everyRecord, limit: nil)
            #expect(scanned.hits == walked.hits, "\(query)")
            if !scanned.hits.isEmpty { withHits += 1 }
        }
        #expect(withHits > 100)
    }
}
