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

    /// Most units a fuzzy match may skip between two matched ones (long vowels and other optional
    /// units are free): one missed or mistyped character, not a scatter across the name.
    static let fuzzyGap = 1

    /// Subsequence match: required query units in order, starting a word, at most `fuzzyGap`
    /// units skipped between two of them, all inside one phrase. The 64-bit mask rejects most
    /// fields before any unit is compared.
    @inline(__always)
    func fuzzyMatches(_ field: Int, _ pattern: PatternView) -> Bool {
        guard pattern.requiredMask & ~fieldMasks[field] == 0 else { return false }
        return fuzzyPositions(field, pattern, nil)
    }

    /// Finds a fuzzy match and reports its unit positions. Each step keeps the set of offsets
    /// where the query so far can end (a bit set on the stack), so every alignment is
    /// considered, not only the leftmost, and the match is walked back from the end.
    func fuzzyPositions(_ field: Int, _ pattern: PatternView, _ report: ((Int) -> Void)?) -> Bool {
        let (start, end) = bounds(of: field)
        let length = end - start
        var requiredCount = 0
        for isOptional in pattern.optional where !isOptional { requiredCount += 1 }
        guard length > 0, requiredCount > 0 else { return false }
        let words = (length + 63) / 64
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: requiredCount * words) { steps in
            steps.initialize(repeating: 0)
            var step = 0
            for (queryIndex, unit) in pattern.units.enumerated() where !pattern.optional[queryIndex] {
                let row = step * words
                var any = false
                if step == 0 {
                    for offset in 0..<length where units[start + offset] == unit
                        && flags[start + offset] & UnitFlag.wordStart != 0 {
                        steps[row + offset >> 6] |= 1 << UInt64(offset & 63)
                        any = true
                    }
                } else {
                    forEachContinuation(of: steps, row: row - words, words: words, start: start, length: length) { offset in
                        if units[start + offset] == unit {
                            steps[row + offset >> 6] |= 1 << UInt64(offset & 63)
                            any = true
                        }
                        return false
                    }
                }
                guard any else { return false }
                step += 1
            }
            let lastRow = (requiredCount - 1) * words
            var target = -1
            var tailRange: Range<Int>?
            if let tail = pattern.tail {
                forEachContinuation(of: steps, row: lastRow, words: words, start: start, length: length) { offset in
                    guard let tailEnd = tail.match(at: start + offset, in: units, end: end) else { return false }
                    tailRange = (start + offset)..<tailEnd
                    target = offset
                    return true
                }
                guard tailRange != nil else { return false }
            } else {
                for word in 0..<words where steps[lastRow + word] != 0 {
                    target = word * 64 + steps[lastRow + word].trailingZeroBitCount
                    break
                }
            }
            guard let report else { return true }
            // Walk back: for each step, the last offset in its set that leads to the next one.
            var positions = [Int](repeating: 0, count: requiredCount)
            var row = requiredCount - 1
            if tailRange == nil {
                positions[row] = target
                row -= 1
            }
            while row >= 0 {
                var chosen = -1
                for offset in stride(from: target - 1, through: 0, by: -1)
                    where steps[row * words + offset >> 6] & (1 << UInt64(offset & 63)) != 0 {
                    if canContinue(from: offset, to: target, start: start) { chosen = offset }
                    break
                }
                guard chosen >= 0 else { return false }
                positions[row] = chosen
                target = chosen
                row -= 1
            }
            for offset in positions { report(start + offset) }
            if let tailRange { for position in tailRange { report(position) } }
            return true
        }
    }

    /// Calls `body` with every offset (once) where a match ending at an offset in the set `row`
    /// may continue; `body` returns true to stop.
    @inline(__always)
    private func forEachContinuation(of steps: UnsafeMutableBufferPointer<UInt64>, row: Int, words: Int, start: Int,
                                     length: Int, _ body: (Int) -> Bool) {
        var lastVisited = -1
        for word in 0..<words {
            var remaining = steps[row + word]
            while remaining != 0 {
                let offset = word * 64 + remaining.trailingZeroBitCount
                remaining &= remaining - 1
                var skipped = 0
                var next = offset + 1
                while next < length && flags[start + next] & UnitFlag.phraseStart == 0 {
                    if next > lastVisited {
                        lastVisited = next
                        if body(next) { return }
                    }
                    if flags[start + next] & UnitFlag.optional == 0 {
                        skipped += 1
                        if skipped > Self.fuzzyGap { break }
                    }
                    next += 1
                }
            }
        }
    }

    private func canContinue(from offset: Int, to target: Int, start: Int) -> Bool {
        var skipped = 0
        for next in (offset + 1)..<target {
            if flags[start + next] & UnitFlag.phraseStart != 0 { return false }
            if flags[start + next] & UnitFlag.optional == 0 { skipped += 1 }
        }
        return skipped <= Self.fuzzyGap && flags[start + target] & UnitFlag.phraseStart == 0
    }
}
