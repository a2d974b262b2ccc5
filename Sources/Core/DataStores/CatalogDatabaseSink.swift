import Entities
import Foundation
import GRDB

/// Writes checked catalog rows straight into the database being built, through prepared statements
/// bound by position (GRDB's `StatementArguments` boxed every value, which cost more than SQLite's
/// own work per row). Duplicates are found by the primary keys, members and aliases are checked by
/// key lookups: nothing grows with the file but the database.
struct CatalogDatabaseSink: CatalogStore {
    private let db: Database
    private let area: RawStatement
    private let areaExists: RawStatement
    private let facility: RawStatement
    private let facilityExists: RawStatement
    private let alias: RawStatement
    private let progress: @Sendable (CatalogBuildProgress) -> Void
    private var aliasCount = 0
    private(set) var skippedCount = 0
    /// The first `CatalogDatabase.reportedProblems` reasons.
    private(set) var skippedReport: [CatalogError] = []

    /// The catalog being built, for messages about the disk.
    private let path: String

    init(_ db: Database, path: String, progress: @escaping @Sendable (CatalogBuildProgress) -> Void) throws {
        self.db = db
        self.path = path
        self.progress = progress
        func prepare(_ sql: String) throws -> RawStatement { RawStatement(try db.makeStatement(sql: sql), db) }
        area = try prepare("""
            INSERT OR IGNORE INTO sourceArea (id, prefCode, onsenName, repSource, lat, lng, nSources, maxTemp, ph, year, senshitsu)
            VALUES (?,?,?,?,?,?,?,?,?,?,?)
            """)
        areaExists = try prepare("SELECT 1 FROM sourceArea WHERE id = ?")
        facility = try prepare("""
            INSERT OR IGNORE INTO facility (id, position, prefCode, name, repSource, lat, lng, nSources, maxTemp, ph, year,
              senshitsu, readingHira, romaji, readingSource, memberIds, springCategoryMask, amenityMask,
              hasCoupons, adultPriceYen, openingMinute, closingMinute, closedDays, hepburn)
            VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)
            """)
        facilityExists = try prepare("SELECT 1 FROM facility WHERE id = ?")
        alias = try prepare("INSERT INTO facilityAlias (facilityId, alias, reading, position) VALUES (?,?,?,?)")
    }

    private func database<T>(_ body: () throws -> T) throws(CatalogError) -> T {
        do { return try body() } catch { throw SQLiteProblem.catalogBuildFailure(error, path: path) }
    }

    mutating func addReference(regions: [RegionRecord], prefectures: [PrefectureRecord], capitals: [CapitalRecord]) throws(CatalogError) {
        let db = self.db
        try database {
            for record in regions { try record.insert(db) }
            for record in prefectures { try record.insert(db) }
            for record in capitals { try record.insert(db) }
        }
    }

    mutating func addArea(_ r: SourceAreaRecord) throws(CatalogError) -> Bool {
        let area = self.area
        return try database {
            area.reset()
            area.bind(1, r.id); area.bind(2, r.prefCode); area.bind(3, r.onsenName); area.bind(4, r.repSource)
            area.bind(5, r.lat); area.bind(6, r.lng); area.bind(7, r.nSources); area.bind(8, r.maxTemp)
            area.bind(9, r.ph); area.bind(10, r.year); area.bind(11, r.senshitsu)
            return try area.run() == 1
        }
    }

    func containsArea(_ id: String) throws(CatalogError) -> Bool { try exists(areaExists, id) }

    /// The members are in `r.memberIds`.
    mutating func addFacility(_ r: FacilityRecord, members: [String]) throws(CatalogError) -> Bool {
        let facility = self.facility
        let added = try database {
            facility.reset()
            facility.bind(1, r.id); facility.bind(2, r.position); facility.bind(3, r.prefCode); facility.bind(4, r.name)
            facility.bind(5, r.repSource); facility.bind(6, r.lat); facility.bind(7, r.lng); facility.bind(8, r.nSources)
            facility.bind(9, r.maxTemp); facility.bind(10, r.ph); facility.bind(11, r.year); facility.bind(12, r.senshitsu)
            facility.bind(13, r.readingHira); facility.bind(14, r.romaji); facility.bind(15, r.readingSource)
            facility.bind(16, r.memberIds); facility.bind(17, r.springCategoryMask); facility.bind(18, r.amenityMask)
            facility.bind(19, r.hasCoupons); facility.bind(20, r.adultPriceYen); facility.bind(21, r.openingMinute)
            facility.bind(22, r.closingMinute); facility.bind(23, r.closedDays); facility.bind(24, r.hepburn)
            return try facility.run() == 1
        }
        return added
    }

    func containsFacility(_ id: String) throws(CatalogError) -> Bool { try exists(facilityExists, id) }

    /// Whether a `SELECT 1 … WHERE id = ?` statement finds `id`.
    private func exists(_ statement: RawStatement, _ id: String) throws(CatalogError) -> Bool {
        try database {
            statement.reset()
            statement.bind(1, id)
            return try statement.step()
        }
    }

    mutating func addAlias(facilityId: String, alias text: String, reading: String) throws(CatalogError) {
        let (alias, position) = (self.alias, aliasCount)
        try database {
            alias.reset()
            alias.bind(1, facilityId); alias.bind(2, text); alias.bind(3, reading); alias.bind(4, position)
            try alias.run()
        }
        aliasCount += 1
    }

    /// Leaves no statement mid-step when the transaction commits.
    func finish() {
        for statement in [area, areaExists, facility, facilityExists, alias] { statement.reset() }
    }

    mutating func skip(_ problem: CatalogError) {
        skippedCount += 1
        if skippedReport.count < CatalogDatabase.reportedProblems { skippedReport.append(problem) }
    }

    func namedRowsRead(_ rows: Int, bytesRead: Int, totalBytes: Int) {
        guard rows % 1000 == 0 else { return }
        // Rows still to come are estimated from the bytes read so far: the file is never counted first.
        let estimate = bytesRead >= totalBytes || bytesRead == 0 ? rows : max(rows, rows * totalBytes / bytesRead)
        progress(CatalogBuildProgress(phase: .importing, completed: rows, total: estimate))
    }
}
