import CatalogColumns
import Entities
import JapaneseSearch
import Repositories

/// One search: the query text, the filters and the order.
public struct SearchRequest: Hashable, Sendable {
    public var query: String
    public var filter: FacilityFilter
    public var sort: FacilitySort
    /// How many rows the caller needs at most (nil: all). Honoured only in relevance order without
    /// filters, where the index can stop early; a list asks for more as it scrolls.
    public var limit: Int?

    public init(query: String = "", filter: FacilityFilter = FacilityFilter(), sort: FacilitySort = .relevance, limit: Int? = nil) {
        self.query = query
        self.filter = filter
        self.sort = sort
        self.limit = limit
    }

    /// The same request without the limit: what the user asked for.
    public var unlimited: SearchRequest {
        var copy = self
        copy.limit = nil
        return copy
    }
}

/// Which text of a row the query matched, with the matched character ranges in that text.
public struct MatchHighlight: Hashable, Sendable {
    public enum Field: Hashable, Sendable {
        case name, reading, romaji
        /// `listing.aliases[index]`, by its name or its reading.
        case alias(index: Int)
        case prefecture, region
    }
    public var field: Field
    public var ranges: [Range<Int>]

    public init(field: Field, ranges: [Range<Int>]) {
        self.field = field
        self.ranges = ranges
    }
}

/// A shown row: an index into the catalog's listings and how it matched. The highlight is worked
/// out only when a row is drawn: a one-letter query can match half of 100,000 areas, and building
/// every row's ranges up front cost more than the search itself.
public struct ResultRow: Hashable, Sendable {
    public var index: Int
    let match: SearchHit?

    public init(index: Int) {
        self.index = index
        self.match = nil
    }

    init(index: Int, match: SearchHit?) {
        self.index = index
        self.match = match
    }

    /// How the row matched, with the matched ranges in `listing`'s text (`listing` must be this
    /// row's listing; the index keeps no text, so the ranges are found again in it).
    public func highlight(in listing: FacilityListing) -> MatchHighlight? {
        match.map { FacilitySearchEngine.highlight($0, in: listing) }
    }

    /// Which text of the row matched, without working out the ranges.
    public var matchedField: MatchHighlight.Field? { match.map { FacilitySearchEngine.field(of: $0) } }
}

/// What a search produced. `listings` is the catalog itself (shared, not copied).
public struct SearchOutcome: Sendable, Equatable {
    public var request: SearchRequest
    public var listings: CatalogListings
    public var rows: [ResultRow]
    /// Matches of the query before filters.
    public var matchedCount: Int
    /// Rows in the full result: `rows` may hold fewer when the request had a limit.
    public var totalCount: Int { request.filter.isEmpty ? matchedCount : rows.count }
    public var isComplete: Bool { rows.count >= totalCount }
    public var isQueryTruncated: Bool
    /// The spring type or effect the whole query named, whose areas follow the name matches.
    public var springMatch: SpringQueryMatch?
    /// The index's own result, every match before filters: the next keystroke's search looks only
    /// among these when its query extends this one (`FacilitySearchEngine.run(_:refining:)`).
    var indexResult: SearchResult?

    public init(request: SearchRequest, listings: CatalogListings, rows: [ResultRow], matchedCount: Int, isQueryTruncated: Bool) {
        self.request = request
        self.listings = listings
        self.rows = rows
        self.matchedCount = matchedCount
        self.isQueryTruncated = isQueryTruncated
    }

    public static let empty = SearchOutcome(request: SearchRequest(), listings: [], rows: [], matchedCount: 0, isQueryTruncated: false)

    public static func == (lhs: SearchOutcome, rhs: SearchOutcome) -> Bool {
        lhs.request == rhs.request && lhs.rows == rhs.rows && lhs.matchedCount == rhs.matchedCount
            && lhs.isQueryTruncated == rhs.isQueryTruncated && lhs.listings.count == rhs.listings.count
            && lhs.springMatch == rhs.springMatch
    }
}

/// The catalog's search index with the rules that turn a request into rows: ranked matching
/// (names, readings, romaji and aliases; then prefecture and region names and their readings),
/// then filters, then the chosen order. Equal matches, and the list before anything is typed, go
/// by `DestinationScore`. Built once per catalog; immutable and safe to use from any thread.
public final class FacilitySearchEngine: Sendable {
    public let listings: CatalogListings
    let index: SearchIndex

