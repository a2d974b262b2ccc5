import GRDB
import GRDBSQLite

/// A prepared GRDB statement bound and stepped through SQLite's C interface. For the one loop that
/// runs a million times (a visits import): GRDB's `StatementArguments` box every value, which cost
/// more than SQLite's own work there.
struct RawStatement {
    private let statement: OpaquePointer
    private let connection: OpaquePointer?
    private let sql: String

    init(_ statement: Statement, _ db: Database) {
        self.statement = statement.sqliteStatement
        connection = db.sqliteConnection
        sql = statement.sql
    }

    /// SQLite copies the bytes before the call returns.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    func bind(_ date: String, _ facilityId: String, _ rating: Int, _ note: String) {
        sqlite3_reset(statement)
        bind(1, date)
        bind(2, facilityId)
        sqlite3_bind_int64(statement, 3, Int64(rating))
        bind(4, note)
    }

    func bind(_ index: Int32, _ text: String) {
        var text = text
        text.withUTF8 { bytes in
            _ = sqlite3_bind_text(statement, index, bytes.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) },
                                  Int32(bytes.count), Self.transient)
        }
    }

    func bind(_ index: Int32, _ value: Int64) { sqlite3_bind_int64(statement, index, value) }
    func bind(_ index: Int32, _ value: Double) { sqlite3_bind_double(statement, index, value) }

    /// True when the step produced a row, false when the statement is done.
    func step() throws -> Bool {
        let code = sqlite3_step(statement)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            let message = connection.map { String(cString: sqlite3_errmsg($0)) }
            sqlite3_reset(statement)
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: sql)
        }
    }
}
