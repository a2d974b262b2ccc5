@testable import DataStores
import Foundation
import Testing

@Suite struct UserDatabaseClosingTests {
    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    /// The app's exit closes the pool; a read that had just begun kept a read-only reader open
    /// past the writer, and the log stayed behind (an end-to-end run found it). A read-only
    /// connection closing last leaves the log; `writeBackLog`, which `close` runs after the pool
    /// has closed, writes it into the file and removes it.
    @Test func aLogLeftByAReadOnlyLastConnectionIsWrittenBackAndRemoved() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-close-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = try UserDatabase.open(dataDirectory: directory)
        let path = database.path
        try await database.write { db in try db.execute(sql: "CREATE TABLE probe(x); INSERT INTO probe VALUES (42)") }
        do {
            let reader = try SQLiteConnection(location: path)
            #expect(try reader.column("SELECT x FROM probe") == ["42"])
            // The writer closes while the reader is open: neither it nor `close`'s own last
            // connection is the last, and the reader, closing last, may not write the log back.
            try database.close()
        }
        #expect(exists(path + "-wal"))

        UserDatabase.writeBackLog(path: path)
        #expect(!exists(path + "-wal"))
        // What the log held is in the file now.
        let reader = try SQLiteConnection(location: path)
        #expect(try reader.column("SELECT x FROM probe") == ["42"])
    }

    /// Closing with nothing else open leaves no log, and a data directory without one is left as
    /// it is (no file made).
    @Test func aCloseWithNothingElseOpenLeavesNoLog() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-close-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = try UserDatabase.open(dataDirectory: directory)
        try await database.write { db in try db.execute(sql: "CREATE TABLE probe(x); INSERT INTO probe VALUES (1)") }
        #expect(exists(database.path + "-wal"))
        try database.close()
        #expect(!exists(database.path + "-wal"))
        try FileManager.default.removeItem(atPath: database.path)
        UserDatabase.writeBackLog(path: database.path)
        #expect(!exists(database.path))
    }
}
