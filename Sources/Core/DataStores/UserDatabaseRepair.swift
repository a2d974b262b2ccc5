import Entities
import Foundation
import GRDB
import Localization

/// `yumeguri doctor --repair`: keeps a copy of the user database as it is, builds a new one with
/// the current schema from every row that can still be read, and puts it in place.
///
/// Rows are read table by table in rowid order. Where a read fails (a damaged page), the rows it
/// held are skipped: a binary search finds the first rowid past the damage that reads again, so
/// every row on an intact page is kept.
public enum UserDatabaseRepair {
    public struct TableReport: Equatable, Sendable {
        public var table: String
        public var kept: Int
        /// Rowid ranges that could not be read (rows there, if any, are lost).
        public var unreadable: [ClosedRange<Int64>]
        /// The table itself could not be found or read in the old file.
        public var missing: Bool
    }

    public struct Report: Equatable, Sendable {
        public var copies: [String]
        public var tables: [TableReport]
    }

    public static func rebuild(dataDirectory: URL, now: Date) throws(UserDataError) -> Report {
        let path = dataDirectory.appendingPathComponent(UserDatabase.fileName).path
        return try CrossProcessLock.withLock(path: path + UserDatabase.openLockSuffix, timeout: .seconds(10)) { () throws(UserDataError) in
            do throws(UserDataError) {
                if try UserDatabaseCheck.check(path: path) == .missing {
                    throw UserDataError.dataDirectory(path: path, reason: DataStoreText.nothingToRepair.text)
                }
            } catch .damaged {
                // What repair is for.
            }
            let stamp = Self.stamp(now)
            let copies = try keepCopies(of: path, suffix: ".damaged-\(stamp)")
            let source = path + ".repair-source.tmp"
            let target = path + ".repair.tmp"
            defer {
                for file in [source, target] { for suffix in ["", "-wal", "-shm", "-journal"] { try? FileManager.default.removeItem(atPath: file + suffix) } }
            }
            // Rows are read from a scratch copy, so reading (which may recover a WAL) writes to
            // neither the original nor the kept copy.
            _ = try keepCopies(of: path, to: source)
            let tables = try build(target: target, from: source)
            for suffix in ["-wal", "-shm", ""] { try? FileManager.default.removeItem(atPath: path + suffix) }
            guard rename(target, path) == 0 else {
                throw UserDataError.dataDirectory(path: path, reason: FileProblem.describe(errno: errno))
            }
            SecureFiles.restrict(database: path)
            return Report(copies: copies, tables: tables)
        }
    }

