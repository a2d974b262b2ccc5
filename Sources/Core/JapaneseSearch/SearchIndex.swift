/// An immutable index over `SearchRecord`s, built once and searched on every
/// keystroke. Safe to share between tasks.
/// @unchecked: its arrays are read-only views into `image`, which it keeps alive.
public struct SearchIndex: @unchecked Sendable {
    /// Queries longer than this many characters are cut to this length.
    public static let maxQueryLength = 256

    /// A search collects its hits from its sorted matches, not by walking every record, when they
    /// are at most this fraction (1/n) of the index.
    static let refinementDivisor = 8

    /// A refinement walks the previous matches only when they are at most this fraction (1/n) of
    /// the index: past that, re-checking the earlier matches one by one (`kusat` after `kusa` at a
    /// large catalog) is slower than walking the posting lists again.
    static let refinementWalkDivisor = 32

    /// name, reading and romaji: one `FieldStore` each, in ranking order.
    static let fieldsPerRecord = 3

    /// Distinguishes indexes so a `SearchResult` is only refined by the index
    /// that produced it.
    let identity: UInt64
    /// The memory every array below lies in (allocated when built, mapped when loaded).
    let image: IndexImage
    /// Records are numbered internally in (priority descending, id, input
    /// position) order, so ascending internal number is the tiebreak.
    let ids: UnsafeBufferPointer<Int>
    let priorities: UnsafeBufferPointer<UInt8>
    /// Stores for name, reading and romaji; field r of each is record r.
    /// Kept apart so that a kanji query never visits readings or romaji.
    let fieldStores: [FieldStore]
    /// The stores' views, made once: every search pass reads them.
    let fieldViews: [FieldView]
    /// One-character queries per store (see `UnitPostings`).
    let unitPostings: [UnitPostings]
    /// Aliases, then extra terms (see `termTableFields`).
    let termTables: [ExtraTermTable]
    /// First hits of the one-character queries that match most of the index.
    let precomputed: PrecomputedAnswers
    /// What the last search marked its matches in, for the next one.
    let scratch: MatchScratch
    /// In how many record ranges, at once, a search walks the posting lists (`RecordParts`).
    var scanParts: Int

    /// Number of records.
    public var count: Int { ids.count }

    /// How many records are normalised between two calls of an index build's `progress`.
    public static let progressStep = 16_384

    /// Builds the index; `progress` hears how many records are normalised so far (every
    /// `progressStep` and at the end), for a screen that shows a million being indexed.
    public init(_ records: [SearchRecord], progress: (_ normalised: Int) -> Void = { _ in }) {
        self.init(records, precomputing: .standard(recordCount: records.count), progress: progress)
    }

    /// An index whose precomputed answers follow `policy` (tests choose small ones).
    init(_ records: [SearchRecord], precomputing policy: PrecomputedAnswers.Policy,
         progress: (_ normalised: Int) -> Void = { _ in }) {
        let order = records.indices.sorted {
            (UInt8.max - records[$0].priority, records[$0].id, $0) < (UInt8.max - records[$1].priority, records[$1].id, $1)
        }
        var normalizer = Normalizer()
        var fieldStores = [FieldStore.Builder](repeating: FieldStore.Builder(), count: Self.fieldsPerRecord)
        for kind in fieldStores.indices { fieldStores[kind].reserve(fields: records.count, units: records.count * 10) }
        var ids: [Int] = [], priorities: [UInt8] = []
        ids.reserveCapacity(records.count)
        priorities.reserveCapacity(records.count)
        var aliases = ExtraTermTable.Builder(recordCount: records.count)
        var extraTerms = ExtraTermTable.Builder(recordCount: records.count)

        for (done, index) in order.enumerated() {
            if done % Self.progressStep == 0, done > 0 { progress(done) }
            let record = records[index]
            ids.append(record.id)
            priorities.append(record.priority)
            for (kind, text) in [record.name, record.reading, record.romaji].enumerated() {
                normalizer.run(text, mode: .index)
                fieldStores[kind].append(normalizer)
            }
            aliases.add(record.aliases)
            extraTerms.add(record.extraTerms)
        }
        progress(records.count)

        var writer = IndexImage.Writer()
        writer.append(ids)
        writer.append(priorities)
        for store in fieldStores { store.write(into: &writer) }
        // Most romaji, converted to kana, is the reading itself, and a kana name is its reading. A
        // field with the same text as an earlier field of its record (which ranks higher at every
        // tier) could only offer the same matches, ranked lower: the posting lists leave it out.
        for (kind, store) in fieldStores.enumerated() {
            let earlier = fieldStores[..<kind]
            UnitPostings.write(store, omitting: { field in earlier.contains { store.hasSameText(field, as: $0) } },
                               into: &writer)
        }
        aliases.write(into: &writer, normalizer: &normalizer)
        extraTerms.write(into: &writer, normalizer: &normalizer)
        // The answers are worked out by the index itself, laid out without them (its missing
        // sections read as empty, so it answers nothing from them).
        let draft = writer
        PrecomputedAnswers.write(for: SearchIndex(image: draft.finish()), policy: policy, into: &writer)
        self.init(image: writer.finish())
    }

