import Entities
import Foundation
import GRDB
import Testing
@testable import DataStores

/// Issue 25.2: a user database too large to check at every open (here: any size, with the limit
/// at 0) and damaged in its middle was written into by the next write. Now the first write checks
/// it, refuses, and leaves every byte as it was; and any later write is refused without checking.
@Suite struct DamagedLargeDatabaseTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("damaged-large-\(UUID().uuidString)")
    var path: String { directory.appendingPathComponent(UserDatabase.fileName).path }

    /// A database with enough visits to fill many pages, closed cleanly (no -wal left).
    func makeDatabase() async throws {
        let database = try UserDatabase.open(dataDirectory: directory)
        let batch = try await database.beginVisitImport(startedAt: Date())
        let records = (0..<4_000).map { index in
            VisitRecord(facilityId: "aist-\(index)", date: "2026-01-\(index % 19 + 10)", rating: 3,
                        note: String(repeating: "湯", count: 40), createdAt: Double(index))
        }
        _ = try await database.addToVisitImport(batch, records)
        try await database.commitVisitImport(batch)
    }

    func bytes() throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: path))) }
    func wal() throws -> [UInt8] { (try? Data(contentsOf: URL(fileURLWithPath: path + "-wal"))).map(Array.init) ?? [] }

    @Test func aDamagedLargeFileIsNeverWrittenInto() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try await makeDatabase()
        var damaged = try bytes()
        #expect(damaged.count > 200_000)
        // 16 KiB of garbage in the middle, as the attack did.
        let middle = damaged.count / 2 / 4096 * 4096
        for offset in middle..<(middle + 16_384) { damaged[offset] = UInt8(truncatingIfNeeded: offset &* 31 &+ 7) }
        try Data(damaged).write(to: URL(fileURLWithPath: path))
        let database = try UserDatabase.open(dataDirectory: directory, quickCheckLimit: 0)
        let before = try bytes()
        let walBefore = try wal()
        await #expect(throws: UserDataError.self) {
            _ = try await database.addFavorite("aist-1", addedAt: Date())
        }
        await #expect(throws: UserDataError.self) {
            _ = try await database.addFavorite("aist-2", addedAt: Date())
        }
        #expect(try bytes() == before)
        #expect(try wal() == walBefore)
    }

    @Test func aHealthyLargeFileIsCheckedOnceAndWritten() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try await makeDatabase()
        let database = try UserDatabase.open(dataDirectory: directory, quickCheckLimit: 0)
        _ = try await database.addFavorite("aist-1", addedAt: Date())
        #expect(try await database.favorites().count == 1)
    }
}
