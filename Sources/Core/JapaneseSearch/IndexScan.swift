/// The search passes: a linear scan for contiguous matches, extra terms via
/// postings, then fuzzy matching for records nothing else matched.
extension SearchIndex {
    func matchAll(_ query: PreparedQuery, limit: Int?) -> SearchResult {
        let termMatches = matchTerms(query.pattern)
        return MatchState.withState(recordCount: count) { state in
            query.pattern.withView { pattern in
                fields.withView { view in
                    scanFields(view, pattern, into: state)
                    applyTerms(termMatches, fuzzy: false, into: state)
                    if pattern.allowsFuzzy {
                        fuzzyScan(view, pattern, into: state)
                        applyTerms(termMatches, fuzzy: true, into: state)
                    }
                }
            }
            return collect(query, records: 0..<count, state: state, termMatches: termMatches, limit: limit)
        }
    }

    /// Same passes, restricted to `candidates`, record by record.
    func matchCandidates(_ query: PreparedQuery, candidates: [UInt32], limit: Int?) -> SearchResult {
        let termMatches = matchTerms(query.pattern)
        return MatchState.withState(recordCount: count) { state in
        query.pattern.withView { pattern in
            fields.withView { view in
                for candidate in candidates {
                    let record = Int(candidate)
                    for field in 0..<Self.fieldsPerRecord {
                        let number = record * Self.fieldsPerRecord + field
                        if let match = view.bestMatch(in: number, from: view.bounds(of: number).start, pattern) {
                            state.offer(record, field: field, match: match)
                        }
                    }
                    offerTerms(of: record, termMatches, fuzzy: false, into: state)
                    if pattern.allowsFuzzy && state.rank[record] == MatchState.unmatched {
                        fuzzyFields(record, view, pattern, into: state)
                        if state.rank[record] == MatchState.unmatched {
                            offerTerms(of: record, termMatches, fuzzy: true, into: state)
                        }
                    }
                }
            }
        }
        return collect(query, records: candidates.lazy.map { Int($0) }, state: state, termMatches: termMatches, limit: limit)
        }
    }

    /// One pass over every name/reading/romaji unit. Only fields containing
    /// a possible first unit are examined, each once, from that unit on.
    private func scanFields(_ view: FieldView, _ pattern: PatternView, into state: MatchState) {
        let units = view.units
        let total = units.count
        var position = 0
        var field = 0
        let needles = UnitScan.Needles(pattern.units.first.map { [$0] } ?? pattern.tail?.firstUnits ?? [])
        while true {
            position = nextCandidate(units, from: position, pattern, needles)
            guard position < total else { return }
            field = view.field(containing: position, hint: field)
            if let match = view.bestMatchFromCandidate(in: field, at: position, pattern) {
                let record = field / Self.fieldsPerRecord
                state.offer(record, field: field - record * Self.fieldsPerRecord, match: match)
            }
            position = view.bounds(of: field).end
        }
    }

    /// First position at or after `from` whose unit could start a match; may
    /// report a few positions that `canStart` then rejects.
    @inline(__always)
    private func nextCandidate(_ units: UnsafeBufferPointer<UInt16>, from: Int, _ pattern: PatternView,
                               _ needles: UnitScan.Needles) -> Int {
        if let first = pattern.units.first { return UnitScan.firstIndex(of: first, in: units, from: from) }
        return UnitScan.firstIndex(ofAny: needles, in: units, from: from)
    }

    /// Fuzzy pass over all records: the field masks are scanned as one flat
    /// array, and only fields passing the mask test of a still-unmatched
    /// record are compared unit by unit.
    private func fuzzyScan(_ view: FieldView, _ pattern: PatternView, into state: MatchState) {
        let required = pattern.requiredMask
        let masks = view.fieldMasks
        var field = 0
        while field < masks.count {
            if required & ~masks[field] == 0 {
                let record = field / Self.fieldsPerRecord
                if state.rank[record] == MatchState.unmatched {
                    fuzzyFields(record, view, pattern, into: state)
                }
                // The record is settled either way; go to its next record.
                field = (record + 1) * Self.fieldsPerRecord
            } else {
                field += 1
            }
        }
    }

    private func fuzzyFields(_ record: Int, _ view: FieldView, _ pattern: PatternView, into state: MatchState) {
        for field in 0..<Self.fieldsPerRecord
        where view.fuzzyMatches(record * Self.fieldsPerRecord + field, pattern) {
            state.offer(record, rank: MatchState.rank(tierOrder: MatchTier.fuzzy.order, field: UInt8(field)), detail: 0)
            return
        }
    }

    /// Matches every distinct extra term once.
    private func matchTerms(_ pattern: QueryPattern) -> TermMatches {
        let termCount = terms.fieldCount
        var matches = TermMatches(rank: [UInt8](repeating: MatchState.unmatched, count: termCount),
                                  position: [UInt32](repeating: 0, count: termCount),
                                  fuzzy: [Bool](repeating: false, count: termCount))
        pattern.withView { pattern in
            terms.withView { view in
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
        return matches
    }

    /// Fans term matches out to the records that carry the term. The fuzzy
    /// pass only fills records still unmatched, since any other match ranks higher.
    private func applyTerms(_ matches: TermMatches, fuzzy: Bool, into state: MatchState) {
        for term in 0..<matches.rank.count {
            let rank: UInt8
            if fuzzy {
                guard matches.fuzzy[term] else { continue }
                rank = MatchState.rank(tierOrder: MatchTier.fuzzy.order, field: MatchState.extraField)
            } else {
                guard matches.rank[term] != MatchState.unmatched else { continue }
                rank = MatchState.rank(tierOrder: matches.rank[term], field: MatchState.extraField)
            }
            for posting in Int(postingStarts[term])..<Int(postingStarts[term + 1]) {
                let record = Int(postingRecords[posting])
                if fuzzy && state.rank[record] < rank { continue }
                state.offer(record, rank: rank, detail: postingSlots[posting])
            }
        }
    }

    private func offerTerms(of record: Int, _ matches: TermMatches, fuzzy: Bool, into state: MatchState) {
        let start = Int(recordTermStarts[record])
        for slot in start..<Int(recordTermStarts[record + 1]) {
            let term = Int(recordTerms[slot])
            let tierOrder = fuzzy ? (matches.fuzzy[term] ? MatchTier.fuzzy.order : MatchState.unmatched) : matches.rank[term]
            guard tierOrder != MatchState.unmatched else { continue }
            state.offer(record, rank: MatchState.rank(tierOrder: tierOrder, field: MatchState.extraField),
                        detail: UInt32(slot - start))
        }
    }
}
