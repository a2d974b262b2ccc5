import Entities

/// A query set for search quality (`bench/search-quality.csv`): each query must find one of the
/// expected areas near the top. The bench prints the figures; a test holds them at 100%.
public struct SearchQualityCase: Hashable, Sendable {
    /// `kanji`, `kanji+温泉`, `hiragana` or `romaji`.
    public var query, form: String
    public var expected: Set<FacilityID>

    /// Kanji is what a name is written in: the place must come first. Kana and romaji can mean
    /// several names (べっぷ is also 別府 in 高知, read べふ … or not): the top three will do.
    public var allowedRank: Int { form.hasPrefix("kanji") ? 1 : 3 }

    public init(query: String, form: String, expected: Set<FacilityID>) {
        self.query = query
        self.form = form
        self.expected = expected
    }

    /// Lines of `query,form,expected_ids`; `#` lines and the header are skipped.
    public static func parse(_ text: String) -> [SearchQualityCase] {
        text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#"), !line.hasPrefix("query,") else { return nil }
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3 else { return nil }
            return SearchQualityCase(query: fields[0], form: fields[1],
                                     expected: Set(fields[2].split(separator: " ").map { FacilityID(String($0)) }))
        }
    }
}

public struct SearchQualityResult: Hashable, Sendable {
    public var testCase: SearchQualityCase
    /// 1-based rank of the first expected area, nil when it is not found at all.
    public var rank: Int?
    /// The first rows, for a report.
    public var top: [String]

    public var passes: Bool { rank.map { $0 <= testCase.allowedRank } ?? false }
}

extension FacilitySearchEngine {
    public func evaluate(_ cases: [SearchQualityCase]) -> [SearchQualityResult] {
        cases.map { testCase in
            let outcome = run(SearchRequest(query: testCase.query))
            let ids = outcome.rows.map { listings[$0.index].id }
            let rank = ids.firstIndex(where: testCase.expected.contains).map { $0 + 1 }
            let top = outcome.rows.prefix(3).map { "\(listings[$0.index].name) (\(listings[$0.index].prefectureName))" }
            return SearchQualityResult(testCase: testCase, rank: rank, top: top)
        }
    }
}
