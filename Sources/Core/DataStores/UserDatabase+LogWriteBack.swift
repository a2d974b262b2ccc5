import Foundation

extension UserDatabase {
    /// Writes the log (`-wal`) back into the file and removes it, when no connection in any
    /// process has the file open any more.
    ///
    /// SQLite does this as the last connection to a file closes, but only if that connection may
    /// write. The pool's readers are read-only, and a read that starts after the idle readers were
    /// released (a task the app cancelled but which was already on its way to the database) opens
    /// a reader that GRDB closes after the writer: that reader was then the last connection, and
    /// the log stayed, for the next start to read through whole. One more read-write connection,
    /// opened after the pool has closed and closed at once, is the last connection instead.
    /// With another process still on the file it is not the last, and leaves the log to that one.
    static func writeBackLog(path: String) {
        var info = stat()
        guard stat(path + "-wal", &info) == 0,
              let connection = try? SQLiteConnection(location: path, writable: true) else { return }
        // The log is opened with the first read; the connection's close then writes it back.
        _ = try? connection.column("SELECT count(*) FROM sqlite_schema")
    }
}
