import Entities
import Foundation
import GRDB
import Localization

/// SQLite's failures that are about the disk or the folder rather than the data, in words a user
/// can act on: the user database and the catalog build say the same thing for the same trouble.
enum SQLiteProblem {
    static func fileReason(_ error: DatabaseError) -> String? {
        switch error.resultCode {
        case .SQLITE_READONLY: DataStoreText.readOnly.text
        case .SQLITE_FULL: DataStoreText.diskFull.text
        case .SQLITE_CANTOPEN: DataStoreText.cannotOpen.text
        case .SQLITE_PERM, .SQLITE_AUTH: DataStoreText.permissionDenied.text
        case .SQLITE_IOERR: DataStoreText.inputOutputError.text
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
        return free < 1 << 20 ? DataStoreText.diskFull.text : nil
    }

    /// A failed catalog build as the user should read it: the disk's trouble in plain words,
    /// anything else as a database error.
    static func catalogBuildFailure(_ error: any Error, path: String) -> CatalogError {
        if let error = error as? DatabaseError, let reason = reason(error, writing: path) {
            return .dataDirectory(path: path, reason: DataStoreText.cannotBuildCatalogThere(reason).text)
        }
        return .database(DataStoreText.catalogBuildFailed("\(error)").text)
    }
}
