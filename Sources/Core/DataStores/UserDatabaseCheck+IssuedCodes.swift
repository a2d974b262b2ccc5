import Foundation
import GRDB

extension UserDatabaseCheck {
    /// How many tickets and passes the user database at `path` holds, read only (0 when there is
    /// no file yet); nil when it cannot be read. Whether a missing issuer key may be made afresh
    /// depends on it: a new key is harmless before the first code and ruinous after.
    public static func issuedCodeCount(path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return errno == ENOENT ? 0 : nil }
        // A FIFO here blocked `doctor` for ever: only a regular file is opened (its check says why not).
        guard info.st_mode & S_IFMT == S_IFREG else { return nil }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.label = "user-codes"
        guard let queue = try? DatabaseQueue(path: readOnlyLocation(path), configuration: configuration) else { return nil }
        defer { try? queue.close() }
        return try? queue.read { db in
            var count = 0
            for table in ["ticket", "rallyPass"] where try db.tableExists(table) {
                count += try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? 0
            }
            return count
        }
    }
}