    /// The index whose arrays lie in `image`, in the order `init(_:)` writes them. Not checked:
    /// see `isConsistent` for an image read from outside.
    init(image: IndexImage) {
        identity = UInt64.random(in: 1...UInt64.max)
        self.image = image
        scratch = MatchScratch()
        ids = image.section(0)
        scanParts = ids.count >= RecordParts.minimumRecords ? RecordParts.available : 1
        priorities = image.section(1)
        var section = 2
        var stores: [FieldStore] = []
        for _ in 0..<Self.fieldsPerRecord {
            stores.append(FieldStore(image, firstSection: section))
            section += FieldStore.sectionCount
        }
        var postings: [UnitPostings] = []
        for _ in 0..<Self.fieldsPerRecord {
            postings.append(UnitPostings(image, firstSection: section))
            section += UnitPostings.sectionCount
        }
        var tables: [ExtraTermTable] = []
        for _ in Self.termTableFields {
            tables.append(ExtraTermTable(image, firstSection: section))
            section += ExtraTermTable.sectionCount
        }
        fieldStores = stores
        fieldViews = stores.map(\.view)
        unitPostings = postings
        termTables = tables
        precomputed = PrecomputedAnswers(image, firstSection: section)
    }

    static var sectionCount: Int {
        2 + fieldsPerRecord * (FieldStore.sectionCount + UnitPostings.sectionCount)
            + termTableFields.count * ExtraTermTable.sectionCount + PrecomputedAnswers.sectionCount
    }

    /// Whether every size and bound the search relies on holds (for an image read from outside).
    var isConsistent: Bool {
        image.sectionCount == Self.sectionCount && priorities.count == ids.count
            && fieldStores.allSatisfy { $0.isConsistent && $0.fieldCount == ids.count }
            && zip(unitPostings, fieldStores).allSatisfy { $0.isConsistent(fieldCount: $1.fieldCount) }
            && termTables.allSatisfy { $0.isConsistent(recordCount: ids.count) }
            && precomputed.isConsistent(recordCount: ids.count)
    }

    func withFieldViews<Result>(_ body: ([FieldView]) -> Result) -> Result {
        body(fieldViews)
    }

    /// Ranked hits for `query`: tier, then a name match (name, reading, romaji,
    /// alias) before an extra term, then higher priority, then id. An empty
    /// query lists every record in priority, then id, order.
    public func search(_ query: String, limit: Int? = nil) -> [SearchHit] {
        result(for: query, limit: limit).hits
    }

    /// Like `search(_:limit:)`, with the details a UI needs (query truncation,
    /// total count) and the state for incremental refinement.
    /// A query of several words matches each on its own (see `matchWords`); `also` answers for
    /// fields the index does not hold.
    public func result(for query: String, limit: Int? = nil, also: WordMatcher? = nil) -> SearchResult {
        let prepared = PreparedQuery(query)
        if prepared.pattern.isEmpty { return everything(prepared, limit: limit) }
        let words = Self.words(of: prepared.text)
        if words.count > 1 { return matchWords(words, whole: prepared, limit: limit, also: also) }
        return matchAll(prepared, limit: limit)
    }

    /// Refines `previous` for a query that extends it (the user typed more):
    /// only the records matched last time are examined. The result equals
    /// `result(for: query, limit: limit)`; when the new query does not extend
    /// the old one, or `previous` came from another index, it simply is one.
    public func search(_ query: String, within previous: SearchResult, limit: Int? = nil, also: WordMatcher? = nil) -> SearchResult {
        let prepared = PreparedQuery(query)
        guard previous.indexIdentity == identity, !prepared.pattern.isEmpty,
              prepared.pattern.narrows(previous.pattern), Self.words(of: prepared.text).count < 2 else {
            return result(for: query, limit: limit, also: also)
        }
        // Record-by-record matching beats the posting lists only on small sets.
        guard let matched = previous.matchedRecords, matched.count <= count / Self.refinementWalkDivisor else {
            return matchAll(prepared, limit: limit)
        }
        return matchCandidates(prepared, candidates: matched, limit: limit)
    }
}
