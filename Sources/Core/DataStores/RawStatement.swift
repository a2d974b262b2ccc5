import GRDB
import GRDBSQLite

/// A prepared GRDB statement bound and stepped through SQLite's C interface. For the one loop that
/// runs a million times (a visits import): GRDB's `StatementArguments` box every value, which cost
/// more than SQLite's own work there.
struct RawStatement {
    /// GRDB finalises the SQLite statement when its `Statement` goes: kept here so it lives as long.
    private let owner: Statement
    private let statement: OpaquePointer
    private let connection: OpaquePointer?
    private let sql: String

    init(_ statement: Statement, _ db: Database) {
        owner = statement
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
    func bind(_ index: Int32, _ value: Int) { sqlite3_bind_int64(statement, index, Int64(value)) }
    func bind(_ index: Int32, _ value: Bool) { sqlite3_bind_int64(statement, index, value ? 1 : 0) }
    func bind(_ index: Int32, _ value: Double) { sqlite3_bind_double(statement, index, value) }

    func bind(_ index: Int32, _ text: String?) {
        if let text { bind(index, text) } else { sqlite3_bind_null(statement, index) }
    }

    func bind(_ index: Int32, _ value: Double?) {
        if let value { bind(index, value) } else { sqlite3_bind_null(statement, index) }
    }

    func bind(_ index: Int32, _ value: Int?) {
        if let value { bind(index, value) } else { sqlite3_bind_null(statement, index) }
    }

    /// Ready for new arguments (every parameter is bound again before the next step).
    func reset() { sqlite3_reset(statement) }

    /// Steps a statement that returns no rows; the number of rows it changed.
    @discardableResult
    func run() throws -> Int {
        _ = try step()
        return connection.map { Int(sqlite3_changes($0)) } ?? 0
    }

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

    // MARK: Columns of the current row, by position

    func isNull(_ column: Int32) -> Bool { sqlite3_column_type(statement, column) == SQLITE_NULL }
    func int(_ column: Int32) -> Int { Int(sqlite3_column_int64(statement, column)) }
    func double(_ column: Int32) -> Double { sqlite3_column_double(statement, column) }
    func bool(_ column: Int32) -> Bool { sqlite3_column_int64(statement, column) != 0 }
    func optionalDouble(_ column: Int32) -> Double? { isNull(column) ? nil : double(column) }
    func optionalText(_ column: Int32) -> String? { isNull(column) ? nil : text(column) }

    func text(_ column: Int32) -> String {
        guard let bytes = sqlite3_column_text(statement, column) else { return "" }
        let count = Int(sqlite3_column_bytes(statement, column))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }
}
