/// A contiguous match inside one field.
struct FieldMatch {
    var tierOrder: UInt8
    var position: Int
    /// Exclusive end of the matched units.
    var end: Int
}

extension FieldView {
    /// Whether a match of `pattern` may begin at `position`: the cheap
    /// first-unit test, shared by every path so they agree on results.
    @inline(__always)
    func canStart(at position: Int, _ pattern: PatternView, end: Int) -> Bool {
        if let first = pattern.units.first { return units[position] == first }
        return pattern.tail?.match(at: position, in: units, end: end) != nil
    }

    /// End (exclusive) of a match starting at `position`, or nil. Long vowels
    /// flagged optional on either side may be skipped, so どご meets どうご.
    @inline(__always)
    func matchEnd(at position: Int, _ pattern: PatternView, end: Int) -> Int? {
        var queryIndex = 0, textIndex = position
        let queryCount = pattern.units.count
        while queryIndex < queryCount {
            if textIndex < end && units[textIndex] == pattern.units[queryIndex] {
                queryIndex += 1
                textIndex += 1
            } else if textIndex < end && flags[textIndex] & UnitFlag.optional != 0 {
                textIndex += 1
            } else if pattern.optional[queryIndex] {
                queryIndex += 1
            } else {
                return nil
            }
        }
        guard let tail = pattern.tail else { return textIndex }
        while textIndex < end {
            if let tailEnd = tail.match(at: textIndex, in: units, end: end) { return tailEnd }
            guard flags[textIndex] & UnitFlag.optional != 0 else { return nil }
            textIndex += 1
        }
        return nil
    }

    /// The best contiguous match in `field` at or after `from` (a position
    /// where `canStart` holds, or the field start). Earliest position wins ties.
    @inline(__always)
    func bestMatch(in field: Int, from: Int, _ pattern: PatternView) -> FieldMatch? {
        let (start, end) = bounds(of: field)
        var best: FieldMatch?
        var position = from
        while position < end {
            if canStart(at: position, pattern, end: end), let matchEnd = matchEnd(at: position, pattern, end: end) {
                let order = tierOrder(start: position, matchEnd: matchEnd, fieldStart: start, fieldEnd: end)
                if best.map({ order < $0.tierOrder }) ?? true {
                    best = FieldMatch(tierOrder: order, position: position, end: matchEnd)
                }
                // Later positions can only be word-prefix or substring matches.
                if order <= MatchTier.wordPrefix.order { break }
            }
            position += 1
        }
        return best
    }

    /// A match found at `position` without the general matcher: the query's
    /// units follow directly and its romaji tail (if any) matches right after
    /// them. Greedy matching would choose this same alignment, so the result
    /// equals `bestMatch`'s for this position. Nil: ask `bestMatch`.
    @inline(__always)
    func directMatch(at position: Int, start: Int, end: Int, _ pattern: PatternView) -> FieldMatch? {
        guard !pattern.hasOptionalUnits else { return nil }
        let count = pattern.units.count
        guard position + count <= end else { return nil }
        var offset = 1
        while offset < count {
            guard units[position + offset] == pattern.units[offset] else { return nil }
            offset += 1
        }
        var matchEnd = position + count
        if let tail = pattern.tail {
            guard let tailEnd = tail.match(at: matchEnd, in: units, end: end) else { return nil }
            matchEnd = tailEnd
        }
        let order = tierOrder(start: position, matchEnd: matchEnd, fieldStart: start, fieldEnd: end)
        return FieldMatch(tierOrder: order, position: position, end: matchEnd)
    }

    /// After a substring match, only a later match starting a word can rank
    /// higher; this looks at word starts alone, which are few.
    @inline(__always)
    func laterWordPrefixMatch(in field: Int, after position: Int, _ pattern: PatternView) -> FieldMatch? {
        let (start, end) = bounds(of: field)
        // Word starts past the end of the field (a clamped offset) are rescanned.
        let lastWordStart = lastWordStarts[field] == .max ? end : start + Int(lastWordStarts[field])
        guard lastWordStart > position else { return nil }
        var candidate = position + 1
        while candidate < end {
            if flags[candidate] & UnitFlag.wordStart != 0, canStart(at: candidate, pattern, end: end),
               let matchEnd = matchEnd(at: candidate, pattern, end: end) {
                return FieldMatch(tierOrder: MatchTier.wordPrefix.order, position: candidate, end: matchEnd)
            }
            candidate += 1
        }
        return nil
    }

    @inline(__always)
    private func tierOrder(start: Int, matchEnd: Int, fieldStart: Int, fieldEnd: Int) -> UInt8 {
        if start == fieldStart {
            var rest = matchEnd
            while rest < fieldEnd && flags[rest] & UnitFlag.optional != 0 { rest += 1 }
            return rest == fieldEnd ? MatchTier.exact.order : MatchTier.prefix.order
        }
        return flags[start] & UnitFlag.wordStart != 0 ? MatchTier.wordPrefix.order : MatchTier.substring.order
    }

    /// Subsequence match: required query units in order, gaps allowed. The
    /// 64-bit mask rejects most fields before any unit is compared.
    @inline(__always)
    func fuzzyMatches(_ field: Int, _ pattern: PatternView) -> Bool {
        guard pattern.requiredMask & ~fieldMasks[field] == 0 else { return false }
        return fuzzyPositions(field, pattern) { _ in }
    }

    /// Greedy leftmost subsequence; reports each matched unit position.
    func fuzzyPositions(_ field: Int, _ pattern: PatternView, _ report: (Int) -> Void) -> Bool {
        let (start, end) = bounds(of: field)
        var textIndex = start
        for (queryIndex, unit) in pattern.units.enumerated() where !pattern.optional[queryIndex] {
            while textIndex < end && units[textIndex] != unit { textIndex += 1 }
            guard textIndex < end else { return false }
            report(textIndex)
            textIndex += 1
        }
        guard let tail = pattern.tail else { return true }
        while textIndex < end {
            if let tailEnd = tail.match(at: textIndex, in: units, end: end) {
                for position in textIndex..<tailEnd { report(position) }
                return true
            }
            textIndex += 1
        }
        return false
    }
}
