/// One-character queries answered from `PrecomputedAnswers`, and the ranking that makes them.
extension SearchIndex {
    /// The result of `query` read off its precomputed answer, when one is kept and holds every hit
    /// asked for. Equal to the full search's: the kept hits are its first ones, with its match state.
    func precomputedResult(_ query: PreparedQuery, limit: Int?) -> SearchResult? {
        guard let answer = precomputed.answer(for: query.pattern) else { return nil }
        let taken = min(max(limit ?? answer.total, 0), answer.total)
        guard taken <= answer.hits.count else { return nil }
        let termMatches = matchTerms(query.pattern)
        let first = answer.hits.lowerBound
        let answers = precomputed
        let hits = query.pattern.withView { pattern in
            withFieldViews { views in
                (first..<(first + taken)).map { entry in
                    makeHit(Int(answers.records[entry]), rank: answers.ranks[entry], detail: answers.details[entry],
                            pattern, views, termMatches)
                }
            }
        }
        // No matched records: the answer is kept only for queries matching too many records for
        // refinement to walk them.
        return SearchResult(query: query.text, normalizedQuery: query.normalized, isQueryTruncated: query.isTruncated,
                            hits: hits, totalMatchCount: answer.total, pattern: query.pattern,
                            matchedRecords: nil, indexIdentity: identity)
    }

    /// The number of records matching `pattern` and the first `depth` of them in result order:
    /// sort class, then internal number, as `collect` orders them.
    func rankedMatches(_ pattern: QueryPattern, depth: Int) -> (total: Int, hits: [RankedMatch]) {
        let termMatches = matchTerms(pattern)
        return MatchState.withState(recordCount: count, scratch: scratch) { state in
            pattern.withView { offerEveryMatch($0, termMatches, into: state) }
            var byClass = [[RankedMatch]](repeating: [], count: MatchState.sortClassCount)
            var total = 0
            for record in 0..<count where state.rank[record] != MatchState.unmatched {
                total += 1
                let sortClass = MatchState.sortClass(ofRank: state.rank[record])
                guard byClass[sortClass].count < depth else { continue }
                byClass[sortClass].append(RankedMatch(record: UInt32(record), rank: state.rank[record],
                                                      detail: state.detail[record]))
            }
            return (total, Array(byClass.joined().prefix(depth)))
        }
    }
}
