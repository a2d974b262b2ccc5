import Entities
import Foundation
import GRDB

/// The search index, stored in the catalog it was built from, so a start loads bytes instead of
/// normalising every name again. Derived data: it goes with the catalog when the catalog is
/// rebuilt, and a missing or unreadable one is simply built again by the caller.
extension CatalogDatabase {
    /// Rows of at most this many bytes: a million-area index is hundreds of MiB, more than one
    /// SQLite value should hold or one bind should copy.
    static let indexPartSize = 16 << 20

    /// The bytes stored under `key`, in their parts, or nil when there are none.
    public func storedIndex(key: String) async throws(CatalogError) -> [[UInt8]]? {
        try await readAsync { db in
            guard try db.tableExists("searchIndex") else { return nil }
            let statement = RawStatement(try db.makeStatement(sql: "SELECT bytes FROM searchIndex WHERE key = ? ORDER BY part"), db)
            statement.bind(1, key)
            var parts: [[UInt8]] = []
            while try statement.step() { parts.append(statement.blob(0)) }
            return parts.isEmpty ? nil : parts
        }
    }

    /// The areas of the list's first page, in order, as stored with the index under `key` (empty
    /// when none are): what the first frame draws before the whole catalog is read.
    public func firstPage(key: String) async throws(CatalogError) -> [(FacilityListingRow, [FacilityAliasRecord])] {
        try await readAsync { db in
            guard try db.tableExists("firstPage") else { return [] }
            let statement = RawStatement(try db.makeStatement(sql: Self.listingSQL + """
                 JOIN firstPage fp ON fp.facilityId = f.id WHERE fp.key = ? ORDER BY fp.rank
                """), db)
            statement.bind(1, key)
            var rows: [FacilityListingRow] = []
            while try statement.step() { rows.append(FacilityListingRow(statement)) }
            let aliases = Dictionary(grouping: try FacilityAliasRecord.fetchAll(db, sql: """
                SELECT a.* FROM facilityAlias a JOIN firstPage fp ON fp.facilityId = a.facilityId
                WHERE fp.key = ? ORDER BY a.position
                """, arguments: [key]), by: \.facilityId)
            return rows.map { ($0, aliases[$0.id] ?? []) }
        }
    }

    /// Stores `bytes` under `key`, replacing what was there (another process may do the same),
    /// with the ids of the list's first page.
    public func storeIndex(_ bytes: [UInt8], key: String, firstPage: [String] = []) throws(CatalogError) {
        do {
            var config = Configuration()
            config.busyMode = .timeout(10)
            let queue = try DatabaseQueue(path: path, configuration: config)
            defer { try? queue.close() }
            try queue.write { db in
                try db.execute(sql: """
                    CREATE TABLE IF NOT EXISTS searchIndex (key TEXT NOT NULL, part INTEGER NOT NULL, bytes BLOB NOT NULL,
                      PRIMARY KEY (key, part))
                    """)
                try db.execute(sql: "DELETE FROM searchIndex WHERE key = ?", arguments: [key])
                try db.execute(sql: """
                    CREATE TABLE IF NOT EXISTS firstPage (key TEXT NOT NULL, rank INTEGER NOT NULL, facilityId TEXT NOT NULL,
                      PRIMARY KEY (key, rank))
                    """)
                try db.execute(sql: "DELETE FROM firstPage WHERE key = ?", arguments: [key])
                let page = RawStatement(try db.makeStatement(sql: "INSERT INTO firstPage (key, rank, facilityId) VALUES (?,?,?)"), db)
                for (rank, id) in firstPage.enumerated() {
                    page.reset()
                    page.bind(1, key)
                    page.bind(2, rank)
                    page.bind(3, id)
                    try page.run()
                }
                let insert = RawStatement(try db.makeStatement(sql: "INSERT INTO searchIndex (key, part, bytes) VALUES (?,?,?)"), db)
                try bytes.withUnsafeBytes { raw in
                    var part = 0
                    for start in stride(from: 0, to: max(raw.count, 1), by: Self.indexPartSize) {
                        insert.reset()
                        insert.bind(1, key)
                        insert.bind(2, part)
                        insert.bind(3, blob: UnsafeRawBufferPointer(rebasing: raw[start..<min(start + Self.indexPartSize, raw.count)]))
                        try insert.run()
                        part += 1
                    }
                }
            }
        } catch {
            throw .database("storing the search index failed: \(error)")
        }
    }
}
