import Entities
import Foundation
import GRDB

/// The catalog database: built from the bundled files on first use, reused while their fingerprint
/// matches, rebuilt when they change. Opened read-only once built.
public final class CatalogDatabase: Sendable {
    private let queue: DatabaseQueue
    public let path: String
    /// How this open knew the stored catalog was current, or that it had to build it.
    public let check: Check

    public enum Check: Sendable, Equatable {
        /// Missing, stale or forced: built from the files.
        case built
        /// The files' `stat` signature matched the one stored at build time: nothing was read.
        case unchangedStat
        /// The files were touched but their bytes hash as before; the new signature is stored.
        case unchangedContents
    }

    /// Whether this open had to build the database (false when an existing one was reused).
    public var wasBuilt: Bool { check == .built }

    private init(queue: DatabaseQueue, path: String, check: Check) {
        self.queue = queue
        self.path = path
        self.check = check
    }

    public static func defaultFileName(for files: CatalogSourceFiles, bundled: Bool) -> String {
        bundled ? "catalog.sqlite" : "catalog-\(String(fnv1a64(files.directory.standardizedFileURL.path), radix: 16)).sqlite"
    }

    /// Opens the catalog at `dataDirectory/fileName`, building it first when it is missing or stale.
    public static func open(
        dataDirectory: URL,
        files: CatalogSourceFiles,
        fileName: String = "catalog.sqlite",
        rebuild: Bool = false,
        progress: @escaping @Sendable (CatalogBuildProgress) -> Void = { _ in }
    ) throws(CatalogError) -> CatalogDatabase {
        progress(CatalogBuildProgress(phase: .checking))
        try SecureFiles.prepareDirectory(dataDirectory)
        removeAbandonedBuilds(in: dataDirectory)
        let signature = try files.statSignature()
        let path = dataDirectory.appendingPathComponent(fileName).path
        // A FIFO here blocked the open for ever (`rallies` hung): refused, and never replaced.
        if let refusal = RegularFile.refusal(path) { throw .dataDirectory(path: dataDirectory.path, reason: refusal) }
        if !rebuild, let existing = try? openReadOnly(path: path) {
            if (try? existing.meta("stat")) == signature {
                progress(CatalogBuildProgress(phase: .done))
                return CatalogDatabase(queue: existing.queue, path: path, check: .unchangedStat)
            }
            if (try? existing.meta("fingerprint")) == (try files.fingerprint()) {
                // Touched, not changed (a copy, a checkout): remember the new signature so the next
                // start skips the hashing. Best effort: a catalog we cannot write is still current.
                try? recordSignature(signature, path: path)
                progress(CatalogBuildProgress(phase: .done))
                return CatalogDatabase(queue: existing.queue, path: path, check: .unchangedContents)
            }
        }
        try build(files: files, signature: signature, into: path, progress: progress)
        let database = try openReadOnly(path: path)
        progress(CatalogBuildProgress(phase: .done))
        return CatalogDatabase(queue: database.queue, path: path, check: .built)
    }

    /// A build writes `<catalog>.<pid>.<random>.tmp` and renames it into place when complete; a
    /// killed build leaves its file behind. Those whose process is gone are removed at start (a
    /// build still running in another process keeps its file).
    static func removeAbandonedBuilds(in directory: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where name.hasPrefix("catalog") && name.hasSuffix(".tmp") {
            let parts = name.split(separator: ".")
            guard parts.count >= 4, let pid = Int(parts[parts.count - 3]) else { continue }
            if ProcessLiveness.isGone(pid) {
                try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
            }
        }
    }

    /// A process that quit while storing a search index leaves a hot journal, which a read-only
    /// connection cannot roll back ("attempt to write a readonly database"): a writable one does,
    /// by reading once. A journal of a write still going on in another process is not hot, and
    /// the read just waits for it or goes on.
    private static func rollBackInterruptedWrite(path: String) {
        guard FileManager.default.fileExists(atPath: path + "-journal") else { return }
        var config = Configuration()
        config.busyMode = .timeout(10)
        guard let queue = try? DatabaseQueue(path: path, configuration: config) else { return }
        _ = try? queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") }
        try? queue.close()
    }

