/// Best match of the query in each distinct term of one term table, and from
/// that the best term of each distinct term list.
struct TermMatches {
    /// Which table (`SearchIndex.termTables`) and hence which field these are.
    var table: Int
    var field: UInt8
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
    /// Field order of each term table: aliases rank with the name, extra terms after it.
    static let termTableFields: [UInt8] = [MatchState.aliasField, MatchState.extraField]

    func matchTerms(_ pattern: QueryPattern) -> [TermMatches] {
        termTables.indices.map { matchTerms(pattern, table: $0) }
    }

    private func matchTerms(_ pattern: QueryPattern, table number: Int) -> TermMatches {
        let table = termTables[number]
        let termCount = table.terms.fieldCount
        let listCount = table.listCount
        var matches = TermMatches(table: number, field: Self.termTableFields[number],
                                  rank: [UInt8](repeating: MatchState.unmatched, count: termCount),
                                  position: [UInt32](repeating: 0, count: termCount),
                                  fuzzy: [Bool](repeating: false, count: termCount),
                                  listRank: [UInt8](repeating: MatchState.unmatched, count: listCount),
                                  listSlot: [UInt32](repeating: 0, count: listCount),
                                  listFuzzySlot: [UInt32](repeating: TermMatches.noSlot, count: listCount))
        pattern.withView { pattern in
            table.terms.withView { view in
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
            let start = Int(table.listStarts[list])
            for slot in start..<Int(table.listStarts[list + 1]) {
                let term = Int(table.listTerms[slot])
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
    /// false), or, to records nothing else matched, a fuzzy one. Only the
    /// records of lists that matched are visited.
    func applyTerms(_ matches: [TermMatches], fuzzy: Bool, into state: MatchState) {
        for tableMatches in matches {
            let table = termTables[tableMatches.table]
            let records = table.listRecords
            for list in 0..<table.listCount {
                let matched = fuzzy
                    ? tableMatches.listFuzzySlot[list] != TermMatches.noSlot
                    : tableMatches.listRank[list] != MatchState.unmatched
                guard matched else { continue }
                for entry in Int(table.listRecordStarts[list])..<Int(table.listRecordStarts[list + 1]) {
                    offerTerms(of: Int(records[entry]), list: list, tableMatches, fuzzy: fuzzy, into: state)
                }
            }
        }
    }

    func offerTerms(of record: Int, _ matches: [TermMatches], fuzzy: Bool, into state: MatchState) {
        for tableMatches in matches {
            let list = Int(termTables[tableMatches.table].recordList[record])
            offerTerms(of: record, list: list, tableMatches, fuzzy: fuzzy, into: state)
        }
    }

    @inline(__always)
    private func offerTerms(of record: Int, list: Int, _ matches: TermMatches, fuzzy: Bool, into state: MatchState) {
        if fuzzy {
            let slot = matches.listFuzzySlot[list]
            guard slot != TermMatches.noSlot, state.rank[record] == MatchState.unmatched else { return }
            state.offer(record, rank: MatchState.rank(tierOrder: MatchTier.fuzzy.order, field: matches.field),
                        detail: slot)
        } else {
            let tierOrder = matches.listRank[list]
            guard tierOrder != MatchState.unmatched else { return }
            state.offer(record, rank: MatchState.rank(tierOrder: tierOrder, field: matches.field),
                        detail: matches.listSlot[list])
        }
    }
}
