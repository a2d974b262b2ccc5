/// Queries of several words (`草津 群馬`, `kusatsu gunma`, `奥飛騨 平湯`): as in fzf and most search
/// boxes, a record matches when every word matches one of its fields, each word on its own. Ranked
/// by how well the words matched the record's names (name, reading, romaji, aliases); a word that
/// matched only an extra term (the prefecture) or a field the caller checks adds nothing, so ties
/// go as the empty query orders records (priority, then id).
extension SearchIndex {
    /// Says whether the record with caller id `id` matches a word by a field the index does not
    /// hold (the caller's spring types). Asked once per word; nil: no such field matches the word.
    public typealias WordMatcher = @Sendable (_ word: String) -> (@Sendable (_ id: Int) -> Bool)?

    /// The words of `query`, split at spaces (ASCII or ideographic). A word that only names the
    /// kind of place (温泉, onsen, spa …, see `GenericSuffix`) belongs to the word before it, so
    /// `kusatsu onsen` stays one word, as it has always matched.
    public static func words(of query: String) -> [String] {
        var words: [String] = []
        for part in EnglishQueryWords.rewrite(query).split(whereSeparator: \.isWhitespace) {
            if let last = words.last, isGenericWord(part) {
                words[words.count - 1] = last + " " + part
            } else {
                words.append(String(part))
            }
        }
        return words
    }

    /// True when `word` is nothing but a generic suffix: behind one character of name it would be
    /// left out as optional (湯 needs two, so it is a word of its own).
    private static func isGenericWord(_ word: Substring) -> Bool {
        var normalizer = Normalizer()
        normalizer.run("あ" + word, mode: .index)
        return normalizer.tail.isEmpty && normalizer.units.count > 1
            && normalizer.flags.dropFirst().allSatisfy { $0 & UnitFlag.soft != 0 || $0 & UnitFlag.optional != 0 }
            && normalizer.flags.dropFirst().contains { $0 & UnitFlag.soft != 0 }
    }

    /// Every record the whole query matches as one phrase (spaces ignored, as a single word is
    /// matched: `hakone yumoto`, `dougo onsen`), in that order, then every other record that each
    /// of `words` matches (see the type's comment). `scanning`: every record matched one by one,
    /// the reference the indexed passes must equal.
    func matchWords(_ words: [String], whole: PreparedQuery, limit: Int?, also: WordMatcher?, scanning: Bool = false) -> SearchResult {
        let prepared = words.map(PreparedQuery.init)
        let termMatches = prepared.map { matchTerms($0.pattern) }
        let wholeTerms = matchTerms(whole.pattern)
        let (phraseRank, phraseDetail) = phraseMatches(whole, wholeTerms, scanning: scanning)
        let tally = wordMatches(prepared, words: words, termMatches, also: also, scanning: scanning)
        let (wordsMatched, nameScore, best, bestDetail, bestWord) = (tally.matched, tally.nameScore, tally.best, tally.bestDetail, tally.bestWord)
        let complete = UInt8(truncatingIfNeeded: prepared.count)
        var phrase = (0..<count).filter { phraseRank[$0] != MatchState.unmatched }
        // As `collect` orders one word: class, then internal number (priority, then id).
        phrase.sort { (MatchState.sortClass(ofRank: phraseRank[$0]), $0) < (MatchState.sortClass(ofRank: phraseRank[$1]), $1) }
        var byWords = (0..<count).filter { wordsMatched[$0] == complete && phraseRank[$0] == MatchState.unmatched }
        byWords.sort { (nameScore[$0], $1) > (nameScore[$1], $0) }
        let taken = min(max(limit ?? (phrase.count + byWords.count), 0), phrase.count + byWords.count)
        let hits = withFieldViews { fieldViews in
            (phrase + byWords).prefix(taken).map { record -> SearchHit in
                if phraseRank[record] != MatchState.unmatched {
                    return whole.pattern.withView { pattern in
                        makeHit(record, rank: phraseRank[record], detail: phraseDetail[record], pattern, fieldViews, wholeTerms)
                    }
                }
                // After every phrase match: the priority alone, below any of theirs.
                let score = Int(priorities[record])
                guard best[record] != MatchState.unmatched else {
                    // Every word matched the prefecture or a spring type: not a fuzzy match of a name.
                    return SearchHit(id: ids[record], tier: .substring, score: score, field: .extraTerm(index: 0), highlight: .none)
                }
                let word = Int(bestWord[record])
                let hit = prepared[word].pattern.withView { pattern in
                    makeHit(record, rank: best[record], detail: bestDetail[record], pattern, fieldViews, termMatches[word])
                }
                return SearchHit(id: hit.id, tier: hit.tier, score: score, field: hit.field, highlight: hit.highlight)
            }
        }
        // No refinement from here: the next keystroke matches every word again.
        return SearchResult(query: whole.text, normalizedQuery: whole.normalized, isQueryTruncated: whole.isTruncated,
                            hits: Array(hits), totalMatchCount: phrase.count + byWords.count, pattern: whole.pattern,
                            matchedRecords: nil, indexIdentity: identity)
    }

