import DataStores
import Entities
import Foundation
import GRDB
import Localization
import Repositories
import RepositoriesLive
import Synchronization
import Testing
@testable import UseCases

/// Issue 14, item 4: a big visits import streams, checks everything before storing anything, and
/// never locks another writer out for longer than one short transaction.
@Suite struct VisitFileImportTests {
    static let ids = (1...50).map { String(format: "aist-%04d", $0) }
    let known: (FacilityID) -> Bool = { ids.contains($0.rawValue) }

    func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-visit-import-\(UUID().uuidString)")
    }

    func writeCSV(rows: Int, in directory: URL, badLine: Int? = nil) throws -> String {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var text = "date,facility_id,name,prefecture,rating,note\n"
        for index in 0..<rows {
            let id = index + 2 == badLine ? "aist-9999" : Self.ids[index % Self.ids.count]
            text += "\(VisitDate(dayNumber: 19_000 + index / 50)),\(id),,,\(index % 5 + 1),\"row \(index), 湯\"\n"
        }
        let path = directory.appendingPathComponent("visits.csv").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func repository(_ directory: URL) -> UserDataRepository {
        .live(open: { () throws(UserDataError) in try UserDatabase.open(dataDirectory: directory) })
    }

    @Test func aBadRowAnywhereStoresNothingAndNamesItsLine() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try writeCSV(rows: 3_000, in: directory, badLine: 2_900)
        let repository = repository(directory)
        var phases: [VisitFileImport.Progress.Phase] = []
        await #expect(throws: UserDataError.badImportRow(line: 2_900, reason: .unknownFacility("aist-9999"))) {
            try await VisitFileImport.run(path: path, knownFacility: known, sink: repository.visitImport, now: Date(),
                                          progress: { phases.append($0.phase) })
        }
        #expect(!phases.contains(.storing), "nothing is stored before every row is checked")
        #expect(try await repository.visits().isEmpty)
    }

    @Test func aMissingFileIsNamedInPlainWords() async throws {
        await #expect(throws: UserDataError.importFile(path: "/nonexistent/visits.csv", reason: DataErrorText.doesNotExist.text)) {
            try await VisitFileImport.run(path: "/nonexistent/visits.csv", knownFacility: known,
                                          sink: UserDataRepository.inMemory().visitImport, now: Date())
        }
    }

    /// Groups offered follow what the last transaction took in its hold: a group that held the
    /// database longer makes the next smaller, a quick one the next larger, never by more than
    /// half or double, within bounds (each transaction also stops at the hold by itself).
    @Test func groupSizesFollowTheHold() {
        let hold = VisitFileImport.transactionHold
        #expect(hold <= VisitFileImport.transactionBudget / 2)
        #expect(VisitFileImport.nextGroupSize(after: 1_000, held: hold * 1.25) == 1_000)
        #expect(VisitFileImport.nextGroupSize(after: 1_000, held: hold) == 1_250)
        #expect(VisitFileImport.nextGroupSize(after: 1_000, held: hold * 10) == 500, "at most halved")
        #expect(VisitFileImport.nextGroupSize(after: 1_000, held: hold / 10) == 2_000, "at most doubled")
        #expect(VisitFileImport.nextGroupSize(after: 60, held: hold * 10) == 50, "never below the floor")
        #expect(VisitFileImport.nextGroupSize(after: 6_000, held: .zero) == 8_000, "never above the ceiling")
    }

    /// Issue 25.9: the import's longest transaction was 239 ms against its 16 ms budget, because
    /// a group's size was fixed before it ran and a slow moment made it run long. Now the store
    /// ends each transaction at the hold, however many rows were offered, and the import goes on
    /// from the first row not taken: here a store that takes 7 rows a transaction still gets
    /// every row once, in order, with the log checkpointed along the way and before the commit.
    @Test func eachTransactionEndsAtTheHoldAndTheImportGoesOnFromWhereItStopped() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try writeCSV(rows: 45_000, in: directory)
        let log = Mutex<(rows: [VisitDraft], holds: Set<Duration>, events: [String])>(([], [], []))
        let sink = VisitImportSink(
            begin: { _ throws(UserDataError) in 1 },
            add: { _, drafts, _, hold throws(UserDataError) in
                let taken = Array(drafts.prefix(7))
                log.withLock { $0.rows += taken; $0.holds.insert(hold); if $0.events.last != "add" { $0.events.append("add") } }
                return VisitImportSink.Step(stored: taken.count, added: taken.count, held: .milliseconds(1))
            },
            checkpoint: { () throws(UserDataError) in log.withLock { $0.events.append("checkpoint") } },
            commit: { _ throws(UserDataError) in log.withLock { $0.events.append("commit") } },
            abandon: { _ throws(UserDataError) in log.withLock { $0.events.append("abandon") } })
        let result = try await VisitFileImport.run(path: path, knownFacility: known, sink: sink, now: Date())
        #expect(result == VisitFileImport.Result(added: 45_000, total: 45_000))
        let (rows, holds, events) = log.withLock { ($0.rows, $0.holds, $0.events) }
        #expect(rows.count == 45_000)
        #expect(Set(rows.map(\.note)).count == 45_000, "no row twice")
        #expect(zip(rows, rows.dropFirst()).allSatisfy { !(($1.date, $1.facilityID.rawValue) < ($0.date, $0.facilityID.rawValue)) })
        #expect(holds == [VisitFileImport.transactionHold])
        #expect(events.suffix(2) == ["checkpoint", "commit"])
        #expect(events.filter { $0 == "checkpoint" }.count == 45_000 / VisitFileImport.rowsPerCheckpoint + 1)
    }

    @Test func rowsAreStoredInGroupsAndAppearAtOnce() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try writeCSV(rows: 2_500, in: directory)
        let repository = repository(directory)
        var stored: [Int] = []
        let result = try await VisitFileImport.run(path: path, knownFacility: known, sink: repository.visitImport, now: Date(),
                                                   progress: { if $0.phase == .storing { stored.append($0.rows) } })
        #expect(result == VisitFileImport.Result(added: 2_500, total: 2_500))
        // The first group offered is 1,000 rows (fewer go in when its transaction reaches the
        // hold first); later ones follow the hold, each a transaction of its own.
        #expect((1...1_000).contains(stored.first ?? 0))
        #expect(stored.last == 2_500)
        #expect(stored == stored.sorted() && Set(stored).count == stored.count)
        #expect(try await repository.visits().count == 2_500)
        let again = try await VisitFileImport.run(path: path, knownFacility: known, sink: repository.visitImport, now: Date())
        #expect(again == VisitFileImport.Result(added: 0, total: 2_500))
    }

    /// Another connection (as another process would) keeps writing while a large import runs:
    /// none of its writes fails with "database is locked", several complete before the import
    /// does (one long transaction would make them all wait for its end), and none waits long
    /// compared with the import. The writer is a thread of its own with GRDB's synchronous API, so
    /// what it measures is SQLite's lock, not a busy test run's wait for a task thread.
    /// `make bench` (bench.sh import) has the figures at a million rows.
    @Test func anotherWriterIsNeverLockedOutDuringAnImport() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try writeCSV(rows: 6_000, in: directory)
        let importer = repository(directory)
        _ = try await importer.favorites()
        // Another yumeguri process waits for the lock as the app does.
        var configuration = Configuration()
        configuration.busyMode = .callback(UserDatabase.waitForLock)
        let other = try DatabaseQueue(path: directory.appendingPathComponent(UserDatabase.fileName).path, configuration: configuration)

        let shared = SharedState()
        let (started, startedContinuation) = AsyncStream<Void>.makeStream()
        let importStarted = ContinuousClock.now
        async let imported = {
            defer { shared.importDone.store(true, ordering: .sequentiallyConsistent) }
            return try await VisitFileImport.run(path: path, knownFacility: { Self.ids.contains($0.rawValue) },
                                                 sink: importer.visitImport, now: Date(),
                                                 progress: { if $0.phase == .storing { startedContinuation.yield() } })
        }()
        var iterator = started.makeAsyncIterator()
        _ = await iterator.next()
        await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
            Thread {
                var index = 0
                while !shared.importDone.load(ordering: .sequentiallyConsistent) {
                    let before = ContinuousClock.now
                    do {
                        try other.write { db in
                            try db.execute(sql: "INSERT OR REPLACE INTO favorite (facilityId, position, addedAt) VALUES (?, ?, 0)",
                                           arguments: [Self.ids[index % Self.ids.count], index])
                        }
                    } catch {
                        shared.writes.withLock { $0.failure = "\(error)" }
                        break
                    }
                    let waited = ContinuousClock.now - before
                    let during = !shared.importDone.load(ordering: .sequentiallyConsistent)
                    shared.writes.withLock { state in
                        state.longest = max(state.longest, waited)
                        if during { state.duringImport += 1 }
                    }
                    index += 1
                    // A purchase or a favourite is a write now and then, not back to back: a writer
                    // that never lets go would starve the import instead (SQLite has no queue).
                    Thread.sleep(forTimeInterval: 0.002)
                }
                finished.resume()
            }.start()
        }
        startedContinuation.finish()
        #expect(try await imported == VisitFileImport.Result(added: 6_000, total: 6_000))
        let importTook = ContinuousClock.now - importStarted
        let result = shared.writes.withLock { $0 }
        #expect(result.failure == nil, "a write failed: \(result.failure ?? "")")
        #expect(result.duringImport >= 3, "writes interleave with the import's transactions")
        #expect(result.longest < importTook / 4, "waited \(result.longest) of \(importTook)")
        #expect(try await importer.visits().count == 6_000)
    }

    /// What the import's task and the writer's thread share.
    final class SharedState: Sendable {
        struct Writes: Sendable { var duringImport = 0; var longest = Duration.zero; var failure: String? }
        let importDone = Atomic<Bool>(false)
        let writes = Mutex(Writes())
    }
}
