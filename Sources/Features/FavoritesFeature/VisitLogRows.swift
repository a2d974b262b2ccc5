import CatalogColumns
import Entities
import UseCases

/// Rows of the visit log with, beside each, the text the filter looks in (place, prefecture,
/// note, date and id, lowercased once). Two parallel arrays, so a row is stored once however
/// many filters keep it.
struct VisitRowSet: Sendable {
    let rows: [VisitRow]
    let haystacks: [String]
    /// Each row's area in the catalog's listings (-1: not in the catalog), for `PlaceFilter`.
    let positions: [Int]

    init(_ rows: [VisitRow], positions: [Int]) {
        self.rows = rows
        haystacks = rows.map { row in
            [row.name, row.prefectureName, row.note, row.date.description, row.facilityID.rawValue]
                .joined(separator: "\u{1F}").lowercased()
        }
        self.positions = positions
    }

    private init(rows: [VisitRow], haystacks: [String], positions: [Int]) {
        self.rows = rows
        self.haystacks = haystacks
        self.positions = positions
    }

    /// The rows whose text holds `needle` (lowercased), or whose place `places` keeps, in order.
    func keeping(_ needle: String, places: PlaceFilter? = nil) -> VisitRowSet {
        guard !needle.isEmpty else { return self }
        var rows: [VisitRow] = [], haystacks: [String] = [], positions: [Int] = []
        var pattern = needle
        pattern.withUTF8 { pattern in
            for index in self.rows.indices {
                var haystack = self.haystacks[index]
                guard haystack.withUTF8({ Self.occurs(pattern, in: $0) }) || places?.keeps(position: self.positions[index]) == true
                else { continue }
                rows.append(self.rows[index])
                haystacks.append(haystack)
                positions.append(self.positions[index])
            }
        }
        return VisitRowSet(rows: rows, haystacks: haystacks, positions: positions)
    }

    /// A byte search over UTF-8: for text lowercased alike it finds what `String.contains` finds,
    /// many times faster over a long log.
    private static func occurs(_ pattern: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = pattern.first else { return true }
        guard pattern.count <= text.count else { return false }
        var start = 0
        let last = text.count - pattern.count
        while start <= last {
            if text[start] == first {
                var matched = 1
                while matched < pattern.count, text[start + matched] == pattern[matched] { matched += 1 }
                if matched == pattern.count { return true }
            }
            start += 1
        }
        return false
    }
}

/// The log as rows for one revision of the log and the catalog. Built off the main actor: a
/// million visits take a moment.
struct VisitLogRows: Sendable {
    struct Source: Equatable, Sendable {
        var revision: Int
        var listingCount: Int
    }

    let source: Source
    let all: VisitRowSet
    let stamps: StampSummary?

    var count: Int { all.rows.count }

    /// Each visit's area is looked up in the catalog's id table, reading only the columns shown.
    init(source: Source, log: [Visit], listings: CatalogListings, prefectures: [Prefecture]) {
        self.source = source
        let positions = log.map { listings.position(of: $0.facilityID) ?? -1 }
        all = VisitRowSet(zip(log, positions).map { visit, position in
            let place = position >= 0 ? position : nil
            return VisitRow(id: visit.id, facilityID: visit.facilityID, date: visit.date,
                            name: place.map(listings.displayName(at:)) ?? visit.facilityID.rawValue,
                            prefectureName: place.map(listings.prefectureDisplayName(at:)) ?? "—", rating: visit.rating, note: visit.note)
        }, positions: positions)
        stamps = prefectures.isEmpty ? nil
            : StampSummary(visits: log, prefectureOf: { listings.position(of: $0).map(listings.prefectureCode(at:)) }, prefectures: prefectures)
    }
}

/// What the filter kept of one revision's rows for one query (lowercased).
struct FilteredVisitRows: Sendable {
    let source: VisitLogRows.Source
    let query: String
    let kept: VisitRowSet

    var rows: [VisitRow] { kept.rows }

    /// Every row when the query is empty, shared with the log rather than copied. `places`: the
    /// search's matching of the query, which also keeps a row by its place.
    init(_ all: VisitLogRows, query: String, places: PlaceFilter?) {
        source = all.source
        self.query = query
        kept = all.all.keeping(query, places: places)
    }

    /// The rows of `previous` that also hold `query`, which extends `previous.query`.
    init(narrowing previous: FilteredVisitRows, to query: String) {
        source = previous.source
        self.query = query
        kept = previous.kept.keeping(query)
    }
}
