/// An immutable index over `SearchRecord`s, built once and searched on every
/// keystroke. Safe to share between tasks.
public struct SearchIndex: Sendable {
    /// Queries longer than this many characters are cut to this length.
    public static let maxQueryLength = 256

    /// Fields stored per record in `fields`, in ranking order.
    static let fieldsPerRecord = 3

    /// Distinguishes indexes so a `SearchResult` is only refined by the index
    /// that produced it.
    let identity: UInt64
    /// Records are numbered internally in (id, input position) order, so
    /// ascending internal number is the id tiebreak.
    let ids: [Int]
    let nameLengths: [UInt8]
    /// name, reading and romaji of record r are fields 3r, 3r+1, 3r+2.
    let fields: FieldStore
    /// Distinct extra terms; prefecture names repeat across thousands of
    /// records, so each is matched once and fanned out through postings.
    let terms: FieldStore
    let recordTermStarts: [UInt32]
    let recordTerms: [UInt32]
    let postingStarts: [UInt32]
    let postingRecords: [UInt32]
    let postingSlots: [UInt32]

    /// Number of records.
    public var count: Int { ids.count }

    public init(_ records: [SearchRecord]) {
        let order = records.indices.sorted { (records[$0].id, $0) < (records[$1].id, $1) }
        var normalizer = Normalizer()
        var fields = FieldStore()
        fields.reserve(fields: records.count * Self.fieldsPerRecord, units: records.count * 24)
        var ids: [Int] = [], nameLengths: [UInt8] = []
        ids.reserveCapacity(records.count)
        nameLengths.reserveCapacity(records.count)
        var termNumbers: [String: UInt32] = [:]
        var termTexts: [String] = []
        var recordTermStarts: [UInt32] = [0], recordTerms: [UInt32] = []
        recordTermStarts.reserveCapacity(records.count + 1)

        for index in order {
            let record = records[index]
            ids.append(record.id)
            nameLengths.append(UInt8(clamping: record.name.count))
            for text in [record.name, record.reading, record.romaji] {
                normalizer.run(text, mode: .index)
                fields.append(normalizer)
            }
            for term in record.extraTerms {
                if let number = termNumbers[term] {
                    recordTerms.append(number)
                } else {
                    let number = UInt32(termTexts.count)
                    termNumbers[term] = number
                    termTexts.append(term)
                    recordTerms.append(number)
                }
            }
            recordTermStarts.append(UInt32(recordTerms.count))
        }

        var terms = FieldStore()
        for text in termTexts {
            normalizer.run(text, mode: .index)
            terms.append(normalizer)
        }

        // Postings (record, slot) per term, filled by counting sort so each
        // list is in ascending record order.
        var postingStarts = [UInt32](repeating: 0, count: termTexts.count + 1)
        for term in recordTerms { postingStarts[Int(term) + 1] += 1 }
        for term in termTexts.indices { postingStarts[term + 1] += postingStarts[term] }
        var cursor = postingStarts
        var postingRecords = [UInt32](repeating: 0, count: recordTerms.count)
        var postingSlots = [UInt32](repeating: 0, count: recordTerms.count)
        for record in ids.indices {
            let start = Int(recordTermStarts[record])
            for slot in start..<Int(recordTermStarts[record + 1]) {
                let term = Int(recordTerms[slot])
                let at = Int(cursor[term])
                postingRecords[at] = UInt32(record)
                postingSlots[at] = UInt32(slot - start)
                cursor[term] += 1
            }
        }

        self.identity = UInt64.random(in: 1...UInt64.max)
        self.ids = ids
        self.nameLengths = nameLengths
        self.fields = fields
        self.terms = terms
        self.recordTermStarts = recordTermStarts
        self.recordTerms = recordTerms
        self.postingStarts = postingStarts
        self.postingRecords = postingRecords
        self.postingSlots = postingSlots
    }

    /// Ranked hits for `query`: tier, then field (name, reading, romaji, extra
    /// term), then shorter name, then id. An empty query lists every record
    /// in id order.
    public func search(_ query: String, limit: Int? = nil) -> [SearchHit] {
        result(for: query, limit: limit).hits
    }

    /// Like `search(_:limit:)`, with the details a UI needs (query truncation,
    /// total count) and the state for incremental refinement.
    public func result(for query: String, limit: Int? = nil) -> SearchResult {
        let prepared = PreparedQuery(query)
        if prepared.pattern.isEmpty { return everything(prepared, limit: limit) }
        return matchAll(prepared, limit: limit)
    }

    /// Refines `previous` for a query that extends it (the user typed more):
    /// only the records matched last time are examined. The result equals
    /// `result(for: query, limit: limit)`; when the new query does not extend
    /// the old one, or `previous` came from another index, it simply is one.
    public func search(_ query: String, within previous: SearchResult, limit: Int? = nil) -> SearchResult {
        let prepared = PreparedQuery(query)
        guard previous.indexIdentity == identity, !prepared.pattern.isEmpty,
              prepared.pattern.narrows(previous.pattern) else {
            return result(for: query, limit: limit)
        }
        return matchCandidates(prepared, candidates: previous.matchedRecords, limit: limit)
    }
}

/// A query cut to length and normalised in query mode.
struct PreparedQuery {
    let text: String
    let isTruncated: Bool
    let pattern: QueryPattern
    let normalized: String

    init(_ query: String) {
        // Stops counting at the limit, so a huge paste costs no more than that.
        let cut = query.index(query.startIndex, offsetBy: SearchIndex.maxQueryLength, limitedBy: query.endIndex)
        let isTruncated = cut.map { $0 < query.endIndex } ?? false
        text = isTruncated ? String(query[..<(cut ?? query.endIndex)]) : query
        self.isTruncated = isTruncated
        var normalizer = Normalizer()
        normalizer.run(text, mode: .query)
        pattern = QueryPattern(normalizer: normalizer)
        normalized = normalizer.canonicalString
    }
}