    private static func recordSignature(_ signature: String, path: String) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: "INSERT OR REPLACE INTO meta(key, value) VALUES ('stat', ?)", arguments: [signature])
        }
        try queue.close()
    }

    private static func openReadOnly(path: String) throws(CatalogError) -> CatalogDatabase {
        guard FileManager.default.fileExists(atPath: path) else { throw .missingFile(path: path) }
        rollBackInterruptedWrite(path: path)
        var config = Configuration()
        config.readonly = true
        config.label = "catalog"
        // A search index may be being stored (rarely: once per catalog); wait for it, do not fail.
        config.busyMode = .timeout(10)
        // The catalog is read once through (the listings) and then looked up by id: SQLite's
        // default cache (2 MB) ended up holding the bundled 1.5 MB file in this process's memory,
        // a copy of what the operating system's file cache keeps anyway. 256 KiB holds the
        // b-trees' upper pages, all a lookup by id reads twice.
        config.prepareDatabase { db in try db.execute(sql: "PRAGMA cache_size = -256") }
        do {
            return CatalogDatabase(queue: try DatabaseQueue(path: path, configuration: config), path: path, check: .built)
        } catch {
            throw .database("\(error)")
        }
    }

    /// Builds into a private temporary file and renames it into place, so a crash or a second
    /// process never sees a half-built catalog. The fingerprint stored is of the bytes imported,
    /// hashed as they were read.
    private static func build(
        files: CatalogSourceFiles, signature: String, into path: String,
        progress: @escaping @Sendable (CatalogBuildProgress) -> Void
    ) throws(CatalogError) {
        progress(CatalogBuildProgress(phase: .reading))
        let temporary = path + ".\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        do {
            var config = Configuration()
            // Rows are checked before they are written, and the file is renamed into place only
            // when complete: no journal, no sync, no foreign-key lookups per row.
            config.foreignKeysEnabled = false
            config.prepareDatabase { db in
                try db.execute(sql: "PRAGMA journal_mode = OFF")
                try db.execute(sql: "PRAGMA synchronous = OFF")
                // Nobody else opens the temporary file: no lock taken and dropped around each write.
                try db.execute(sql: "PRAGMA locking_mode = EXCLUSIVE")
                // Larger pages: fewer b-tree pages to split and write at a million rows (about 5% of
                // the build's CPU); a lookup reads one 16 KiB page instead of one 4 KiB page.
                try db.execute(sql: "PRAGMA page_size = 16384")
            }
            let queue = try DatabaseQueue(path: temporary, configuration: config)
            try queue.write { db in
                try CatalogSchema.create(db)
                // One transaction; the CSVs stream through the sink a row at a time, read and
                // checked on another thread while this one writes.
                var sink = try CatalogDatabaseSink(db, path: path, progress: progress)
                let contentHashes = try CatalogPipeline.run(files, into: &sink)
                sink.finish()
                let fingerprint = CatalogSourceFiles.fingerprint(contentHashes: contentHashes)
                try db.execute(sql: "INSERT INTO meta(key, value) VALUES ('fingerprint', ?), ('stat', ?), ('schema', ?)",
                               arguments: [fingerprint, signature, "\(CatalogSchema.version)"])
                // Rows left out, for the app's notice and `yumeguri catalog check`.
                try db.execute(sql: "INSERT INTO meta(key, value) VALUES ('skippedRows', ?), ('skippedReport', ?)",
                               arguments: ["\(sink.skippedCount)", SkippedRow.encode(sink.skippedReport)])
            }
            try queue.close()
            SecureFiles.restrict(database: temporary)
            // A journal left by an interrupted write to the old catalog must not be played back
            // onto the new one.
            try? FileManager.default.removeItem(atPath: path + "-journal")
            guard rename(temporary, path) == 0 else {
                throw CatalogError.dataDirectory(path: path, reason: FileProblem.describe(errno: errno))
            }
            // The index and the first page belong to the catalog they were made from: the new
            // catalog has no first page, so an index kept beside it (same files, same identity)
            // would be found and never stored with a page again. Both are made afresh.
            removeSearchIndexFiles(of: path)
        } catch let error as CatalogError {
            try? FileManager.default.removeItem(atPath: temporary)
            throw error
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw SQLiteProblem.catalogBuildFailure(error, path: path)
        }
    }

    /// How many skipped rows `skippedReport` lists at most.
    public static let reportedProblems = 50

    /// Rows of the source files that were left out of this catalog, and the first few reasons
    /// (each a `CatalogError.malformed`, described in the language in force when printed).
    public func skippedRows() -> (count: Int, report: [CatalogError]) {
        let count = (try? meta("skippedRows")).flatMap { $0.flatMap(Int.init) } ?? 0
        let report = ((try? meta("skippedReport")) ?? nil).map(SkippedRow.decode) ?? []
        return (count, report)
    }

    func meta(_ key: String) throws(CatalogError) -> String? {
        try read { db in try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = ?", arguments: [key]) }
    }

    private func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) throws(CatalogError) -> T {
        do { return try queue.read(body) } catch { throw .database("\(error)") }
    }

    func readAsync<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(CatalogError) -> T {
        do { return try await queue.read(body) } catch { throw .database("\(error)") }
    }

    // MARK: Queries

    /// `FacilityListingRow.init(_:)` reads these columns by position: keep the two in step.
    static let listingSQL = """
        SELECT f.id, f.name, f.readingHira, f.romaji, f.prefCode, p.name AS prefectureName,
               r.name AS regionName, f.lat, f.lng, f.maxTemp, f.ph, f.senshitsu, f.nSources, f.readingSource,
               f.springCategoryMask, f.amenityMask, f.hasCoupons, f.adultPriceYen,
               f.openingMinute, f.closingMinute, f.closedDays, f.hepburn, p.romaji AS prefectureRomaji, r.nameEn AS regionNameEn
        FROM facility f JOIN prefecture p ON p.code = f.prefCode JOIN region r ON r.id = p.regionId
        """

    /// Every named area, in catalog order.
    public func listings() async throws(CatalogError) -> [FacilityListingRow] {
        try await readListings(into: { count in
            var rows: [FacilityListingRow] = []
            rows.reserveCapacity(count)
            return rows
        }, add: { rows, row in rows.append(row) })
    }

    /// Every named area, in catalog order, handed to `add` one row at a time: the caller keeps
    /// them in its own compact form, and the catalog never exists as an array of rows as well.
    /// `make` gets the number of rows, to size its storage once.
    public func readListings<T: Sendable>(
        into make: @escaping @Sendable (_ count: Int) -> T, add: @escaping @Sendable (inout T, FacilityListingRow) -> Void
    ) async throws(CatalogError) -> T {
        try await readAsync { db in
            var result = make(try Int.fetchOne(db, sql: Self.countSQL) ?? 0)
            // Rows are stored in catalog order: the rowid is the order of `position`, with no index
            // (ordering by `position` made SQLite sort the whole catalog first).
            let statement = RawStatement(try db.makeStatement(sql: Self.listingSQL + " ORDER BY f.rowid"), db)
            while try statement.step() { add(&result, FacilityListingRow(statement)) }
            return result
        }
    }

    /// The areas at these places of `listings()` (0-based), in the order asked, with their aliases:
    /// what a search that ran on the stored index alone needs to print its hits. Rows are inserted
    /// in catalog order and never deleted, so place k is rowid k + 1. Nil when a place is beyond
    /// the catalog (an index that does not belong to it). On the calling thread: its one caller
    /// is a process that asks once and exits.
    public func listings(at places: [Int]) throws(CatalogError) -> [(FacilityListingRow, [FacilityAliasRecord])]? {
        try read { db in
            let row = RawStatement(try db.makeStatement(sql: Self.listingSQL + " WHERE f.rowid = ?"), db)
            var rows: [FacilityListingRow] = []
            for place in places {
                row.reset()
                row.bind(1, place + 1)
                guard try row.step() else { return nil }
                rows.append(FacilityListingRow(row))
            }
            row.reset()
            let ids = rows.map(\.id)
            let placeholders = Array(repeating: "?", count: ids.count).joined(separator: ",")
            let aliases = try Self.aliases(db, sql: "SELECT \(Self.aliasColumns) FROM facilityAlias a WHERE a.facilityId IN (\(placeholders)) ORDER BY a.position") { statement in
                for (index, id) in ids.enumerated() { statement.bind(Int32(index + 1), id) }
            }
            let byFacility = Dictionary(grouping: aliases, by: \.facilityId)
            return rows.map { ($0, byFacility[$0.id] ?? []) }
        }
    }

    /// Every alias, by named-area id, in file order.
    public func aliases() async throws(CatalogError) -> [String: [FacilityAliasRecord]] {
        try await readAsync { db in
            Dictionary(grouping: try Self.aliases(db, sql: "SELECT \(Self.aliasColumns) FROM facilityAlias a ORDER BY a.position"),
                       by: \.facilityId)
        }
    }

    public struct FacilityBundle: Sendable {
        public var facility: FacilityRecord
        public var listing: FacilityListingRow
        public var prefecture: PrefectureRecord
        public var region: RegionRecord
        public var members: [SourceAreaRecord]
        public var aliases: [FacilityAliasRecord]
    }

    public func facility(id: String) async throws(CatalogError) -> FacilityBundle? {
        try await readAsync { db in
            guard let facility = try FacilityRecord.fetchOne(db, key: id),
                  let listing = try FacilityListingRow.fetchOne(db, sql: Self.listingSQL + " WHERE f.id = ?", arguments: [id]),
                  let prefecture = try PrefectureRecord.fetchOne(db, key: facility.prefCode),
                  let region = try RegionRecord.fetchOne(db, key: prefecture.regionId)
            else { return nil }
            let memberIds = facility.memberIds.map { $0.split(separator: " ").map(String.init) } ?? [id]
            let members = try memberIds.compactMap { try SourceAreaRecord.fetchOne(db, key: $0) }
            let aliases = try FacilityAliasRecord.filter(Column("facilityId") == id).order(Column("position")).fetchAll(db)
            return FacilityBundle(facility: facility, listing: listing, prefecture: prefecture, region: region,
                                  members: members, aliases: aliases)
        }
    }

    /// The `limit` areas nearest to `id` (excluding it), nearest first. Orders by an equirectangular
    /// approximation, which ranks correctly at these distances; callers compute exact distances.
    public func nearby(id: String, limit: Int) async throws(CatalogError) -> [FacilityListingRow] {
        try await readAsync { db in
            guard let origin = try FacilityRecord.fetchOne(db, key: id) else { return [] }
            let scale = cos(origin.lat * .pi / 180)
            return try FacilityListingRow.fetchAll(db, sql: Self.listingSQL + """
                 WHERE f.id != ?
                 ORDER BY (f.lat - ?) * (f.lat - ?) + (f.lng - ?) * (f.lng - ?) * ?, f.position
                 LIMIT ?
                """, arguments: [id, origin.lat, origin.lat, origin.lng, origin.lng, scale * scale, limit])
        }
    }

    public func prefectures() async throws(CatalogError) -> [(PrefectureRecord, RegionRecord, CapitalRecord?)] {
        try await readAsync { db in
            let regions = Dictionary(uniqueKeysWithValues: try RegionRecord.fetchAll(db).map { ($0.id, $0) })
            let capitals = Dictionary(uniqueKeysWithValues: try CapitalRecord.fetchAll(db).map { ($0.prefCode, $0) })
            return try PrefectureRecord.order(Column("code")).fetchAll(db).compactMap { prefecture in
                regions[prefecture.regionId].map { (prefecture, $0, capitals[prefecture.code]) }
            }
        }
    }

    public func facilityCount() throws(CatalogError) -> Int {
        try read { db in try Int.fetchOne(db, sql: Self.countSQL) ?? 0 }
    }

    /// Rows are written in catalog order and never deleted, so the last rowid is the count: read
    /// from the end of the table's b-tree, where `COUNT(*)` walked a million keys before the
    /// listings' own pass over them.
    static let countSQL = "SELECT coalesce(max(rowid), 0) FROM facility"
}
