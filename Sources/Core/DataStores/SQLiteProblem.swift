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
}
