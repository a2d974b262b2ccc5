import Entities
import Foundation
import GRDB

/// SQLite's failures that are about the disk or the folder rather than the data, in words a user
/// can act on: the user database and the catalog build say the same thing for the same trouble.
enum SQLiteProblem {
    static func fileReason(_ error: DatabaseError) -> String? {
        switch error.resultCode {
        case .SQLITE_READONLY: "the file or its folder is read-only"
        case .SQLITE_FULL: "the disk is full"
        case .SQLITE_CANTOPEN: "it cannot be opened (does its folder exist, and may you write to it?)"
        case .SQLITE_PERM, .SQLITE_AUTH: "permission denied"
        case .SQLITE_IOERR: "the disk reported an input/output error"
        default: nil
        }
    }

    /// `fileReason`, or "the disk is full" when the folder of `path` has (almost) no room left:
    /// SQLite does not always say SQLITE_FULL when the disk fills while it writes a new file (an
    /// index built on a half-written page reads as "file is not a database").
    static func reason(_ error: DatabaseError, writing path: String) -> String? {
        if let reason = fileReason(error) { return reason }
        var stats = statvfs()
        let folder = (path as NSString).deletingLastPathComponent
        guard statvfs(folder, &stats) == 0 else { return nil }
        let free = UInt64(stats.f_bavail) * UInt64(stats.f_frsize)
        return free < 1 << 20 ? "the disk is full" : nil
    }

    /// A failed catalog build as the user should read it: the disk's trouble in plain words,
    /// anything else as a database error.
    static func catalogBuildFailure(_ error: any Error, path: String) -> CatalogError {
        if let error = error as? DatabaseError, let reason = reason(error, writing: path) {
            return .dataDirectory(path: path, reason: "cannot build the catalog there: \(reason)")
        }
        return .database("building the catalog failed: \(error)")
    }
}