    static func stamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter.string(from: date)
    }

    /// Copies the database and its companions to `path + suffix` (-wal and -shm keep their suffix).
    static func keepCopies(of path: String, suffix: String) throws(UserDataError) -> [String] {
        try keepCopies(of: path, to: path + suffix)
    }

    static func keepCopies(of path: String, to copy: String) throws(UserDataError) -> [String] {
        var made: [String] = []
        for companion in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: path + companion) {
            do {
                try? FileManager.default.removeItem(atPath: copy + companion)
                try FileManager.default.copyItem(atPath: path + companion, toPath: copy + companion)
                _ = chmod(copy + companion, 0o600)
                made.append(copy + companion)
            } catch {
                throw .dataDirectory(path: copy + companion, reason: FileProblem.describe(error))
            }
        }
        return made
    }

    static func build(target: String, from source: String) throws(UserDataError) -> [TableReport] {
        do {
            var configuration = Configuration()
            configuration.foreignKeysEnabled = false
            let fresh = try DatabaseQueue(path: target, configuration: configuration)
            defer { try? fresh.close() }
            try UserSchema.migrator.migrate(fresh)
            let old: DatabaseQueue? = try? DatabaseQueue(path: source, configuration: configuration)
            defer { try? old?.close() }
            let tables = try fresh.read { db in
                try String.fetchAll(db, sql: """
                    SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
                      AND name NOT IN ('grdb_migrations', 'schemaInfo') ORDER BY name
                    """)
            }
            var reports: [TableReport] = []
            for table in tables {
                let columns = try fresh.read { db in try db.columns(in: table).map(\.name) }
                reports.append(try fresh.write { db in try copy(table: table, columns: columns, from: old, into: db) })
            }
            try fresh.write { db in
                try db.execute(sql: "INSERT OR REPLACE INTO schemaInfo (key, value) VALUES ('writtenBy', ?)",
                               arguments: ["yumeguri \(AppVersion.current) (doctor --repair)"])
            }
            return reports
        } catch let error as UserDataError {
            throw error
        } catch {
            throw UserDatabase.problem(error, path: target)
        }
    }

    static func copy(table: String, columns: [String], from old: DatabaseQueue?, into db: Database) throws -> TableReport {
        var report = TableReport(table: table, kept: 0, unreadable: [], missing: false)
        guard let old, let oldColumns = try? old.read({ try $0.columns(in: table).map(\.name) }) else {
            report.missing = true
            return report
        }
        let shared = columns.filter(oldColumns.contains)
        guard !shared.isEmpty else { report.missing = true; return report }
        let list = shared.map { $0.quotedDatabaseIdentifier }.joined(separator: ", ")
        let insert = try db.makeStatement(sql: """
            INSERT OR IGNORE INTO \(table.quotedDatabaseIdentifier) (\(list)) VALUES (\(shared.map { _ in "?" }.joined(separator: ", ")))
            """)
        let select = "SELECT rowid AS repairRowid, \(list) FROM \(table.quotedDatabaseIdentifier) WHERE rowid > ? ORDER BY rowid"
        let quotedTable = table.quotedDatabaseIdentifier
        /// The first rowid at or after `rowid`: .some(nil) when there is none, nil when the seek fails.
        func seek(_ rowid: Int64) -> Int64?? {
            try? old.read { source in
                try Int64.fetchOne(source, sql: "SELECT rowid FROM \(quotedTable) WHERE rowid >= ? ORDER BY rowid LIMIT 1", arguments: [rowid])
            }
        }
        let maxRowid: Int64? = (try? old.read { try Int64.fetchOne($0, sql: "SELECT MAX(rowid) FROM \(quotedTable)") }) ?? nil
        var after = Int64.min
        while true {
            var insertError: (any Error)?
            let scanned: Void? = try? old.read { source in
                let rows = try Row.fetchCursor(source, sql: select, arguments: [after])
                while let row = try rows.next() {
                    do {
                        try insert.execute(arguments: StatementArguments(shared.map { row[$0] as DatabaseValue }))
                    } catch {
                        insertError = error
                        return
                    }
                    after = row["repairRowid"]
                    report.kept += 1
                }
            }
            if let insertError { throw insertError }
            if scanned != nil { break }
            // Reading stopped at damage after `after`. Find the first row past it that reads: a
            // seek into a damaged page fails (or finds nothing), one past it finds the next row.
            let start = after == Int64.min ? Int64(-1) : after
            func rowFrom(_ rowid: Int64) -> Int64? { if case .some(.some(let row)) = seek(rowid) { row } else { nil } }
            guard let readable = firstReadableRow(after: start, maxRowid: maxRowid, rowFrom: rowFrom) else {
                report.unreadable.append((start + 1)...Int64.max)
                return report
            }
            guard let next = readable else { break }
            let whole: Void? = try? old.read { source in
                guard let row = try Row.fetchOne(source, sql: "\(select.replacingOccurrences(of: "rowid > ?", with: "rowid = ?"))", arguments: [next]) else { return }
                try insert.execute(arguments: StatementArguments(shared.map { row[$0] as DatabaseValue }))
                report.kept += 1
            }
            let lost = whole == nil ? next : next - 1
            if lost > start { report.unreadable.append((start + 1)...lost) }
            after = next
        }
        return report
    }

    /// Past damage after `start`, the first rowid whose row reads: seeks double their step until
    /// one finds a row, then bisect back to the first that does. nil when no row reads up to the
    /// table's end; .some(nil) when the row found no longer reads.
    private static func firstReadableRow(after start: Int64, maxRowid: Int64?, rowFrom: (Int64) -> Int64?) -> Int64?? {
        var lastFailed = start, step: Int64 = 1
        var found = rowFrom(start + 1)
        while found == nil {
            lastFailed = start + step
            step *= 2
            guard step < (1 << 50), start + step <= (maxRowid ?? Int64.max - (1 << 51)) else { return nil }
            found = rowFrom(start + step)
        }
        var low = lastFailed + 1, high = start + step
        while low < high {
            let middle = low + (high - low) / 2
            if rowFrom(middle) == nil { low = middle + 1 } else { high = middle }
        }
        return .some(rowFrom(high) ?? found)
    }
}
