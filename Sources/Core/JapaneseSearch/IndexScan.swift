/// The search passes: each field store is searched through the posting list
/// of the query's rarest unit (contiguous and fuzzy matches), then extra
/// terms are applied per distinct term list.
extension SearchIndex {
    func matchAll(_ query: PreparedQuery, limit: Int?) -> SearchResult {
        if let answer = precomputedResult(query, limit: limit) { return answer }
        let termMatches = matchTerms(query.pattern)
        return MatchState.withState(recordCount: count, scratch: scratch) { state in
            query.pattern.withView { offerEveryMatch($0, termMatches, into: state) }
            if let matches = state.sortedMatches(atMost: count / Self.refinementDivisor) {
                return collect(query, records: matches.lazy.map { Int($0) }, state: state, termMatches: termMatches,
                               limit: limit)
            }
            return collect(query, records: 0..<count, state: state, termMatches: termMatches, limit: limit)
        }
    }

    /// Every match of `pattern`: each field store through its posting lists, then the extra terms.
    func offerEveryMatch(_ pattern: PatternView, _ termMatches: [TermMatches], into state: MatchState) {
        withFieldViews { views in
            RecordParts.run(recordCount: count, parts: scanParts, state: state) { records, state in
                for kind in views.indices {
                    if pattern.units.count == 1 && pattern.tail == nil {
                        offerSingleUnit(pattern.units[0], postings: unitPostings[kind], kind: kind, records: records,
                                        into: state)
                    } else {
                        scan(views[kind], store: fieldStores[kind], postings: unitPostings[kind], kind: kind,
                             pattern, records: records, into: state)
                    }
                }
            }
        }
        applyTerms(termMatches, fuzzy: false, into: state)
        if pattern.allowsFuzzy { applyTerms(termMatches, fuzzy: true, into: state) }
    }

    /// Every record matched one by one, without posting lists: the reference
    /// that the indexed search must equal (tests and benches compare the two).
    public func resultScanningEveryRecord(for query: String, limit: Int? = nil, also: WordMatcher? = nil) -> SearchResult {
        let prepared = PreparedQuery(query)
        if prepared.pattern.isEmpty { return everything(prepared, limit: limit) }
        let words = Self.words(of: prepared.text)
        if words.count > 1 { return matchWords(words, whole: prepared, limit: limit, also: also, scanning: true) }
        return matchCandidates(prepared, candidates: (0..<count).map { UInt32($0) }, limit: limit)
    }

    /// Same passes, restricted to `candidates`, record by record.
    func matchCandidates(_ query: PreparedQuery, candidates: [UInt32], limit: Int?) -> SearchResult {
        let termMatches = matchTerms(query.pattern)
        return MatchState.withState(recordCount: count, scratch: scratch) { state in
            query.pattern.withView { pattern in
                withFieldViews { views in
                    for candidate in candidates {
                        match(Int(candidate), views, pattern, termMatches, into: state)
                    }
                }
            }
            return collect(query, records: candidates.lazy.map { Int($0) }, state: state,
                           termMatches: termMatches, limit: limit)
        }
    }

    func match(_ record: Int, _ views: [FieldView], _ pattern: PatternView, _ termMatches: [TermMatches],
                       into state: MatchState) {
        for (kind, view) in views.enumerated() {
            if let match = view.bestMatch(in: record, from: view.bounds(of: record).start, pattern) {
                state.offer(record, field: kind, match: match)
            }
        }
        offerTerms(of: record, termMatches, fuzzy: false, into: state)
        guard pattern.allowsFuzzy && state.rank[record] == MatchState.unmatched else { return }
        for (kind, view) in views.enumerated() where view.fuzzyMatches(record, pattern) {
            state.offer(record, field: kind, match: FieldMatch(tierOrder: MatchTier.fuzzy.order, position: 0, end: 0))
            return
        }
        offerTerms(of: record, termMatches, fuzzy: true, into: state)
    }

    /// Finds the matches in one store by visiting only the fields that hold
    /// the query's rarest required unit (or, when rarer, one of the kana its
    /// half-typed syllable can become): every match, fuzzy ones included,
    /// contains it. A store without it is skipped outright.
    private func scan(_ view: FieldView, store: FieldStore, postings: UnitPostings, kind: Int, _ pattern: PatternView,
                      records: Range<Int>, into state: MatchState) {
        guard let first = pattern.units.first else {
            guard let tail = pattern.tail else { return }
            if let letter = tail.singleLetter, let bit = InitialLetters.bit(letter) {
                return scanByInitial(view, kind: kind, bit: bit, records: records, into: state)
            }
            return analysePostings(of: tail.firstUnits, view, postings, kind: kind, pattern, records: records, into: state)
        }
        var rarest = 0
        var rarestCount = store.unitFrequency[Int(first)]
        for (index, unit) in pattern.units.enumerated() where !pattern.optional[index] {
            let count = store.unitFrequency[Int(unit)]
            // Ties go to the first unit, whose visit has a faster direct path.
            if count < rarestCount {
                rarest = index
                rarestCount = count
            }
        }
        guard rarestCount > 0 else { return }
        if let tail = pattern.tail {
            let tailUnits = tail.firstUnits.filter { store.unitFrequency[Int($0)] > 0 }
            guard !tailUnits.isEmpty else { return }
            // "nob": b-row kana are rarer than の.
            if tailUnits.reduce(0, { $0 + store.unitFrequency[Int($1)] }) < rarestCount {
                return analysePostings(of: tailUnits, view, postings, kind: kind, pattern, records: records, into: state)
            }
        }
        if rarest == 0 {
            scanFirstUnitPostings(view, postings, kind: kind, pattern, records: records, into: state)
        } else {
            analysePostings(of: [pattern.units[rarest]], view, postings, kind: kind, pattern, records: records, into: state)
        }
    }

