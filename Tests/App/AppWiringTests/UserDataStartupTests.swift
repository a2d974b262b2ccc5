@testable import AppWiring
import Dependencies
import Entities
import Foundation
import GRDB
import Notices
import Repositories
import Stores
import Testing
import TestSupport

/// `UserDataStartup` on data folders of the test's own, with the app's live user-data stores on
/// the real database (issue 33 §5): what it loads before the first frame, what it leaves for
/// after, how a write by another process reaches the stores, and that a damaged, newer or
/// read-only folder costs nothing that was in it. Only the catalog is in memory: these folders
/// have none, and the start under test reads none.
@MainActor @Suite(.serialized, .timeLimit(.minutes(1))) struct UserDataStartupTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-startup-\(UUID().uuidString)")
    var location: CatalogLocation { CatalogLocation(dataDirectory: directory, sourceDirectory: directory, isBundled: false) }
    var database: String { directory.appendingPathComponent("user.sqlite").path }
    static let kusatsu = FacilityID("aist-2711")
    static let kannawa = FacilityID("aist-7154")

    /// The stores `UserDataStartup` feeds, made as the app makes them (each where the ones it
    /// reads are installed) and installed while `body` runs.
    struct Stores {
        let notices: NoticeStore
        let favorites: FavoritesStore
        let visitLog: VisitLogStore
        let facts: FactsStore
        let rallies: RallyStore
        let plans: PlanStore
    }

    func makeDirectory(mode: Int = 0o700) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: mode])
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: directory.path)
    }

    func removeDirectory() {
        try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: directory.path)
        try? FileManager.default.removeItem(at: directory)
    }

    /// One run of the app's user data on `directory`: live stores over a fresh set of
    /// dependencies, closed at the end as the app closes them.
    func run<T>(_ body: (Stores) async throws -> T) async throws -> T {
        do {
            let result = try await stores(body)
            await LiveDependencies.closeUserData()
            return result
        } catch {
            await LiveDependencies.closeUserData()
            throw error
        }
    }

    private func stores<T>(_ body: (Stores) async throws -> T) async throws -> T {
        try await withDependencies {
            $0.context = .live
            $0.catalogLocation = location
            $0.catalogRepository = .inMemory([])
            $0.date = .constant(Date(timeIntervalSince1970: 1_795_000_000))
        } operation: {
            let (notices, catalog) = (NoticeStore(), CatalogStore())
            return try await withDependencies { $0.noticeStore = notices; $0.catalogStore = catalog } operation: {
                let (favorites, visitLog, facts, session) = (FavoritesStore(), VisitLogStore(), FactsStore(), SessionStore())
                return try await withDependencies {
                    $0.favoritesStore = favorites
                    $0.visitLogStore = visitLog
                    $0.factsStore = facts
                    $0.sessionStore = session
                } operation: {
                    let rallies = RallyStore()
                    return try await withDependencies { $0.rallyStore = rallies } operation: {
                        let plans = PlanStore()
                        return try await withDependencies { $0.planStore = plans } operation: {
                            try await body(Stores(notices: notices, favorites: favorites, visitLog: visitLog, facts: facts,
                                                  rallies: rallies, plans: plans))
                        }
                    }
                }
            }
        }
    }

    /// Writes as another yumeguri process does: its own connection to the file.
    func writeFromAnotherProcess(_ sql: String) throws {
        let queue = try DatabaseQueue(path: database)
        try queue.write { try $0.execute(sql: sql) }
        try queue.close()
    }

    @Test func aFreshFolderLoadsTheFavouritesBeforeTheFirstFrameAndTheVisitsAfter() async throws {
        defer { removeDirectory() }
        try makeDirectory()
        #expect(await StartDecision.userData(at: location) == .proceed)
        await LiveDependencies.closeUserData()
        try await run { stores in
            let startup = await UserDataStartup.start()
            #expect(stores.favorites.isLoaded && stores.favorites.favorites.isEmpty)
            #expect(startup.feed.isRunning, "other processes' writes are followed from the start")
            #expect(!stores.visitLog.isLoaded && !stores.rallies.isLoaded && !stores.facts.isLoaded, "nothing of the visit log before the first frame")
            startup.loadVisits()
            await waitUntil { stores.visitLog.isLoaded && stores.rallies.isLoaded && stores.facts.isLoaded }
            #expect(stores.visitLog.visits.isEmpty && stores.notices.message == nil)
            startup.stop()
            #expect(!startup.feed.isRunning)
        }
        #expect(FileManager.default.fileExists(atPath: database))
    }

    @Test func aUsedFolderShowsWhatTheLastRunKept() async throws {
        defer { removeDirectory() }
        try makeDirectory()
        try await run { stores in
            let startup = await UserDataStartup.start()
            #expect(await stores.favorites.toggle(Self.kusatsu))
            _ = try await stores.visitLog.record(VisitDraft(facilityID: Self.kannawa, date: try VisitDate(parsing: "2026-11-01"), rating: 4, note: "鉄輪"))
            await stores.favorites.settleWrites()
            startup.stop()
        }
        try await run { stores in
            let startup = await UserDataStartup.start()
            #expect(stores.favorites.ids == [Self.kusatsu], "the ★ are there in the first frame")
            #expect(stores.visitLog.visits.isEmpty, "the visit log waits for the first frame")
            startup.loadVisits()
            startup.loadVisits()
            await waitUntil { stores.visitLog.isLoaded && stores.rallies.isLoaded }
            #expect(stores.visitLog.visits.map(\.facilityID) == [Self.kannawa], "read once, however often asked")
            #expect(stores.visitLog.visits.first?.note == "鉄輪")
            startup.stop()
        }
    }

    @Test func aWriteByAnotherProcessReachesTheStoresUntilTheStop() async throws {
        defer { removeDirectory() }
        try makeDirectory()
        try await run { stores in
            let startup = await UserDataStartup.start()
            startup.loadVisits()
            await waitUntil { stores.visitLog.isLoaded }
            try writeFromAnotherProcess("INSERT INTO favorite (facilityId, position, addedAt) VALUES ('aist-7154', 1, 1795000000)")
            await waitUntil { stores.favorites.contains(Self.kannawa) }
            #expect(stores.favorites.ids == [Self.kannawa])
            startup.stop()
            #expect(!startup.feed.isRunning, "no check after the stop: the process is ending")
        }
    }

    /// A file that is not a database (the start's check stops before this; a file damaged while
    /// the app runs meets the same stores): nothing loads, the user is told, the file is untouched.
    @Test func aDamagedDatabaseLoadsNothingSaysSoAndIsLeftAsItWas() async throws {
        defer { removeDirectory() }
        try makeDirectory()
        let garbage = Data("not a database, a note someone saved here\n".utf8)
        try garbage.write(to: URL(filePath: database))
        guard case .stop(let message?, 1) = await StartDecision.userData(at: location) else { Issue.record("the start went on"); return }
        #expect(message.contains(database), "\(message)")
        await LiveDependencies.closeUserData()
        try await run { stores in
            let startup = await UserDataStartup.start()
            #expect(!stores.favorites.isLoaded && stores.favorites.ids.isEmpty)
            let notice = try #require(stores.notices.message, "the favourites' failure is told")
            #expect(notice.contains(database), "\(notice)")
            startup.loadVisits()
            await waitUntil { stores.visitLog.errorMessage != nil }
            startup.stop()
        }
        #expect(FileManager.default.contents(atPath: database) == garbage)
        // Beside it only the empty lock file every open takes: no journal, no copy, no new database.
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(left == ["user.sqlite", "user.sqlite.open-lock"], "\(left)")
        #expect(FileManager.default.contents(atPath: database + ".open-lock") == Data())
    }

    /// A database a newer yumeguri wrote: not migrated back, not written, its rows kept.
    @Test func aDatabaseFromANewerVersionIsNeitherReadNorChanged() async throws {
        defer { removeDirectory() }
        try makeDirectory()
        #expect(await StartDecision.userData(at: location) == .proceed)
        await LiveDependencies.closeUserData()
        try writeFromAnotherProcess("""
            INSERT INTO favorite (facilityId, position, addedAt) VALUES ('aist-2711', 1, 1795000000);
            INSERT INTO grdb_migrations (identifier) VALUES ('v99 from the future');
            INSERT OR REPLACE INTO schemaInfo (key, value) VALUES ('writtenBy', 'yumeguri 99.0.0');
            """)
        let before = try Data(contentsOf: URL(filePath: database))
        guard case .stop(let message?, 1) = await StartDecision.userData(at: location) else { Issue.record("the start went on"); return }
        #expect(message.contains("yumeguri 99.0.0"), "\(message)")
        await LiveDependencies.closeUserData()
        try await run { stores in
            let startup = await UserDataStartup.start()
            #expect(!stores.favorites.isLoaded && stores.favorites.ids.isEmpty, "rows of a newer schema are not guessed at")
            #expect(stores.notices.message?.contains("yumeguri 99.0.0") == true, "\(stores.notices.message ?? "no notice")")
            startup.stop()
        }
        #expect(try Data(contentsOf: URL(filePath: database)) == before)
        let queue = try DatabaseQueue(path: database)
        let kept = try await queue.read { db in try String.fetchAll(db, sql: "SELECT facilityId FROM favorite") }
        try queue.close()
        #expect(kept == ["aist-2711"])
    }

    /// A folder the user made read-only: the start stops naming its mode, and nothing is created
    /// in it (the mode is checked, so this holds for root too).
    @Test func aReadOnlyFolderStopsTheStartAndGetsNothingWritten() async throws {
        defer { removeDirectory() }
        try makeDirectory(mode: 0o500)
        guard case .stop(let message?, 1) = await StartDecision.userData(at: location) else { Issue.record("the start went on"); return }
        #expect(message.contains("500"), "\(message)")
        await LiveDependencies.closeUserData()
        try await run { stores in
            let startup = await UserDataStartup.start()
            #expect(!stores.favorites.isLoaded && stores.notices.message != nil)
            startup.stop()
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    /// The open takes a lock between processes (two first starts once both ran the first
    /// migration). A second process holding it past its bound (stopped with Ctrl-Z mid-open, say)
    /// stops this start with what holds it, after 10 s, instead of hanging; the database is not
    /// touched meanwhile.
    @Test func aStartWhileAnotherProcessHoldsTheOpenLockStopsAndNamesIt() async throws {
        defer { removeDirectory() }
        try makeDirectory()
        #expect(await StartDecision.userData(at: location) == .proceed)
        await LiveDependencies.closeUserData()
        let before = try Data(contentsOf: URL(filePath: database))
        // Its own open file description: flock makes it a holder apart from the start's.
        let holder = open(database + ".open-lock", O_RDWR)
        defer { close(holder) }
        #expect(holder >= 0 && flock(holder, LOCK_EX | LOCK_NB) == 0)
        guard case .stop(let message?, 1) = await StartDecision.userData(at: location) else { Issue.record("the start went on"); return }
        await LiveDependencies.closeUserData()
        #expect(message.contains(database + ".open-lock"), "\(message)")
        #expect(try Data(contentsOf: URL(filePath: database)) == before)
    }
}
