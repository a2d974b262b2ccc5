import Foundation

/// See `placeEmpty(path:)`.
enum UserDatabaseLog {
    /// GRDB's pool creates a table and drops it whenever it opens a file with no write-ahead log,
    /// so that one exists for its readers (groue/GRDB.swift#102): a write, which the last close then
    /// copies into the file. Every open therefore moved the change counter and the schema cookie,
    /// of a damaged file too, before the damage check of a large one had run (issue 34.7).
    ///
    /// A log that is only a zeroed 32-byte header is one SQLite reads as empty (no valid header,
    /// no frame) and starts afresh at the first write; with it in place the pool opens without
    /// writing. Placed only where no log exists (O_EXCL), under the open lock: a process that has
    /// the file open always has its log, so no one's log is replaced.
    static func placeEmpty(path: String) {
        var info = stat()
        guard stat(path, &info) == 0, info.st_size > 0, UserDatabaseCheck.usesWriteAheadLog(path: path) else { return }
        let descriptor = open(path + "-wal", O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        let header = [UInt8](repeating: 0, count: 32)
        _ = header.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }
}
