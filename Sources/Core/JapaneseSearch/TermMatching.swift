/// Best match of the query in each distinct extra term, and from that the
/// best term of each distinct term list.
struct TermMatches {
    /// Per term: tier order of the best contiguous match, or `unmatched`.
    var rank: [UInt8]
    var position: [UInt32]
    var fuzzy: [Bool]
    /// Per list: best contiguous match (earliest slot among equals)…
    var listRank: [UInt8]
    var listSlot: [UInt32]
    /// …and first fuzzily matching slot, or `noSlot`.
    var listFuzzySlot: [UInt32]

    static let noSlot: UInt32 = .max
}

extension SearchIndex {
    func matchTerms(_ pattern: QueryPattern) -> TermMatches {
        let termCount = extraTerms.terms.fieldCount
        let listCount = extraTerms.listCount
        var matches = TermMatches(rank: [UInt8](repeating: MatchState.unmatched, count: termCount),
                                  position: [UInt32](repeating: 0, count: termCount),
                                  fuzzy: [Bool](repeating: false, count: termCount),
                                  listRank: [UInt8](repeating: MatchState.unmatched, count: listCount),
                                  listSlot: [UInt32](repeating: 0, count: listCount),
                                  listFuzzySlot: [UInt32](repeating: TermMatches.noSlot, count: listCount))
        pattern.withView { pattern in
            extraTerms.terms.withView { view in
                for term in 0..<termCount {
                    if let match = view.bestMatch(in: term, from: view.bounds(of: term).start, pattern) {
                        matches.rank[term] = match.tierOrder
                        matches.position[term] = UInt32(match.position)
                    } else if pattern.allowsFuzzy {
                        matches.fuzzy[term] = view.fuzzyMatches(term, pattern)
                    }
                }
            }
        }
        for list in 0..<listCount {
            let start = Int(extraTerms.listStarts[list])
            for slot in start..<Int(extraTerms.listStarts[list + 1]) {
                let term = Int(extraTerms.listTerms[slot])
                if matches.rank[term] < matches.listRank[list] {
                    matches.listRank[list] = matches.rank[term]
                    matches.listSlot[list] = UInt32(slot - start)
                }
                if matches.fuzzy[term] && matches.listFuzzySlot[list] == TermMatches.noSlot {
                    matches.listFuzzySlot[list] = UInt32(slot - start)
                }
            }
        }
        return matches
    }

    /// Offers each record its list's best contiguous term match (`fuzzy`
    /// false), or, to records nothing else matched, a fuzzy one.
    func applyTerms(_ matches: TermMatches, fuzzy: Bool, into state: MatchState) {
        let anyList = fuzzy
            ? matches.listFuzzySlot.contains { $0 != TermMatches.noSlot }
            : matches.listRank.contains { $0 != MatchState.unmatched }
        guard anyList else { return }
        extraTerms.recordList.withUnsafeBufferPointer { recordList in
            for record in recordList.indices {
                offerTerms(of: record, list: Int(recordList[record]), matches, fuzzy: fuzzy, into: state)
            }
        }
    }

    func offerTerms(of record: Int, _ matches: TermMatches, fuzzy: Bool, into state: MatchState) {
        offerTerms(of: record, list: Int(extraTerms.recordList[record]), matches, fuzzy: fuzzy, into: state)
    }

    @inline(__always)
    private func offerTerms(of record: Int, list: Int, _ matches: TermMatches, fuzzy: Bool, into state: MatchState) {
        if fuzzy {
            let slot = matches.listFuzzySlot[list]
            guard slot != TermMatches.noSlot, state.rank[record] == MatchState.unmatched else { return }
            state.offer(record, rank: MatchState.rank(tierOrder: MatchTier.fuzzy.order, field: MatchState.extraField),
                        detail: slot)
        } else {
            let tierOrder = matches.listRank[list]
            guard tierOrder != MatchState.unmatched else { return }
            state.offer(record, rank: MatchState.rank(tierOrder: tierOrder, field: MatchState.extraField),
                        detail: matches.listSlot[list])
        }
    }
}
