/// The first ranked hits and the match count of each one-character query that matches a large
/// share of the index ("k", "y", く, 温: the first keystroke of most searches), worked out when the
/// index is built: matching and ranking the whole index for one letter is the slowest keystroke
/// of a large catalog; with these the shown rows are read off one short list.
/// A request for more hits than are kept is answered by the full search.
struct PrecomputedAnswers: @unchecked Sendable {
    // @unchecked: read-only views into an image that outlives them.
    /// Sorted query keys (see `key(of:)`), each with its match count.
    let keys: UnsafeBufferPointer<UInt32>
    let totals: UnsafeBufferPointer<UInt32>
    /// The kept hits of key k, best first: `hitStarts[k] ..< hitStarts[k + 1]` of the three arrays
    /// below, which hold what `MatchState` held for each record after the full search.
    let hitStarts: UnsafeBufferPointer<UInt32>
    let records: UnsafeBufferPointer<UInt32>
    let ranks: UnsafeBufferPointer<UInt8>
    let details: UnsafeBufferPointer<UInt32>

    static let sectionCount = 6

    /// Which queries get an answer, and how many hits it keeps.
    struct Policy {
        /// Hits kept per query: the search screen asks for 300 rows first.
        var depth: Int
        /// Fewer matches than this are quick to rank anyway.
        var minimumMatches: Int

        /// About 5 KB per answer, a few dozen answers: well under a byte per record at 1M. A query
        /// matching fewer than 1/16 of the records costs a few ms at most, less than its answer
        /// adds to building the index.
        static func standard(recordCount: Int) -> Policy {
            Policy(depth: 512, minimumMatches: max(4 * 512, recordCount / 16))
        }
    }

    private static let letterKey: UInt32 = 1 << 17
    private static let optionalKey: UInt32 = 1 << 16

    /// The key of a one-character pattern (a lone romaji letter, or one unit), nil for any other.
    /// It determines the whole pattern, so equal keys mean equal results.
    static func key(of pattern: QueryPattern) -> UInt32? {
        if pattern.units.isEmpty, let letter = pattern.tail?.singleLetter { return letterKey | UInt32(letter) }
        if pattern.units.count == 1, pattern.tail == nil {
            return UInt32(pattern.units[0]) | (pattern.optional[0] ? optionalKey : 0)
        }
        return nil
    }

    init(_ image: IndexImage, firstSection: Int) {
        keys = image.section(firstSection)
        totals = image.section(firstSection + 1)
        hitStarts = image.section(firstSection + 2)
        records = image.section(firstSection + 3)
        ranks = image.section(firstSection + 4)
        details = image.section(firstSection + 5)
    }

    /// The answer stored for `pattern`: its match count and where its kept hits lie.
    func answer(for pattern: QueryPattern) -> (total: Int, hits: Range<Int>)? {
        guard let key = Self.key(of: pattern) else { return nil }
        var low = 0, high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < key { low = middle + 1 } else { high = middle }
        }
        guard low < keys.count, keys[low] == key else { return nil }
        return (Int(totals[low]), Int(hitStarts[low])..<Int(hitStarts[low + 1]))
    }

    /// The tables are small: every value the search follows is checked.
    func isConsistent(recordCount: Int) -> Bool {
        totals.count == keys.count && hitStarts.count == keys.count + 1 && hitStarts.first == 0
            && hitStarts.last == UInt32(records.count) && ranks.count == records.count && details.count == records.count
            && zip(keys.dropFirst(), keys).allSatisfy { $0 > $1 }
            && zip(hitStarts.dropFirst(), hitStarts).allSatisfy { $0 >= $1 }
            && keys.indices.allSatisfy { Int(hitStarts[$0 + 1] - hitStarts[$0]) <= Int(totals[$0]) }
            && totals.allSatisfy { Int($0) <= recordCount } && records.allSatisfy { Int($0) < recordCount }
            && ranks.allSatisfy { $0 < MatchState.unmatched }
    }

    /// Works out the answers with `index` (the same index without them) and appends them to
    /// `writer` in the order `init` reads them.
    static func write(for index: SearchIndex, policy: Policy, into writer: inout IndexImage.Writer) {
        var candidates = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { String(UnicodeScalar($0)) }
        // A unit held by fewer fields than the threshold can still reach it through prefecture
        // and region terms; such a query is simply left to the full search.
        for unit in 0..<(1 << 16) where !(0xD800..<0xE000).contains(unit) {
            let fields = index.unitPostings.reduce(0) { $0 + Int($1.starts[unit + 1] - $1.starts[unit]) }
            if fields >= policy.minimumMatches, let scalar = UnicodeScalar(unit) { candidates.append(String(scalar)) }
        }
        var answers: [UInt32: (total: Int, hits: [RankedMatch])] = [:]
        for text in candidates {
            let pattern = PreparedQuery(text).pattern
            guard let key = key(of: pattern), answers[key] == nil else { continue }
            let ranked = index.rankedMatches(pattern, depth: policy.depth)
            if ranked.total >= policy.minimumMatches { answers[key] = ranked }
        }
        var keys: [UInt32] = [], totals: [UInt32] = [], hitStarts: [UInt32] = [0]
        var records: [UInt32] = [], ranks: [UInt8] = [], details: [UInt32] = []
        for key in answers.keys.sorted() {
            guard let answer = answers[key] else { continue }
            keys.append(key)
            totals.append(UInt32(answer.total))
            for hit in answer.hits {
                records.append(hit.record)
                ranks.append(hit.rank)
                details.append(hit.detail)
            }
            hitStarts.append(UInt32(records.count))
        }
        writer.append(keys)
        writer.append(totals)
        writer.append(hitStarts)
        writer.append(records)
        writer.append(ranks)
        writer.append(details)
    }
}

/// One record's match as `MatchState` holds it.
struct RankedMatch {
    var record: UInt32
    var rank: UInt8
    var detail: UInt32
}
