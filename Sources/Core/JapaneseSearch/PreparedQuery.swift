/// A query cut to length and normalised in query mode.
struct PreparedQuery {
    let text: String
    let isTruncated: Bool
    let pattern: QueryPattern
    let normalized: String

    init(_ query: String) {
        // Stops counting at the limit, so a huge paste costs no more than that.
        let cut = query.index(query.startIndex, offsetBy: SearchIndex.maxQueryLength, limitedBy: query.endIndex)
        let isTruncated = cut.map { $0 < query.endIndex } ?? false
        text = isTruncated ? String(query[..<(cut ?? query.endIndex)]) : query
        self.isTruncated = isTruncated
        var normalizer = Normalizer()
        // English words for what the index knows in Japanese (`hot springs` → `onsen`), after the
        // cut so a huge paste is read no further than before.
        normalizer.run(EnglishQueryWords.rewrite(text), mode: .query)
        pattern = QueryPattern(normalizer: normalizer)
        normalized = normalizer.canonicalString
    }
}
