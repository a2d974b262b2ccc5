@testable import DataStores
import Dispatch
import Entities
import Foundation
import Synchronization
import Testing

@Suite struct UserDatabaseOpeningTests {
    /// Every commit (a purchase above all) is synced to disk: the writer runs with synchronous = FULL.
    @Test func everyConnectionSyncsEachCommit() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-sync-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = try UserDatabase.open(dataDirectory: directory)
        let full = 2
        #expect(try await database.write { db in try Int.fetchOne(db, sql: "PRAGMA synchronous") } == full)
    }

    /// Several processes starting on a new data directory at once (the concurrent-purchase fault
    /// test found it): each open must succeed, and the schema must be made once. Separate opens in
    /// one process contend exactly as processes do, for SQLite's locks and for the open lock.
    @Test func openingANewFileFromFourConnectionsAtOnceMigratesItOnce() async throws {
        for round in 0..<10 {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-open-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: directory) }
            let opened = Mutex<[Result<UserDatabase, UserDataError>]>([])
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                let result = Result { () throws(UserDataError) in try UserDatabase.open(dataDirectory: directory) }
                opened.withLock { $0.append(result) }
            }
            let databases = try opened.withLock { results in try results.map { try $0.get() } }
            #expect(databases.count == 4, "round \(round)")
            let account = AccountRecord(id: "A\(round)", displayName: "太郎", email: "taro@example.com", pinHash: "x", createdAt: 0)
            try await databases[0].insertAccount(account)
            #expect(try await databases[3].accounts() == [account], "round \(round)")
        }
    }
}
