/// A normalised query as the matcher uses it.
struct QueryPattern: Sendable, Equatable {
    let units: [UInt16]
    /// Parallel to `units`: long vowels that a match may skip.
    let optional: [Bool]
    let tail: TailSet?
    /// Units that must appear, for the cheap fuzzy pre-filter.
    let requiredMask: UInt64

    init(normalizer: Normalizer) {
        units = normalizer.units
        optional = normalizer.flags.map { $0 & UnitFlag.optional != 0 }
        tail = normalizer.tail.isEmpty ? nil : TailSet(letters: normalizer.tail, followsKana: !normalizer.units.isEmpty)
        var mask: UInt64 = 0
        for (unit, isOptional) in zip(units, optional) where !isOptional { mask |= Self.maskBit(unit) }
        requiredMask = mask
    }

    var isEmpty: Bool { units.isEmpty && tail == nil }

    /// Fuzzy (subsequence) matching needs two complete characters: with one
    /// it is a substring match, and a half-typed syllable ("kus") would turn
    /// nearly every field with く into a fuzzy hit.
    var allowsFuzzy: Bool {
        optional.lazy.filter { !$0 }.count >= 2
    }

    @inline(__always)
    static func maskBit(_ unit: UInt16) -> UInt64 {
        1 << UInt64((UInt32(unit) &* 2_654_435_761) >> 26)
    }

    /// True when every text matching `self` also matches `previous`, so a
    /// refinement may search only the previous result's records.
    func narrows(_ previous: QueryPattern) -> Bool {
        if previous.isEmpty { return true }
        // Fuzzy hits of this query need not be among the previous matches if
        // the previous query did not match fuzzily ("yun" → "yuno").
        if allowsFuzzy && !previous.allowsFuzzy { return false }
        let count = previous.units.count
        guard units.count >= count, Array(units[..<count]) == previous.units,
              Array(optional[..<count]) == previous.optional else { return false }
        guard let previousTail = previous.tail else { return true }
        if units.count == count {
            guard let tail else { return false }
            return tail.isNarrowing(of: previousTail)
        }
        let next = units[count]
        if previousTail.containsKana(next) && !optional[count] { return true }
        return previousTail.literalCount == 1 && previousTail.literalUnit(0) == next
    }
}
