import GRDB

/// Aliases read by column position instead of through `Codable`: the first page reads its
/// aliases on the way to the first frame, where the decoder's first use (type metadata and
/// protocol conformance lookups over the whole binary) cost more than SQLite's own work.
extension CatalogDatabase {
    static let aliasColumns = "a.facilityId, a.alias, a.reading, a.position"

    /// The rows of `sql`, which selects `aliasColumns` and takes `bind`'s arguments.
    static func aliases(_ db: Database, sql: String, bind: (RawStatement) -> Void = { _ in }) throws -> [FacilityAliasRecord] {
        let statement = RawStatement(try db.makeStatement(sql: sql), db)
        bind(statement)
        var rows: [FacilityAliasRecord] = []
        while try statement.step() {
            rows.append(FacilityAliasRecord(facilityId: statement.text(0), alias: statement.text(1),
                                            reading: statement.text(2), position: statement.int(3)))
        }
        return rows
    }

    /// Whether the catalog has table `name`: one lookup, not GRDB's schema introspection (which
    /// lists every object of every attached schema first).
    static func hasTable(_ db: Database, _ name: String) throws -> Bool {
        let statement = RawStatement(try db.makeStatement(sql: "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?"), db)
        statement.bind(1, name)
        return try statement.step()
    }
}
