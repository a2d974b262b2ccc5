import Entities
import Foundation
import GRDB
import Localization

/// What is checked before yumeguri writes to an existing user database, reading it only: an
/// empty file, a file that is not SQLite, a failed `quick_check` or a migration this version does
/// not know all stop the open with nothing written (opening it for writing would already change
/// its header).
public enum UserDatabaseCheck {
    /// `quick_check` reads every page: about 2 s for a 100 MB file of a million visits on this
    /// machine's disk. Larger files get the cheap checks at each open, and `yumeguri doctor` runs
    /// the full one; SQLite still reports damage it meets later, named the same way.
    public static let quickCheckLimit = 32 << 20

    /// How many schema steps (migrations) this version knows.
    public static var knownSteps: Int { UserSchema.knownMigrations.count }

    public static let sqliteHeader = Array("SQLite format 3\0".utf8)

    public enum Finding: Equatable, Sendable {
        case missing
        case healthy(applied: [String])
    }

    /// Checks the file at `path`; `full` runs `integrity_check` whatever the size (for doctor).
    public static func check(path: String, full: Bool = false, quickCheckLimit: Int = quickCheckLimit) throws(UserDataError) -> Finding {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT { return .missing }
            throw .dataDirectory(path: path, reason: FileProblem.describe(errno: errno))
        }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .dataDirectory(path: path, reason: DataStoreText.notARegularDatabaseFile.text) }
        guard info.st_size > 0 else { throw .damaged(path: path, problem: DataStoreText.emptyDatabase.text) }
        try checkHeader(path: path)
        let inspection: Inspection
        do {
            let connection = try SQLiteConnection(location: readOnlyLocation(path))
            inspection = try connection.reading { () throws(SQLiteConnection.Failure) -> Inspection in
                if full || Int(info.st_size) <= quickCheckLimit {
                    let findings = try connection.column(full ? "PRAGMA integrity_check(5)" : "PRAGMA quick_check(5)").map { $0 ?? "" }
                    // Damage is reported as the check words it, before anything else reads the file.
                    guard findings == ["ok"] else { return .damaged(findings) }
                }
                let tables = Set(try connection.column(
                    "SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('grdb_migrations', 'schemaInfo')").compactMap { $0 })
                let applied = tables.contains("grdb_migrations")
                    ? try connection.column("SELECT identifier FROM grdb_migrations").compactMap { $0 } : []
                let known = Set(UserSchema.knownMigrations)
                guard let unknown = applied.last(where: { !known.contains($0) }) else { return .known(applied: applied) }
                let writtenBy = tables.contains("schemaInfo")
                    ? try connection.column("SELECT value FROM schemaInfo WHERE key = 'writtenBy'").first ?? nil : nil
                return .newer(migration: unknown, writtenBy: writtenBy)
            }
        } catch {
            // A file a read-only connection cannot open for a reason other than damage (a WAL it
            // may not recover, a missing -shm it may not create) is left to the normal open.
            if let damage = UserDatabase.damage(code: error.code, message: error.message) { throw .damaged(path: path, problem: damage) }
            return .healthy(applied: [])
        }
        switch inspection {
        case .damaged(let findings): throw .damaged(path: path, problem: findings.joined(separator: "; "))
        case .newer(let migration, let writtenBy): throw .newerSchema(path: path, writtenBy: writtenBy, migration: migration)
        case .known(let applied): return .healthy(applied: applied)
        }
    }

    /// What the read-only look at the file found.
    private enum Inspection {
        /// `quick_check`'s or `integrity_check`'s rows, when they are not just "ok".
        case damaged([String])
        /// The last applied migration this version does not know, and the version that wrote it.
        case newer(migration: String, writtenBy: String?)
        case known(applied: [String])
    }

    /// Without a write-ahead log to read, the file is opened immutable: SQLite then creates no
    /// -wal or -shm beside it, so a refused file's folder is left exactly as it was. With one, the
    /// read-only open must read the log (and uses its -shm).
    static func readOnlyLocation(_ path: String) -> String {
        var info = stat()
        if stat(path + "-wal", &info) == 0, info.st_size > 0 { return path }
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%")
        return "file:\(path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path)?immutable=1"
    }

    /// Whether the file is already in WAL mode (header bytes 18 and 19 are 2): opening one that
    /// is not switches it, which writes its header.
    static func usesWriteAheadLog(path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let header = (try? handle.read(upToCount: 20)).map(Array.init) ?? []
        return header.count == 20 && header[18] == 2 && header[19] == 2
    }

    static func checkHeader(path: String) throws(UserDataError) {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .dataDirectory(path: path, reason: FileProblem.describe(errno: EACCES))
        }
        defer { try? handle.close() }
        let header = (try? handle.read(upToCount: sqliteHeader.count)).map(Array.init) ?? []
        guard header == sqliteHeader else { throw .damaged(path: path, problem: DataStoreText.notSQLite.text) }
    }
}
