/// The outcome of one search, kept by the caller so the next keystroke can
/// refine it with `SearchIndex.search(_:within:limit:)`.
public struct SearchResult: Sendable {
    /// The query as searched: the caller's text, cut to
    /// `SearchIndex.maxQueryLength` characters.
    public let query: String
    /// `query` in canonical form (what was actually matched).
    public let normalizedQuery: String
    /// True when the caller's query was longer than `SearchIndex.maxQueryLength`
    /// and only its start was used; the UI may want to say so.
    public let isQueryTruncated: Bool
    /// Ranked hits, at most `limit` of them.
    public let hits: [SearchHit]
    /// Number of matching records before `limit` was applied.
    public let totalMatchCount: Int

    let pattern: QueryPattern
    /// Every matching record (internal numbers, ascending), whatever the limit,
    /// so refinement never misses a record that a limit had cut off. Nil for a precomputed answer
    /// and for the empty query: both match more records than refinement ever walks.
    let matchedRecords: [UInt32]?
    let indexIdentity: UInt64
}
