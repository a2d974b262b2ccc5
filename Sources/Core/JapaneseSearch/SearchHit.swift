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

    /// Matched Character offsets in the original (un-normalised) text of
    /// `field`, sorted and non-overlapping. Computed on access so that large
    /// result lists do not allocate one array per hit.
    public var ranges: [Range<Int>] { highlight.ranges }
}

/// Compact storage for highlight ranges: contiguous matches are one range,
/// fuzzy matches in fields shorter than 64 characters are a bit mask.
enum Highlight: Sendable, Hashable {
    case none
    case span(lower: Int32, upper: Int32)
    case mask(UInt64)
    case list([Range<Int>])

    var ranges: [Range<Int>] {
        switch self {
        case .none:
            return []
        case let .span(lower, upper):
            return [Int(lower)..<Int(upper)]
        case .mask(var bits):
            var result: [Range<Int>] = []
            var offset = 0
            while bits != 0 {
                let skip = bits.trailingZeroBitCount
                bits >>= UInt64(skip)
                let run = (~bits).trailingZeroBitCount
                result.append((offset + skip)..<(offset + skip + run))
                offset += skip + run
                bits = run == 64 ? 0 : bits >> UInt64(run)
            }
            return result
        case let .list(ranges):
            return ranges
        }
    }

    /// Builds the compact form from possibly unsorted, overlapping ranges.
    init(merging ranges: [Range<Int>]) {
        let sorted = ranges.filter { !$0.isEmpty }.sorted { $0.lowerBound < $1.lowerBound }
        guard let last = sorted.last else {
            self = .none
            return
        }
        if last.upperBound <= 64 {
            var bits: UInt64 = 0
            for range in sorted {
                for offset in range { bits |= 1 << UInt64(offset) }
            }
            self = .mask(bits)
            return
        }
        var merged: [Range<Int>] = []
        for range in sorted {
            if let previous = merged.last, range.lowerBound <= previous.upperBound {
                merged[merged.count - 1] = previous.lowerBound..<max(previous.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        self = .list(merged)
    }
}