    /// Every field holding the query's first unit, from its first occurrence.
    private func scanFirstUnitPostings(_ view: FieldView, _ postings: UnitPostings, kind: Int, _ pattern: PatternView,
                                       records: Range<Int>, into state: MatchState) {
        let unit = pattern.units[0]
        let fields = postings.fields, firstOffsets = postings.firstOffsets
        for entry in postings.entries(of: unit, within: records) {
            let field = Int(fields[entry])
            // A field lacking any required unit cannot match, even fuzzily.
            guard pattern.requiredMask & ~view.fieldMasks[field] == 0 else { continue }
            let (start, end) = view.bounds(of: field)
            guard firstOffsets[entry] != UnitPostings.unknownOffset else {
                analyse(field, kind: kind, from: start, view, pattern, into: state)
                continue
            }
            let position = start + Int(firstOffsets[entry])
            guard let match = view.directMatch(at: position, start: start, end: end, pattern) else {
                analyse(field, kind: kind, from: position, view, pattern, into: state)
                continue
            }
            state.offer(field, field: kind, match: match)
            if match.tierOrder == MatchTier.substring.order,
               let better = view.laterWordPrefixMatch(in: field, after: position, pattern) {
                state.offer(field, field: kind, match: better)
            }
        }
    }

    /// Every field holding one of `units`, analysed whole. A field holding
    /// several is analysed more than once, which changes nothing.
    private func analysePostings(of units: [UInt16], _ view: FieldView, _ postings: UnitPostings, kind: Int,
                                 _ pattern: PatternView, records: Range<Int>, into state: MatchState) {
        let fields = postings.fields
        for unit in units {
            for entry in postings.entries(of: unit, within: records) {
                let field = Int(fields[entry])
                guard pattern.requiredMask & ~view.fieldMasks[field] == 0 else { continue }
                analyse(field, kind: kind, from: view.bounds(of: field).start, view, pattern, into: state)
            }
        }
    }

    /// A one-character query straight from the posting list of that unit. The
    /// matched position is left for hit building, which only happens for hits shown.
    private func offerSingleUnit(_ unit: UInt16, postings: UnitPostings, kind: Int, records: Range<Int>,
                                 into state: MatchState) {
        let fields = postings.fields, tierOrders = postings.tierOrders
        for entry in postings.entries(of: unit, within: records) {
            state.offer(Int(fields[entry]), rank: MatchState.rank(tierOrder: tierOrders[entry], field: UInt8(kind)),
                        detail: MatchState.positionUnknown)
        }
    }

    /// A one-letter query from the per-field letter masks alone. The matched
    /// position is left for hit building, which only happens for hits shown.
    private func scanByInitial(_ view: FieldView, kind: Int, bit: UInt32, records: Range<Int>, into state: MatchState) {
        for field in records.clamped(to: view.fieldLetters.indices) {
            let letters = view.fieldLetters[field]
            guard letters.any & bit != 0 else { continue }
            let order: UInt8
            if letters.prefix & bit != 0 {
                let (start, end) = view.bounds(of: field)
                var rest = start + 1
                while rest < end && view.flags[rest] & UnitFlag.optional != 0 { rest += 1 }
                order = rest == end ? MatchTier.exact.order : MatchTier.prefix.order
            } else {
                order = letters.word & bit != 0 ? MatchTier.wordPrefix.order : MatchTier.substring.order
            }
            state.offer(field, rank: MatchState.rank(tierOrder: order, field: UInt8(kind)),
                        detail: MatchState.positionUnknown)
        }
    }

    /// Best contiguous match of `field` from `from` on, else a fuzzy match.
    @inline(__always)
    private func analyse(_ field: Int, kind: Int, from: Int, _ view: FieldView, _ pattern: PatternView,
                         into state: MatchState) {
        if let match = view.bestMatch(in: field, from: from, pattern) {
            state.offer(field, field: kind, match: match)
        } else if pattern.allowsFuzzy && view.fuzzyMatches(field, pattern) {
            state.offer(field, field: kind, match: FieldMatch(tierOrder: MatchTier.fuzzy.order, position: 0, end: 0))
        }
    }
}
