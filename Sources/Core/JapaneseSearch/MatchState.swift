/// Best match found so far for every record during one search.
///
/// `rank` packs tier and field as `tierOrder * 4 + fieldOrder` (lower is
/// better, `unmatched` for none); `detail` is the match position in the
/// field for name/reading/romaji, or the extra-term slot for extra terms.
/// `spanLower`/`spanUpper` receive the highlight (Character offsets) of the
/// hits actually returned, once ranking has picked them.
/// The buffers are raw so the hot loops write them without copy-on-write or
/// exclusivity checks; they live only inside `withState`.
struct MatchState {
    static let unmatched: UInt8 = .max
    static let extraField: UInt8 = 3

    let rank: UnsafeMutableBufferPointer<UInt8>
    let detail: UnsafeMutableBufferPointer<UInt32>
    let spanLower: UnsafeMutableBufferPointer<UInt16>
    let spanUpper: UnsafeMutableBufferPointer<UInt16>

    static func withState<Result>(recordCount: Int, _ body: (MatchState) -> Result) -> Result {
        let rank = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: recordCount)
        let detail = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: recordCount)
        let spanLower = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: recordCount)
        let spanUpper = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: recordCount)
        rank.initialize(repeating: unmatched)
        // Only entries with a rank are ever read, so the rest may stay as is.
        detail.initialize(repeating: 0)
        spanLower.initialize(repeating: 0)
        spanUpper.initialize(repeating: 0)
        defer {
            rank.deallocate()
            detail.deallocate()
            spanLower.deallocate()
            spanUpper.deallocate()
        }
        return body(MatchState(rank: rank, detail: detail, spanLower: spanLower, spanUpper: spanUpper))
    }

    static func rank(tierOrder: UInt8, field: UInt8) -> UInt8 { tierOrder &* 4 &+ field }

    /// Offers a contiguous match in field `field` (0 name, 1 reading, 2 romaji).
    @inline(__always)
    func offer(_ record: Int, field: Int, match: FieldMatch) {
        let newRank = Self.rank(tierOrder: match.tierOrder, field: UInt8(truncatingIfNeeded: field))
        guard newRank < rank[record] else { return }
        rank[record] = newRank
        detail[record] = UInt32(truncatingIfNeeded: match.position)
    }

    /// Keeps the better match; among equal ranks (only possible between extra
    /// terms) the earlier term wins.
    @inline(__always)
    func offer(_ record: Int, rank newRank: UInt8, detail newDetail: UInt32) {
        let current = rank[record]
        if newRank < current || (newRank == current && newDetail < detail[record]) {
            rank[record] = newRank
            detail[record] = newDetail
        }
    }
}

/// Best match of the query in each distinct extra term.
struct TermMatches {
    var rank: [UInt8]
    var position: [UInt32]
    var fuzzy: [Bool]
}
