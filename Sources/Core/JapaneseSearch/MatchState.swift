/// Best match found so far for every record during one search.
///
/// `rank` packs tier and field as `tierOrder * fieldsPerTier + fieldOrder`
/// (lower is better, `unmatched` for none); `detail` is the match position in
/// the field for name/reading/romaji, or the term slot for aliases and extra terms.
/// The buffers are raw so the hot loops write them without copy-on-write or
/// exclusivity checks; they live only inside `withState`.
struct MatchState {
    static let unmatched: UInt8 = .max
    static let fieldsPerTier: UInt8 = 5
    static let aliasField: UInt8 = 3
    static let extraField: UInt8 = 4
    /// `detail` of a field match whose position is found when the hit is built.
    static let positionUnknown: UInt32 = .max

    let rank: UnsafeMutableBufferPointer<UInt8>
    let detail: UnsafeMutableBufferPointer<UInt32>
    /// Records in the order they first matched, `touchedCount` of them: a
    /// search with few hits collects them without visiting every record.
    let touched: UnsafeMutableBufferPointer<UInt32>
    let touchedCount: UnsafeMutablePointer<Int>

    static func withState<Result>(recordCount: Int, scratch: MatchScratch, _ body: (MatchState) -> Result) -> Result {
        let buffers = scratch.take(recordCount: recordCount)
        defer { scratch.giveBack(buffers) }
        buffers.rank.initialize(repeating: unmatched)
        buffers.touchedCount.pointee = 0
        // `detail` and `touched` are written before they are read, so they
        // need no clearing (a trivial type may be assigned uninitialised).
        return body(MatchState(rank: buffers.rank, detail: buffers.detail, touched: buffers.touched,
                               touchedCount: buffers.touchedCount))
    }

    /// The same marks, with first matches noted in `touched[slots]` and counted in `count`: one
    /// part of a search split by record range (`RecordParts`).
    func sharing(touched slots: Range<Int>, count: UnsafeMutablePointer<Int>) -> MatchState {
        MatchState(rank: rank, detail: detail, touched: UnsafeMutableBufferPointer(rebasing: touched[slots]),
                          touchedCount: count)
    }

    /// The matched records, sorted ascending, when there are at most `limit`;
    /// nil when there are more, and one pass over every record is cheaper.
    func sortedMatches(atMost limit: Int) -> UnsafeMutableBufferPointer<UInt32>? {
        let matched = touchedCount.pointee
        guard matched <= limit, matched <= touched.count else { return nil }
        var records = UnsafeMutableBufferPointer(rebasing: touched[0..<matched])
        records.sort()
        return records
    }

    @inline(__always)
    private func noteFirstMatch(_ record: Int) {
        let matched = touchedCount.pointee
        if matched < touched.count { touched[matched] = UInt32(truncatingIfNeeded: record) }
        touchedCount.pointee = matched &+ 1
    }

    static func rank(tierOrder: UInt8, field: UInt8) -> UInt8 { tierOrder &* fieldsPerTier &+ field }

    /// Result order of a rank: tier first, then the record's own name (name, reading, romaji),
    /// then an alias, then extra terms. Within one, priority and id decide. An alias is often a
    /// group's name (…温泉郷, …八湯) shared by many areas, so a place whose own name is the query
    /// must not lose to them on priority (where having an alias scores).
    static func sortClass(ofRank rank: UInt8) -> Int {
        let field = rank % fieldsPerTier
        return Int(rank / fieldsPerTier) * 3 + (field < aliasField ? 0 : (field == aliasField ? 1 : 2))
    }
    static let sortClassCount = 15

    /// Offers a contiguous match in field `field` (0 name, 1 reading, 2 romaji).
    @inline(__always)
    func offer(_ record: Int, field: Int, match: FieldMatch) {
        let newRank = Self.rank(tierOrder: match.tierOrder, field: UInt8(truncatingIfNeeded: field))
        let current = rank[record]
        guard newRank < current else { return }
        if current == Self.unmatched { noteFirstMatch(record) }
        rank[record] = newRank
        detail[record] = UInt32(truncatingIfNeeded: match.position)
    }

    /// Keeps the better match; among equal ranks (only possible between extra
    /// terms of one kind) the earlier term wins.
    @inline(__always)
    func offer(_ record: Int, rank newRank: UInt8, detail newDetail: UInt32) {
        let current = rank[record]
        if newRank < current || (newRank == current && newDetail < detail[record]) {
            if current == Self.unmatched { noteFirstMatch(record) }
            rank[record] = newRank
            detail[record] = newDetail
        }
    }
}
