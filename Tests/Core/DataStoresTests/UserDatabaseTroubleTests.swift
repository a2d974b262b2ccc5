@testable import DataStores
import Entities
import Foundation
import GRDB
import Testing

/// Issue 14, item 5: a user database in trouble is refused before anything is written to it, with
/// a message that names the file; `doctor --repair` keeps every row that can still be read.
@Suite struct UserDatabaseTroubleTests {
    func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-trouble-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func path(_ directory: URL) -> String { directory.appendingPathComponent(UserDatabase.fileName).path }

    /// The bytes of the database and of whichever companions exist (nil for a missing one).
    func snapshot(_ directory: URL) -> [Data?] {
        ["", "-wal", "-shm", "-journal"].map { FileManager.default.contents(atPath: path(directory) + $0) }
    }

    /// A database of `visits` visits, closed and checkpointed so all of it is in the main file.
    func makeDatabase(in directory: URL, visits: Int) async throws {
        do {
            let database = try UserDatabase.open(dataDirectory: directory)
            for chunk in stride(from: 0, to: visits, by: 1_000) {
                let batch = try await database.beginVisitImport(startedAt: Date())
                _ = try await database.addToVisitImport(batch, (chunk..<min(visits, chunk + 1_000)).map { index in
                    VisitRecord(facilityId: "aist-\(1_000 + index % 4_000)", date: VisitDate(dayNumber: 19_000 + index / 10).description,
                                rating: index % 5 + 1, note: "visit \(index) 湯けむり", createdAt: 0)
                })
                try await database.commitVisitImport(batch)
            }
        }
        let queue = try DatabaseQueue(path: path(directory))
        try await queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        try queue.close()
    }

    @Test func aFileThatIsNotADatabaseIsRefusedUnchanged() throws {
        let directory = try directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("date,facility_id\n".utf8).write(to: URL(fileURLWithPath: path(directory)))
        let before = snapshot(directory)
        #expect(throws: UserDataError.damaged(path: path(directory), problem: "SQLite のデータベースではありません")) {
            try UserDatabase.open(dataDirectory: directory)
        }
        #expect(snapshot(directory) == before)
    }

    @Test func anEmptyFileIsNotTakenForANewDatabase() throws {
        let directory = try directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = FileManager.default.createFile(atPath: path(directory), contents: Data())
        #expect(throws: UserDataError.self) { try UserDatabase.open(dataDirectory: directory) }
        do { _ = try UserDatabase.open(dataDirectory: directory) } catch {
            guard case .damaged(_, let problem) = error else { Issue.record("\(error)"); return }
            #expect(problem.contains("空です (0 バイト)"))
            #expect(error.description.contains("yumeguri doctor"))
        }
        #expect(snapshot(directory) == [Data(), nil, nil, nil])
    }

    @Test func aNewerSchemaIsRefusedAndNamesItsWriter() async throws {
        let directory = try directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try await makeDatabase(in: directory, visits: 10)
        let queue = try DatabaseQueue(path: path(directory))
        try await queue.write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v9 something new')")
            try db.execute(sql: "INSERT OR REPLACE INTO schemaInfo (key, value) VALUES ('writtenBy', 'yumeguri 9.9.0')")
        }
        try await queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        try queue.close()
        let before = snapshot(directory)
        #expect(throws: UserDataError.newerSchema(path: path(directory), writtenBy: "yumeguri 9.9.0", migration: "v9 something new")) {
            try UserDatabase.open(dataDirectory: directory)
        }
        #expect(snapshot(directory) == before)
        #expect(throws: UserDataError.self) { try UserDatabaseRepair.rebuild(dataDirectory: directory, now: Date()) }
        #expect(snapshot(directory) == before, "repair never touches a newer version's file")
    }

    /// One page of the visit table overwritten: the open is refused with the file unchanged, and the
    /// rebuild keeps exactly the rows that can still be read one by one, and a copy of the original.
    @Test func aDamagedPageIsRefusedAndTheRebuildKeepsEveryReadableRow() async throws {
        let directory = try directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try await makeDatabase(in: directory, visits: 6_000)
        let file = path(directory)
        let (page, pageSize, ids) = try await DatabaseQueue(path: file).read { db in
            (try Int.fetchOne(db, sql: "SELECT pageno FROM dbstat WHERE name = 'visit' AND pagetype = 'leaf' LIMIT 1 OFFSET 20") ?? 0,
             try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 4096,
             try Int64.fetchAll(db, sql: "SELECT id FROM visit ORDER BY id"))
        }
        #expect(page > 0 && ids.count == 6_000)
        let handle = try #require(FileHandle(forUpdatingAtPath: file))
        try handle.seek(toOffset: UInt64((page - 1) * pageSize))
        handle.write(Data(repeating: 0xAB, count: pageSize))
        try handle.close()
        let damaged = snapshot(directory)

        #expect(throws: UserDataError.self) { try UserDatabase.open(dataDirectory: directory) }
        #expect(snapshot(directory) == damaged, "a failed open writes nothing")

        // What "readable" means, asked of the damaged file one row at a time (on a scratch copy).
        let scratch = file + ".probe"
        try FileManager.default.copyItem(atPath: file, toPath: scratch)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let probe = try DatabaseQueue(path: scratch)
        let readable = Set(ids.filter { id in
            (try? probe.read { db in try Row.fetchOne(db, sql: "SELECT * FROM visit WHERE id = ?", arguments: [id]) }) != nil
        })
        try probe.close()
        #expect(readable.count < ids.count && readable.count > ids.count - 200, "one page of rows is lost")

        let report = try UserDatabaseRepair.rebuild(dataDirectory: directory, now: Date(timeIntervalSince1970: 1_795_491_000))
        let visitReport = try #require(report.tables.first { $0.table == "visit" })
        #expect(visitReport.kept == readable.count)
        #expect(!visitReport.unreadable.isEmpty)
        #expect(report.copies.first.map { FileManager.default.contents(atPath: $0) } == damaged[0], "the original is kept as it was")
        let rebuilt = try UserDatabase.open(dataDirectory: directory)
        let kept = try await rebuilt.read { db in try Int64.fetchAll(db, sql: "SELECT id FROM visit") }
        #expect(Set(kept) == readable)
    }
}