    /// Extra terms per record are `[prefecture, its reading, its romaji, region, its reading, its romaji]`.
    /// `progress` hears how many rows are indexed so far (see `SearchIndex.progressStep`).
    /// `rallyTiers`: the areas of the curated rallies, which `DestinationScore` ranks first.
    public init(listings: CatalogListings, prefectures: [Prefecture], rallyTiers: [FacilityID: Int] = [:],
                progress: (_ indexed: Int) -> Void = { _ in }) {
        self.listings = listings
        let regionReadings: [String: (String, String)] = [
            "北海道": ("ほっかいどう", "Hokkaido"), "東北": ("とうほく", "Tohoku"), "関東": ("かんとう", "Kanto"),
            "中部": ("ちゅうぶ", "Chubu"), "近畿": ("きんき", "Kinki"), "中国": ("ちゅうごく", "Chugoku"),
            "四国": ("しこく", "Shikoku"), "九州": ("きゅうしゅう", "Kyushu"),
        ]
        let byCode = Dictionary(prefectures.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })
        var termsByCode: [String: [String]] = [:]
        for position in listings.indices where termsByCode[listings.prefectureCode(at: position)] == nil {
            let listing = listings[position]
            let prefecture = byCode[listing.prefectureCode]
            let region = regionReadings[listing.regionName]
            termsByCode[listing.prefectureCode] = [
                listing.prefectureName, prefecture?.reading ?? "", prefecture?.romaji ?? "",
                listing.regionName, region?.0 ?? "", region?.1 ?? prefecture?.region.englishName ?? "",
            ]
        }
        index = SearchIndex(listings.enumerated().map { offset, listing in
            SearchRecord(id: offset, name: listing.name, reading: listing.reading, romaji: listing.romaji,
                         aliases: listing.aliases.flatMap { [$0.name, $0.reading] },
                         extraTerms: termsByCode[listing.prefectureCode] ?? [],
                         priority: UInt8(clamping: DestinationScore.of(listing, rallyTier: rallyTiers[listing.id] ?? 0)))
        }, progress: progress)
    }

    public convenience init(listings: [FacilityListing], prefectures: [Prefecture]) {
        self.init(listings: CatalogListings(listings), prefectures: prefectures)
    }

    /// With the index written earlier (`writeIndex(to:)`) for these same listings, mapped from its
    /// file: nothing is normalised or copied. Throws when the file is missing, foreign, damaged or
    /// does not fit the listings. `inMemory`: for a screen that searches on every keystroke, not
    /// for a one-off search (see `SearchIndex.init(contentsOfFile:identity:inMemory:)`).
    public init(listings: CatalogListings, indexFile: SearchIndexFileLocation, inMemory: Bool = false) throws(SearchIndexDecodingError) {
        let index = try SearchIndex(contentsOfFile: indexFile.path, identity: indexFile.identity, inMemory: inMemory)
        guard index.count == listings.count else { throw .inconsistent }
        self.listings = listings
        self.index = index
    }

    /// How many rows the list's first page holds: more than a tall terminal shows (a full-screen
    /// window on a 4K display is about 110 rows). Every row is read and tabled before the first
    /// frame, so not more: 300 took about 11 million instructions of the start (callgrind).
    public static let firstPageSize = 120

    /// The areas the list shows first (empty query, no filters), in order.
    public var firstPage: [FacilityID] {
        run(SearchRequest(limit: Self.firstPageSize)).rows.map { listings.id(at: $0.index) }
    }

    /// Writes the index for the catalog to keep (see `storedIndexKey`).
    public func writeIndex(to file: SearchIndexFileLocation) throws(SearchIndexFileError) {
        try index.write(toFile: file.path, identity: file.identity)
    }

    /// Names the stored form: bump `recordsVersion` whenever the records built above change
    /// (terms, priority), so a catalog's stored index from an older build is not used.
    static let recordsVersion = 2
    public static var storedIndexKey: String { "search-\(SearchIndex.formatVersion)-\(recordsVersion)" }

    /// The rows for `request`. With `previous` (the outcome shown before this keystroke) a query
    /// that extends the previous one is matched only against the areas that matched it: typing
    /// `kusa` after `kus` re-checks those, not every posting of the rarest letter. The rows are the
    /// same either way.
    public func run(_ request: SearchRequest, refining previous: SearchOutcome? = nil) -> SearchOutcome {
        // A whole query that names a spring type or an effect (one dictionary probe).
        if let spring = SpringQueryWords.match(request.query) { return run(request, spring: spring) }
        let limited = request.filter.isEmpty && request.sort == .relevance
        let limit = limited ? request.limit : nil
        // A query of several words: each word may also name a spring type.
        let springTypes = SpringCategoryWords.matcher(listings)
        let result = if let earlier = previous?.indexResult {
            index.search(request.query, within: earlier, limit: limit, also: springTypes)
        } else {
            index.result(for: request.query, limit: limit, also: springTypes)
        }
        var rows: [ResultRow] = []
        rows.reserveCapacity(result.hits.count)
        let highlighting = !request.query.isEmpty
        if request.filter.isEmpty {
            for hit in result.hits { rows.append(ResultRow(index: hit.id, match: highlighting ? hit : nil)) }
        } else {
            let matcher = listings.matcher(for: request.filter)
            for hit in result.hits where matcher.matches(hit.id) {
                rows.append(ResultRow(index: hit.id, match: highlighting ? hit : nil))
            }
        }
        if request.sort != .relevance {
            rows = request.sort.apply(rows, in: listings, position: \.index)
        }
        var outcome = SearchOutcome(request: request, listings: listings, rows: rows,
                                    matchedCount: result.totalMatchCount, isQueryTruncated: result.isQueryTruncated)
        outcome.indexResult = result
        return outcome
    }

    static func field(of hit: SearchHit) -> MatchHighlight.Field {
        switch hit.field {
        case .name: .name
        case .reading: .reading
        case .romaji: .romaji
        // Aliases are stored as name, reading, name, reading…
        case .alias(let index): .alias(index: index / 2)
        case .extraTerm(let index): index < 3 ? .prefecture : .region
        }
    }

    /// The record texts are those `init(listings:prefectures:)` gives the index. A matched alias
    /// reading, or a prefecture's or region's reading or romaji, highlights nothing (they are not shown).
    static func highlight(_ hit: SearchHit, in listing: FacilityListing) -> MatchHighlight {
        let text: String?
        switch hit.field {
        case .name: text = listing.name
        case .reading: text = listing.reading
        case .romaji: text = listing.romaji
        case .alias(let index):
            text = index % 2 == 0 && listing.aliases.indices.contains(index / 2) ? listing.aliases[index / 2].name : nil
        case .extraTerm(let index): text = index == 0 ? listing.prefectureName : (index == 3 ? listing.regionName : nil)
        }
        return MatchHighlight(field: field(of: hit), ranges: text.map(hit.ranges(in:)) ?? [])
    }
}
