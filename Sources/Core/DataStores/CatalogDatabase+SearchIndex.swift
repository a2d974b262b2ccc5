import Entities
import Foundation
import GRDB
import Localization

extension CatalogDatabase {
    /// Where the search index for `key` lives: a file beside this database, named after it, so
    /// that it is mapped into memory instead of read out of SQLite and copied. Derived data: the
    /// identity written into it (the key and this catalog's content fingerprint) makes a file left
    /// by another catalog or format fail to load, and it is then built again.
    public func searchIndexFile(key: String) throws(CatalogError) -> (path: String, identity: String) {
        (searchIndexPath(key: key), "\(key) \(try meta("fingerprint") ?? "")")
    }

    private func searchIndexPath(key: String) -> String { "\(indexFileStem).\(key).index" }

    /// The database's path without `.sqlite`: every index file of this catalog starts with it.
    private var indexFileStem: String { Self.indexFileStem(of: path) }

    static func indexFileStem(of path: String) -> String { path.hasSuffix(".sqlite") ? String(path.dropLast(".sqlite".count)) : path }

    /// The areas of the list's first page, in order, as stored with the index under `key` (empty
    /// when none are): what the first frame draws before the whole catalog is read. At most
    /// `limit`: a page stored by an earlier version may be longer than the app now draws first,
    /// and the index it was stored with is kept, so the page is not written again.
    public func firstPage(key: String, limit: Int = .max) async throws(CatalogError) -> [(FacilityListingRow, [FacilityAliasRecord])] {
        try await readAsync { db in
            guard try Self.hasTable(db, "firstPage") else { return [] }
            let statement = RawStatement(try db.makeStatement(sql: Self.listingSQL + """
                 JOIN firstPage fp ON fp.facilityId = f.id WHERE fp.key = ? AND fp.rank < ? ORDER BY fp.rank
                """), db)
            statement.bind(1, key)
            statement.bind(2, limit)
            var rows: [FacilityListingRow] = []
            while try statement.step() { rows.append(FacilityListingRow(statement)) }
            let aliases = Dictionary(grouping: try Self.aliases(db, sql: """
                SELECT \(Self.aliasColumns) FROM facilityAlias a
                WHERE a.facilityId IN (SELECT facilityId FROM firstPage WHERE key = ? AND rank < ?) ORDER BY a.position
                """, bind: { $0.bind(1, key); $0.bind(2, limit) }), by: \.facilityId)
            return rows.map { ($0, aliases[$0.id] ?? []) }
        }
    }

    /// Stores the ids of the list's first page under `key`, replacing what was there (another
    /// process may do the same). Also removes index files of other format keys beside it.
    public func storeFirstPage(_ firstPage: [String], key: String) throws(CatalogError) {
        removeSearchIndexFiles(except: key)
        do {
            var config = Configuration()
            config.busyMode = .timeout(10)
            let queue = try DatabaseQueue(path: path, configuration: config)
            defer { try? queue.close() }
            try queue.write { db in
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
            }
        } catch {
            throw .database(DataStoreText.firstPageFailed("\(error)").text)
        }
    }

    /// Every index file beside the catalog at `path` but the one named `kept` (all of them when nil).
    static func removeSearchIndexFiles(of path: String, keeping kept: String? = nil) {
        let stem = URL(fileURLWithPath: indexFileStem(of: path))
        let base = stem.lastPathComponent + "."
        let directory = stem.deletingLastPathComponent()
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where name.hasPrefix(base) && name.hasSuffix(".index") && name != kept {
            try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
        }
    }

    private func removeSearchIndexFiles(except key: String) {
        // The name alone, no query: a failed read must not make the current index look foreign.
        Self.removeSearchIndexFiles(of: path, keeping: URL(fileURLWithPath: searchIndexPath(key: key)).lastPathComponent)
    }
}
