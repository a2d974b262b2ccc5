/// Turns per-record match state into ranked hits.
///
/// Ranking keys are small (rank × name length), so a counting sort orders
/// tens of thousands of hits in linear time; records are visited in internal
/// (id) order, which makes it stable and gives the id tiebreak for free.
extension SearchIndex {
    /// Sort class of every possible rank byte, so the hot loop does one load.
    private static let sortClasses: [UInt8] = (0...255).map { UInt8(MatchState.sortClass(ofRank: UInt8($0))) }

    func collect(_ query: PreparedQuery, records: some Sequence<Int>, state: MatchState,
                 termMatches: [TermMatches], limit: Int?) -> SearchResult {
        var counts = [Int](repeating: 0, count: MatchState.sortClassCount + 1)
        var matched = [UInt32](unsafeUninitializedCapacity: count) { matched, matchedCount in
            Self.sortClasses.withUnsafeBufferPointer { sortClasses in
                counts.withUnsafeMutableBufferPointer { counts in
                    for record in records where state.rank[record] != MatchState.unmatched {
                        matched[matchedCount] = UInt32(truncatingIfNeeded: record)
                        matchedCount &+= 1
                        counts[Int(sortClasses[Int(state.rank[record])]) &+ 1] &+= 1
                    }
                    for index in 1..<counts.count { counts[index] &+= counts[index - 1] }
                }
            }
        }
        // The result keeps this list for refinement; do not keep it oversized.
        if matched.count < count / 4 { matched = Array(matched[...]) }
        let taken = min(max(limit ?? matched.count, 0), matched.count)
        let placeholder = SearchHit(id: 0, tier: .fuzzy, score: 0, field: .name, highlight: .none)
        var hits = [SearchHit](repeating: placeholder, count: taken)
        query.pattern.withView { pattern in
            withFieldViews { fieldViews in
                Self.sortClasses.withUnsafeBufferPointer { sortClasses in
                    counts.withUnsafeMutableBufferPointer { counts in
                        hits.withUnsafeMutableBufferPointer { hits in
                            // Hits are built here, in text order, rather than in rank
                            // order, which would jump around memory for highlights.
                            for record in matched {
                                let index = Int(record)
                                let key = Int(sortClasses[Int(state.rank[index])])
                                let slot = counts[key]
                                counts[key] = slot &+ 1
                                guard slot < taken else { continue }
                                hits[slot] = makeHit(index, rank: state.rank[index], detail: state.detail[index], pattern,
                                                     fieldViews, termMatches)
                            }
                        }
                    }
                }
            }
        }
        return SearchResult(query: query.text, normalizedQuery: query.normalized, isQueryTruncated: query.isTruncated,
                            hits: hits, totalMatchCount: matched.count, pattern: query.pattern,
                            matchedRecords: matched, indexIdentity: identity)
    }

    /// Empty query: every record, in priority, then id, order.
    func everything(_ query: PreparedQuery, limit: Int?) -> SearchResult {
        let taken = min(max(limit ?? count, 0), count)
        let hits = (0..<taken).map {
            SearchHit(id: ids[$0], tier: .prefix, score: Int(priorities[$0]), field: .name, highlight: .none)
        }
        return SearchResult(query: query.text, normalizedQuery: query.normalized, isQueryTruncated: query.isTruncated,
                            hits: hits, totalMatchCount: count, pattern: query.pattern,
                            // Every record: more than a refinement ever walks (see `search(_:within:)`),
                            // so not spelled out (4 MB at a million, on every empty query).
                            matchedRecords: nil, indexIdentity: identity)
    }

    /// The hit of `record`, whose match `rank` and `detail` are as `MatchState` holds them.
    func makeHit(_ record: Int, rank: UInt8, detail: UInt32, _ pattern: PatternView, _ fieldViews: [FieldView],
                 _ termMatches: [TermMatches]) -> SearchHit {
        let fieldOrder = rank % MatchState.fieldsPerTier
        let tier = MatchTier(order: rank / MatchState.fieldsPerTier)
        let sortClass = MatchState.sortClass(ofRank: rank)
        let score = (MatchState.sortClassCount - 1 - sortClass) * 256 + Int(priorities[record])
        let field: MatchedField
        let highlight: Highlight
        if let table = Self.termTableFields.firstIndex(of: fieldOrder) {
            let slot = Int(detail)
            field = fieldOrder == MatchState.aliasField ? .alias(index: slot) : .extraTerm(index: slot)
            let term = termTables[table].term(of: record, slot: slot)
            highlight = termTables[table].terms.withView { termView in
                if tier == .fuzzy { return fuzzyHighlight(term, pattern, termView) }
                let position = Int(termMatches[table].position[term])
                let (start, fieldEnd) = termView.bounds(of: term)
                let end = termView.matchEnd(at: position, pattern, end: fieldEnd) ?? position + 1
                return .span(first: Int32(position - start), last: Int32(end - 1 - start))
            }
        } else {
            field = fieldOrder == 0 ? .name : (fieldOrder == 1 ? .reading : .romaji)
            let view = fieldViews[Int(fieldOrder)]
            if tier == .fuzzy {
                highlight = fuzzyHighlight(record, pattern, view)
            } else {
                let (start, fieldEnd) = view.bounds(of: record)
                var position = Int(detail)
                if detail == MatchState.positionUnknown {
                    position = view.bestMatch(in: record, from: start, pattern)?.position ?? start
                }
                let end = view.matchEnd(at: position, pattern, end: fieldEnd) ?? position + 1
                highlight = .span(first: Int32(position - start), last: Int32(end - 1 - start))
            }
        }
        return SearchHit(id: ids[record], tier: tier, score: score, field: field, highlight: highlight)
    }

    private func fuzzyHighlight(_ field: Int, _ pattern: PatternView, _ view: FieldView) -> Highlight {
        let start = view.bounds(of: field).start
        var units: [Int] = []
        _ = view.fuzzyPositions(field, pattern) { units.append($0 - start) }
        return Highlight(units: units)
    }
}
