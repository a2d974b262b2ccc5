/// One matching record.
public struct SearchHit: Sendable, Hashable {
    /// `SearchRecord.id` of the match.
    public let id: Int
    public let tier: MatchTier
    /// Higher is better; consistent with result order except for the final
    /// tiebreak on `id`: tier and field class, then the record's priority.
    public let score: Int
    public let field: MatchedField
    let highlight: Highlight

    init(id: Int, tier: MatchTier, score: Int, field: MatchedField, highlight: Highlight) {
        self.id = id
        self.tier = tier
        self.score = score
        self.field = field
        self.highlight = highlight
    }

    /// Matched Character offsets in `text`, sorted and non-overlapping. `text` is the original
    /// (un-normalised) text of `field` that the index was built from; it is normalised again here,
    /// so the index keeps no per-unit offsets and only the rows shown pay for their highlights.
    public func ranges(in text: String) -> [Range<Int>] {
        if case .none = highlight { return [] }
        var normalizer = Normalizer()
        normalizer.run(text, mode: .index)
        let starts = normalizer.sourceStarts, ends = normalizer.sourceEnds
        // Units `first ... last` as the Character range they came from.
        func range(_ first: Int, _ last: Int) -> Range<Int>? {
            guard first >= 0, first < starts.count, last >= 0, last < ends.count else { return nil }
            let lower = Int(starts[first])
            return lower..<max(lower, Int(ends[last]))
        }
        switch highlight {
        case .none:
            return []
        case let .span(first, last):
            return range(Int(first), Int(last)).map { [$0] } ?? []
        case .mask(var bits):
            var ranges: [Range<Int>] = []
            while bits != 0 {
                let unit = bits.trailingZeroBitCount
                bits &= bits - 1
                if let range = range(unit, unit) { ranges.append(range) }
            }
            return Self.merged(ranges)
        case let .list(units):
            return Self.merged(units.compactMap { range(Int($0), Int($0)) })
        }
    }

    /// Sorted, with overlapping and touching ranges joined.
    private static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var merged: [Range<Int>] = []
        for range in ranges.filter({ !$0.isEmpty }).sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let previous = merged.last, range.lowerBound <= previous.upperBound {
                merged[merged.count - 1] = previous.lowerBound..<max(previous.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }
}

/// Which units of the normalised field matched, counted from the field's start. Compact: a
/// contiguous match is two numbers, a fuzzy one in a field shorter than 64 units a bit mask.
enum Highlight: Sendable, Hashable {
    case none
    /// Units `first ... last`.
    case span(first: Int32, last: Int32)
    case mask(UInt64)
    case list([Int32])

    init(units: [Int]) {
        guard let highest = units.max() else {
            self = .none
            return
        }
        if highest < 64 {
            var bits: UInt64 = 0
            for unit in units where unit >= 0 { bits |= 1 << UInt64(unit) }
            self = .mask(bits)
        } else {
            self = .list(Array(Set(units.map { Int32(truncatingIfNeeded: $0) })).sorted())
        }
    }
}
