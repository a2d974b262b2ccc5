import Entities
import Foundation
import GRDB
import Testing
@testable import DataStores

/// A process that quits while it stores the list's first page leaves the catalog with a hot journal.
/// The next start must still read the catalog (a read-only connection cannot roll the journal
/// back), and the half-written page must be gone.
@Suite struct InterruptedIndexWriteTests {
    @Test func aCatalogLeftMidWriteIsRolledBackAndRead() async throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        let files = CatalogSourceFiles(directory: fixture.source)
        let database = try CatalogDatabase.open(dataDirectory: fixture.data, files: files)
        try database.storeFirstPage(["aist-2711"], key: "old")

        // Freeze the files mid-transaction, as a killed writer leaves them.
        let crashed = fixture.root.appendingPathComponent("crashed")
        try FileManager.default.createDirectory(at: crashed, withIntermediateDirectories: true)
        let copy = crashed.appendingPathComponent("catalog.sqlite")
        let writer = try DatabaseQueue(path: database.path)
        try writer.inDatabase { db in
            // A small cache spills the write to the file mid-transaction, as a large write does.
            try db.execute(sql: "PRAGMA cache_size = 10")
            try db.execute(sql: "BEGIN IMMEDIATE")
            try db.execute(sql: "DELETE FROM firstPage")
            try db.execute(sql: """
                WITH RECURSIVE n(x) AS (SELECT 0 UNION ALL SELECT x + 1 FROM n WHERE x < 2000)
                INSERT INTO firstPage (key, rank, facilityId) SELECT 'new', x, hex(zeroblob(500)) FROM n
                """)
            try FileManager.default.copyItem(atPath: database.path, toPath: copy.path)
            try FileManager.default.copyItem(atPath: database.path + "-journal", toPath: copy.path + "-journal")
            try db.execute(sql: "ROLLBACK")
        }
        try writer.close()
        #expect(FileManager.default.fileExists(atPath: copy.path + "-journal"))
        // The catalog's own files are current, so the copy is reused, not rebuilt.
        let reopened = try CatalogDatabase.open(dataDirectory: crashed, files: files)
        #expect(!reopened.wasBuilt)
        #expect(try await reopened.listings().map(\.id) == ["aist-2711", "aist-7154"])
        #expect(try await reopened.firstPage(key: "old").map(\.0.id) == ["aist-2711"])
        #expect(try await reopened.firstPage(key: "new").isEmpty)
    }
}
