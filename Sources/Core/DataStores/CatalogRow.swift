import Entities

/// What reading the files hands on, in file order. Everything the files alone decide is decided
/// before a row is made; what depends on rows already stored (duplicate ids, members, aliases'
/// areas) is decided where they are stored (`CatalogStore.take`), so reading never waits for an
/// answer from the database and can run on a thread of its own.
enum CatalogRow: Sendable {
    case reference(regions: [RegionRecord], prefectures: [PrefectureRecord], capitals: [CapitalRecord])
    case area(SourceAreaRecord, file: String, line: Int)
    case named(NamedRow)
    case alias(AliasRow)
    case skipped(CatalogError)
}

/// A row of the named-area file: its members are checked first, then `facility` is stored or,
/// when the file already made it a bad row, skipped.
struct NamedRow: Sendable {
    var file: String
    var line: Int
    /// Empty when the row was bad before its members were read.
    var members: [String]
    var facility: Result<FacilityRecord, CatalogError>
    /// Rows of the file so far, this one included, and how far into the file it ends.
    var rowsRead: Int
    var bytesRead: Int
    var totalBytes: Int
}

/// One alias row: an alias of each named area in `facilityIds`, which must all be stored.
struct AliasRow: Sendable {
    var file: String
    var line: Int
    var alias: String
    var reading: String
    var facilityIds: [String]
}

/// Where `CatalogImport.stream` hands the rows.
protocol CatalogSink {
    mutating func take(_ row: CatalogRow) throws(CatalogError)
}

/// Where checked catalog rows end up: memory (`CatalogImport`, for tests and synthetic catalogs)
/// or the database being built (`CatalogDatabaseSink`), which never holds the big files whole.
protocol CatalogStore: CatalogSink {
    mutating func addReference(regions: [RegionRecord], prefectures: [PrefectureRecord], capitals: [CapitalRecord]) throws(CatalogError)
    /// False when an area with this id is already there.
    mutating func addArea(_ record: SourceAreaRecord) throws(CatalogError) -> Bool
    mutating func containsArea(_ id: String) throws(CatalogError) -> Bool
    /// False when a named area with this id is already there.
    mutating func addFacility(_ record: FacilityRecord, members: [String]) throws(CatalogError) -> Bool
    mutating func containsFacility(_ id: String) throws(CatalogError) -> Bool
    mutating func addAlias(facilityId: String, alias: String, reading: String) throws(CatalogError)
    mutating func skip(_ problem: CatalogError)
    /// After each named-area row: rows so far, and bytes of that file read of its total.
    mutating func namedRowsRead(_ rows: Int, bytesRead: Int, totalBytes: Int)
}

extension CatalogStore {
    /// The checks that need the rows stored so far, then the row stored or skipped. A failure of
    /// the store itself (the disk) is thrown, not taken for a bad row.
    mutating func take(_ row: CatalogRow) throws(CatalogError) {
        switch row {
        case let .reference(regions, prefectures, capitals):
            try addReference(regions: regions, prefectures: prefectures, capitals: capitals)
        case let .area(record, file, line):
            if try !addArea(record) { skip(.malformed(file: file, line: line, reason: .duplicateID(DisplayText.cut("\(record.id)")))) }
        case .named(let row):
            defer { namedRowsRead(row.rowsRead, bytesRead: row.bytesRead, totalBytes: row.totalBytes) }
            for member in row.members where try !containsArea(member) {
                skip(.malformed(file: row.file, line: row.line, reason: .memberNotInAreas(DisplayText.cut("\(member)"))))
                return
            }
            switch row.facility {
            case .failure(let problem): skip(problem)
            case .success(let record):
                if try !addFacility(record, members: row.members) {
                    skip(.malformed(file: row.file, line: row.line, reason: .duplicateID(DisplayText.cut("\(record.id)"))))
                }
            }
        case .alias(let row):
            for id in row.facilityIds {
                // An alias of a row that was skipped (or never existed) is skipped with it.
                guard try containsFacility(id) else {
                    skip(.malformed(file: row.file, line: row.line, reason: .namedNotInNamed(DisplayText.cut("\(id)"))))
                    return
                }
                try addAlias(facilityId: id, alias: row.alias, reading: row.reading)
            }
        case .skipped(let problem):
            skip(problem)
        }
    }
}
