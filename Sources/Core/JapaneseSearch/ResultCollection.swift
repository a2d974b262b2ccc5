/// Turns per-record match state into ranked hits.
///
/// Ranking keys are small (rank × name length), so a counting sort orders
/// tens of thousands of hits in linear time; records are visited in internal
/// (id) order, which makes it stable and gives the id tiebreak for free.
extension SearchIndex {
    private static let nameLengthBuckets = 256
    private static let bucketCount = 20 * nameLengthBuckets

    func collect(_ query: PreparedQuery, records: some Sequence<Int>, state: MatchState,
                 termMatches: TermMatches, limit: Int?) -> SearchResult {
        var matched: [UInt32] = []
        matched.reserveCapacity(count)
        var counts = [Int](repeating: 0, count: Self.bucketCount + 1)
        nameLengths.withUnsafeBufferPointer { nameLengths in
            counts.withUnsafeMutableBufferPointer { counts in
                for record in records where state.rank[record] != MatchState.unmatched {
                    matched.append(UInt32(truncatingIfNeeded: record))
                    counts[Int(state.rank[record]) &* Self.nameLengthBuckets &+ Int(nameLengths[record]) &+ 1] &+= 1
                }
                for index in 1..<counts.count { counts[index] &+= counts[index - 1] }
            }
        }
        let taken = min(max(limit ?? matched.count, 0), matched.count)
        var ordered = [UInt32](repeating: 0, count: taken)
        let hits = query.pattern.withView { pattern in
            fields.withView { fieldView in
                nameLengths.withUnsafeBufferPointer { nameLengths in
                    counts.withUnsafeMutableBufferPointer { counts in
                        ordered.withUnsafeMutableBufferPointer { ordered in
                            for record in matched {
                                let index = Int(record)
                                let key = Int(state.rank[index]) &* Self.nameLengthBuckets &+ Int(nameLengths[index])
                                let slot = counts[key]
                                counts[key] = slot &+ 1
                                guard slot < taken else { continue }
                                ordered[slot] = record
                                // Highlights are read here, in text order, rather than in
                                // rank order, which would jump around memory.
                                recordSpan(index, state, pattern, fieldView)
                            }
                        }
                    }
                }
                return terms.withView { termView in
                    ordered.map { makeHit(Int($0), state, pattern, fieldView, termView, termMatches) }
                }
            }
        }
        return SearchResult(query: query.text, normalizedQuery: query.normalized, isQueryTruncated: query.isTruncated,
                            hits: hits, totalMatchCount: matched.count, pattern: query.pattern,
                            matchedRecords: matched, indexIdentity: identity)
    }

    /// Empty query: every record, in id order.
    func everything(_ query: PreparedQuery, limit: Int?) -> SearchResult {
        let taken = min(max(limit ?? count, 0), count)
        let hits = (0..<taken).map {
            SearchHit(id: ids[$0], tier: .prefix, score: 0, field: .name, highlight: .none)
        }
        return SearchResult(query: query.text, normalizedQuery: query.normalized, isQueryTruncated: query.isTruncated,
                            hits: hits, totalMatchCount: count, pattern: query.pattern,
                            matchedRecords: (0..<count).map { UInt32($0) }, indexIdentity: identity)
    }

    private func makeHit(_ record: Int, _ state: MatchState, _ pattern: PatternView, _ fieldView: FieldView,
                         _ termView: FieldView, _ termMatches: TermMatches) -> SearchHit {
        let rank = state.rank[record]
        let fieldOrder = rank % 4
        let tier = MatchTier(order: rank / 4)
        let nameLength = Int(nameLengths[record])
        let score = (19 - Int(rank)) * Self.nameLengthBuckets + (Self.nameLengthBuckets - 1 - nameLength)
        let field: MatchedField
        let highlight: Highlight
        if fieldOrder == MatchState.extraField {
            let slot = Int(state.detail[record])
            field = .extraTerm(index: slot)
            let term = Int(recordTerms[Int(recordTermStarts[record]) + slot])
            if tier == .fuzzy {
                highlight = fuzzyHighlight(term, pattern, termView)
            } else {
                let position = Int(termMatches.position[term])
                let end = termView.matchEnd(at: position, pattern, end: termView.bounds(of: term).end) ?? position + 1
                let range = termView.sourceRange(first: position, last: end - 1)
                highlight = .span(lower: Int32(range.lowerBound), upper: Int32(range.upperBound))
            }
        } else {
            field = fieldOrder == 0 ? .name : (fieldOrder == 1 ? .reading : .romaji)
            if tier == .fuzzy {
                highlight = fuzzyHighlight(record * Self.fieldsPerRecord + Int(fieldOrder), pattern, fieldView)
            } else {
                highlight = .span(lower: Int32(state.spanLower[record]), upper: Int32(state.spanUpper[record]))
            }
        }
        return SearchHit(id: ids[record], tier: tier, score: score, field: field, highlight: highlight)
    }

    /// Stores the Character range of a contiguous name/reading/romaji match.
    @inline(__always)
    private func recordSpan(_ record: Int, _ state: MatchState, _ pattern: PatternView, _ view: FieldView) {
        let rank = state.rank[record]
        guard rank % 4 != MatchState.extraField, rank / 4 != MatchTier.fuzzy.order else { return }
        let field = record * Self.fieldsPerRecord + Int(rank % 4)
        let position = Int(state.detail[record])
        let end = view.matchEnd(at: position, pattern, end: view.bounds(of: field).end) ?? position + 1
        let range = view.sourceRange(first: position, last: end - 1)
        state.spanLower[record] = UInt16(truncatingIfNeeded: range.lowerBound)
        state.spanUpper[record] = UInt16(truncatingIfNeeded: range.upperBound)
    }

    private func fuzzyHighlight(_ field: Int, _ pattern: PatternView, _ view: FieldView) -> Highlight {
        var ranges: [Range<Int>] = []
        _ = view.fuzzyPositions(field, pattern) { ranges.append(view.sourceRange(first: $0, last: $0)) }
        return Highlight(merging: ranges)
    }
}
