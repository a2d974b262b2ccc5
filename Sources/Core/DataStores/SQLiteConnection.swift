import GRDBSQLite

/// An SQLite connection through the C interface, for the few queries made outside GRDB's pool: the
/// check every start makes before it opens the user database (`UserDatabaseCheck`), where GRDB's
/// queue around it (a dispatch queue, the configuration, a transaction around each read) cost more
/// than the check's own queries, on the path to the first frame; and the last connection of a
/// close (`UserDatabase.writeBackLog`). Read-only unless `writable`; never creates a file.
struct SQLiteConnection: ~Copyable {
    /// What SQLite said: its primary result code and message.
    struct Failure: Error {
        let code: Int32
        let message: String
    }

    private let handle: OpaquePointer

    /// `location` is a path or a `file:` URI (`UserDatabaseCheck.readOnlyLocation`).
    init(location: String, writable: Bool = false) throws(Failure) {
        var opened: OpaquePointer?
        let code = sqlite3_open_v2(location, &opened, (writable ? SQLITE_OPEN_READWRITE : SQLITE_OPEN_READONLY) | SQLITE_OPEN_URI, nil)
        guard code == SQLITE_OK, let opened else {
            let failure = Failure(code: code & 0xFF, message: opened.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open")
            sqlite3_close_v2(opened)
            throw failure
        }
        handle = opened
    }

    deinit { sqlite3_close_v2(handle) }

    /// The first column of each row of `sql`, as text (NULL as nil).
    func column(_ sql: String) throws(Failure) -> [String?] {
        var statement: OpaquePointer?
        var code = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        defer { sqlite3_finalize(statement) }
        guard code == SQLITE_OK, let statement else { throw failure(code) }
        var values: [String?] = []
        while true {
            code = sqlite3_step(statement)
            guard code == SQLITE_ROW else { break }
            values.append(sqlite3_column_text(statement, 0).map { String(cString: $0) })
        }
        guard code == SQLITE_DONE else { throw failure(code) }
        return values
    }

    /// Runs `body` inside one read transaction.
    func reading<T>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
        _ = try column("BEGIN")
        let result: T
        do { result = try body() } catch {
            _ = try? column("ROLLBACK")
            throw error
        }
        _ = try? column("COMMIT")
        return result
    }

    private func failure(_ code: Int32) -> Failure {
        Failure(code: code & 0xFF, message: String(cString: sqlite3_errmsg(handle)))
    }
}
