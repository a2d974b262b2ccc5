import Entities
import GRDB

extension UserDatabase {
    /// SQLite's failures in words a user can act on, naming the file.
    static func problem(_ error: any Error, path: String) -> UserDataError {
        if let error = error as? UserDataError { return error }
        guard let error = error as? DatabaseError else { return .database("\(error)") }
        if let damage = damage(error) { return .damaged(path: path, problem: damage) }
        if let reason = SQLiteProblem.fileReason(error) { return .dataDirectory(path: path, reason: reason) }
        switch error.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            return .database("another yumeguri kept \(path) busy for more than 5 seconds; try again")
        default: return .database(error.message ?? "\(error)")
        }
    }

    /// What a damaged file reports, or nil for other failures.
    static func damage(_ error: DatabaseError) -> String? {
        switch error.resultCode {
        case .SQLITE_CORRUPT: "SQLite reports it corrupt (\(error.message ?? "malformed"))"
        case .SQLITE_NOTADB: "it is not an SQLite database"
        default: nil
        }
    }
}
