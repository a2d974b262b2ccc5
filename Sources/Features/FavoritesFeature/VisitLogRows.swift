import Entities

/// The log as rows, with what the filter searches, for one revision of the log and the catalog.
/// Built off the main actor: a million visits take a moment.
struct VisitLogRows: Sendable {
    struct Source: Equatable, Sendable {
        var revision: Int
        var listingCount: Int
    }

    let source: Source
    let searchable: [SearchableRow]
    let rows: [VisitRow]
    let stamps: StampSummary?

    var count: Int { rows.count }

    init(source: Source, log: [Visit], listings: [FacilityListing], prefectures: [Prefecture]) {
        let index = Dictionary(listings.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.source = source
        searchable = log.map { visit in
            let listing = index[visit.facilityID]
            return SearchableRow(VisitRow(id: visit.id, facilityID: visit.facilityID, date: visit.date, name: listing?.name ?? visit.facilityID.rawValue,
                                          prefectureName: listing?.prefectureName ?? "—", rating: visit.rating, note: visit.note))
        }
        rows = searchable.map(\.row)
        stamps = prefectures.isEmpty ? nil
            : StampSummary(visits: log, prefectureOf: { index[$0]?.prefectureCode }, prefectures: prefectures)
    }
}

/// What the filter kept for one query (lowercased), and the same rows as the list draws them.
struct FilteredVisitRows: Sendable {
    let source: VisitLogRows.Source
    let query: String
    let searchable: [SearchableRow]
    let rows: [VisitRow]

    /// Every row when the query is empty, shared with the log rather than copied.
    init(_ all: VisitLogRows, query: String) {
        source = all.source
        self.query = query
        if query.isEmpty {
            searchable = all.searchable
            rows = all.rows
        } else {
            searchable = all.searchable.filter { $0.contains(query) }
            rows = searchable.map(\.row)
        }
    }

    /// The rows of `previous` that also hold `query`, which extends `previous.query`.
    init(narrowing previous: FilteredVisitRows, to query: String) {
        source = previous.source
        self.query = query
        searchable = query == previous.query ? previous.searchable : previous.searchable.filter { $0.contains(query) }
        rows = query == previous.query ? previous.rows : searchable.map(\.row)
    }
}