    /// The phrase's match per record (its rank and detail), as a one-word query keeps it.
    private func phraseMatches(_ whole: PreparedQuery, _ wholeTerms: [TermMatches], scanning: Bool) -> ([UInt8], [UInt32]) {
        var phraseRank = [UInt8](repeating: MatchState.unmatched, count: count)
        var phraseDetail = [UInt32](repeating: 0, count: count)
        fill(whole, wholeTerms, scanning: scanning) { state in
            for record in 0..<count where state.rank[record] != MatchState.unmatched {
                phraseRank[record] = state.rank[record]
                phraseDetail[record] = state.detail[record]
            }
        }
        return (phraseRank, phraseDetail)
    }

    /// Per record: how many words matched so far (a record drops out at its first miss), the
    /// names' score, and the best name match for the hit (its word, rank and detail).
    private struct WordTally {
        var matched: [UInt8]
        var nameScore: [UInt16]
        var best: [UInt8]
        var bestDetail: [UInt32]
        var bestWord: [UInt8]

        init(count: Int) {
            matched = [UInt8](repeating: 0, count: count)
            nameScore = [UInt16](repeating: 0, count: count)
            best = [UInt8](repeating: MatchState.unmatched, count: count)
            bestDetail = [UInt32](repeating: 0, count: count)
            bestWord = [UInt8](repeating: 0, count: count)
        }
    }

    private func wordMatches(
        _ prepared: [PreparedQuery], words: [String], _ termMatches: [[TermMatches]], also: WordMatcher?, scanning: Bool
    ) -> WordTally {
        var tally = WordTally(count: count)
        for (number, word) in prepared.enumerated() {
            let other = also?(words[number])
            let previous = UInt8(truncatingIfNeeded: number)
            fill(word, termMatches[number], scanning: scanning) { state in
                for record in 0..<count where tally.matched[record] == previous {
                    let rank = state.rank[record]
                    if rank == MatchState.unmatched {
                        guard let other, other(ids[record]) else { continue }
                    } else if rank % MatchState.fieldsPerTier != MatchState.extraField {
                        tally.nameScore[record] &+= UInt16(MatchState.sortClassCount - MatchState.sortClass(ofRank: rank))
                        if rank < tally.best[record] {
                            tally.best[record] = rank
                            tally.bestDetail[record] = state.detail[record]
                            tally.bestWord[record] = previous
                        }
                    }
                    tally.matched[record] = previous &+ 1
                }
            }
        }
        return tally
    }

    /// Every record's match of `query` in a state `body` reads: through the posting lists, or
    /// record by record.
    private func fill(_ query: PreparedQuery, _ termMatches: [TermMatches], scanning: Bool, _ body: (MatchState) -> Void) {
        MatchState.withState(recordCount: count, scratch: scratch) { state in
            query.pattern.withView { pattern in
                if scanning {
                    withFieldViews { views in
                        for record in 0..<count { match(record, views, pattern, termMatches, into: state) }
                    }
                } else {
                    offerEveryMatch(pattern, termMatches, into: state)
                }
            }
            body(state)
        }
    }
}

extension SearchIndex {
    /// True when `query` names nothing the index can match (`?`, `!!`, `、。`, spaces): such a
    /// query is no query, and lists what the empty one lists.
    public static func isBlankQuery(_ query: String) -> Bool { PreparedQuery(query).pattern.isEmpty }
}
