@testable import DataStores
import Entities
import Foundation
import GRDB
import Testing

/// Issue 14: an import's rows stay invisible to every connection until its batch commits, and a
/// batch left by a dead process is removed, never shown.
@Suite struct VisitImportBatchTests {
    func record(_ id: String, day: Int, note: String = "") -> VisitRecord {
        VisitRecord(facilityId: id, date: VisitDate(dayNumber: 20_000 + day).description, rating: 3, note: note, createdAt: 0)
    }

    func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-import-\(UUID().uuidString)")
    }

    @Test func rowsAppearToOtherConnectionsOnlyWhenTheBatchCommits() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let importer = try UserDatabase.open(dataDirectory: directory)
        let reader = try UserDatabase.open(dataDirectory: directory)
        _ = try await importer.addVisit(record("aist-0001", day: 0, note: "typed in"))
        let batch = try await importer.beginVisitImport(startedAt: Date())
        #expect(try await importer.addToVisitImport(batch, (1...300).map { record("aist-0002", day: $0) }) == 300)
        #expect(try await importer.addToVisitImport(batch, (301...600).map { record("aist-0002", day: $0) }) == 300)
        #expect(try await reader.visits().count == 1)
        #expect(try await importer.visits().count == 1)
        try await importer.commitVisitImport(batch)
        #expect(try await reader.visits().count == 601)
    }

    /// Issue 25.9: a transaction of the import commits once it has held the write lock for its
    /// limit, whatever it was offered (at least one row goes in, so an import always moves on);
    /// its rows stay invisible until the batch commits.
    @Test func aTransactionEndsAtItsLimitHoweverManyRowsItWasOffered() async throws {
        let database = try UserDatabase.inMemory()
        let batch = try await database.beginVisitImport(startedAt: Date())
        let rows = (1...500).map { record("aist-0005", day: $0) }
        let first = try await database.addToVisitImport(batch, rows, holdingAtMost: .zero)
        #expect(first.stored == 1 && first.added == 1)
        let rest = try await database.addToVisitImport(batch, Array(rows.dropFirst()), holdingAtMost: .seconds(600))
        #expect(rest.stored == 499 && rest.added == 499)
        #expect(rest.held > .zero)
        try await database.checkpointVisitImport()
        #expect(try await database.visits().isEmpty)
        try await database.commitVisitImport(batch)
        #expect(try await database.visits().count == 500)
    }

    @Test func duplicatesOfStoredRowsAndOfEarlierRowsInTheBatchAreSkipped() async throws {
        let database = try UserDatabase.inMemory()
        _ = try await database.addVisit(record("aist-0001", day: 1, note: "同じ"))
        let batch = try await database.beginVisitImport(startedAt: Date())
        let rows = [record("aist-0001", day: 1, note: "同じ"), record("aist-0001", day: 2), record("aist-0001", day: 1, note: "違う")]
        #expect(try await database.addToVisitImport(batch, rows) == 2)
        #expect(try await database.addToVisitImport(batch, [record("aist-0001", day: 2)]) == 0)
        try await database.commitVisitImport(batch)
        #expect(try await database.visits().count == 3)
    }

    @Test func anAbandonedBatchIsRemovedAndItsRowsWereNeverVisible() async throws {
        let database = try UserDatabase.inMemory()
        let live = try await database.beginVisitImport(startedAt: Date())
        _ = try await database.addToVisitImport(live, [record("aist-0003", day: 1)])
        // A batch whose process is gone: no process has a pid above the kernel's limit (2^22).
        let dead = try await database.write { db in
            try db.execute(sql: "INSERT INTO visitImportBatch (ownerPid, startedAt, firstVisitId) VALUES (4999999, 0, 1)")
            return db.lastInsertedRowID
        }
        _ = try await database.addToVisitImport(dead, (1...7_000).map { record("aist-0004", day: $0) })
        #expect(try await database.abandonedVisitImports() == [dead])
        #expect(try await database.visits().isEmpty)
        let next = try await database.beginVisitImport(startedAt: Date())
        #expect(try await database.abandonedVisitImports().isEmpty)
        let left = try await database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM visit") ?? -1 }
        #expect(left == 1, "the dead batch's 7,000 rows are gone; the running batch's row stays")
        try await database.commitVisitImport(next)
        #expect(try await database.visits().isEmpty)
        await #expect(throws: UserDataError.self) { try await database.commitVisitImport(dead) }
    }
}
