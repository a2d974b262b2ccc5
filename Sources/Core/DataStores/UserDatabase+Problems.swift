import Entities
import GRDB
import GRDBSQLite
import Localization

extension UserDatabase {
    /// SQLite's failures in words a user can act on, naming the file.
    static func problem(_ error: any Error, path: String) -> UserDataError {
        if let error = error as? UserDataError { return error }
        guard let error = error as? DatabaseError else { return .database("\(error)") }
        if let damage = damage(error) { return .damaged(path: path, problem: damage) }
        if let reason = SQLiteProblem.fileReason(error) { return .dataDirectory(path: path, reason: reason) }
        switch error.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            return .database(DataStoreText.busy(path).text)
        default: return .database(error.message ?? "\(error)")
        }
    }

    /// What a damaged file reports, or nil for other failures.
    static func damage(_ error: DatabaseError) -> String? {
        damage(code: error.resultCode.primaryResultCode.rawValue, message: error.message)
    }

    /// The same for SQLite's primary result code and message, as its C interface gives them.
    static func damage(code: Int32, message: String?) -> String? {
        switch code {
        case SQLITE_CORRUPT: DataStoreText.reportedCorrupt(message ?? "malformed").text
        case SQLITE_NOTADB: DataStoreText.notSQLite.text
        default: nil
        }
    }
}
