import DataStores
import Dependencies
import Entities
import Foundation
import Notices
import Repositories
import RepositoriesLive
import Stores
import Testing
import TestSupport
import UseCases

@MainActor
// A wait for observed state that never comes true ends at the time limit (a failure), not a hung run.
@Suite(.timeLimit(.minutes(1))) struct FavoritesStoreTests {
    static let kusatsu = FacilityID("aist-2711")
    static let beppu = FacilityID("aist-7154")
    static let dogo = FacilityID("aist-6653")
    static let now = Date(timeIntervalSince1970: 1_795_000_000)

    func makeStore(_ useCase: FavoritesUseCase = FavoritesUseCase(repository: .inMemory()),
                   notices: NoticeStore = NoticeStore()) -> FavoritesStore {
        withDependencies {
            $0.favoritesUseCase = useCase
            $0.noticeStore = notices
            $0.date = .constant(Self.now)
        } operation: { FavoritesStore() }
    }

    @Test func toggleAddsInOrderAndRemoves() async throws {
        let useCase = FavoritesUseCase(repository: .inMemory())
        let store = makeStore(useCase)
        await store.load()
        #expect(await store.toggle(Self.kusatsu))
        #expect(await store.toggle(Self.beppu))
        #expect(store.favorites.map(\.id) == [Self.kusatsu, Self.beppu])
        #expect(try await useCase.load().map(\.id) == [Self.kusatsu, Self.beppu])
        #expect(await store.toggle(Self.kusatsu) == false)
        #expect(store.ids == [Self.beppu])
        #expect(try await useCase.load().map(\.id) == [Self.beppu])
    }

    @Test func toggleShowsBeforeTheWriteFinishes() async {
        // The write waits on a continuation the test controls: the UI must already show the ★.
        let (started, startedContinuation) = AsyncStream<Void>.makeStream()
        let gate = Gate()
        var useCase = FavoritesUseCase(repository: .inMemory())
        let add = useCase.add
        useCase.add = { id, date throws(UserDataError) in
            startedContinuation.yield()
            await gate.wait()
            return try await add(id, date)
        }
        let store = makeStore(useCase)
        let toggling = Task { await store.toggle(Self.kusatsu) }
        for await _ in started { break }
        #expect(store.contains(Self.kusatsu))
        await gate.open()
        #expect(await toggling.value)
        #expect(store.contains(Self.kusatsu))
    }

    @Test func settlingWaitsForTheWritesInFlight() async {
        // What the app awaits before it exits: a quit right after `f` must not drop the write.
        let (started, startedContinuation) = AsyncStream<Void>.makeStream()
        let gate = Gate()
        let useCase = FavoritesUseCase(repository: .inMemory())
        var gated = useCase
        gated.add = { id, date throws(UserDataError) in
            startedContinuation.yield()
            await gate.wait()
            return try await useCase.add(id, date)
        }
        let store = makeStore(gated)
        await store.settleWrites()  // nothing in flight: returns at once
        let toggling = Task { await store.toggle(Self.kusatsu) }
        for await _ in started { break }
        // Both tasks share the main actor: the test goes on only once the settling task is
        // suspended, so a settle that did not wait would already have set the flag.
        let (entering, enteringContinuation) = AsyncStream<Void>.makeStream()
        let didSettle = SettleMark()
        let settling = Task {
            enteringContinuation.yield()
            await store.settleWrites()
            didSettle.value = true
            // Whatever settling waited for is on disk by now.
            return try? await useCase.load().map(\.id)
        }
        for await _ in entering { break }
        #expect(!didSettle.value)
        await gate.open()
        #expect(await settling.value == [Self.kusatsu])
        #expect(await toggling.value)
    }

    /// Two ★ made in a row reach the disk in that order even when the first write is the slower
    /// (an end-to-end run found them reversed after a restart): the second waits for the first.
    @Test func writesReachTheDiskInTheOrderTheyWereMade() async throws {
        let useCase = FavoritesUseCase(repository: .inMemory())
        let (called, calledContinuation) = AsyncStream<FacilityID>.makeStream()
        let gate = Gate()
        var slowFirst = useCase
        let kusatsu = Self.kusatsu
        slowFirst.add = { id, date throws(UserDataError) in
            calledContinuation.yield(id)
            if id == kusatsu {
                await gate.wait()
                // Every chance for a second write running beside this one to commit first.
                for _ in 0..<50 { await Task.yield() }
            }
            return try await useCase.add(id, date)
        }
        let store = makeStore(slowFirst)
        var calls = called.makeAsyncIterator()
        let first = Task { await store.toggle(Self.kusatsu) }
        #expect(await calls.next() == Self.kusatsu)
        let second = Task { await store.toggle(Self.beppu) }
        await waitUntil { store.contains(Self.beppu) }
        await gate.open()
        #expect(await first.value)
        #expect(await second.value)
        #expect(await calls.next() == Self.beppu)
        #expect(try await useCase.load().map(\.id) == [Self.kusatsu, Self.beppu])
        #expect(store.favorites.map(\.id) == [Self.kusatsu, Self.beppu])
    }

    /// The error goes to the app's notices (the status bar shows it until the next key): the store
    /// keeps no message and no timer of its own.
    @Test func aFailedWriteRollsBackAndSaysSo() async {
        var useCase = FavoritesUseCase(repository: .inMemory())
        useCase.add = { _, _ throws(UserDataError) in throw .database("disk I/O error") }
        let notices = NoticeStore()
        let store = makeStore(useCase, notices: notices)
        await store.load()
        #expect(notices.current == nil)
        #expect(await store.toggle(Self.kusatsu) == false)
        #expect(store.favorites.isEmpty)
        #expect(notices.current?.kind == .error)
        #expect(notices.current?.text.contains("disk I/O error") == true)
    }

    @Test func aFailedRemoveRollsBack() async {
        var useCase = FavoritesUseCase(repository: .inMemory())
        let store = makeStore(useCase)
        await store.toggle(Self.kusatsu)
        await store.toggle(Self.beppu)
        useCase.remove = { _ throws(UserDataError) in throw .database("database is locked") }
        let notices = NoticeStore()
        let failing = makeStore(useCase, notices: notices)
        await failing.load()
        #expect(await failing.remove(Self.kusatsu) == nil)
        #expect(failing.favorites.map(\.id) == [Self.kusatsu, Self.beppu])
        #expect(notices.current?.kind == .error)
        #expect(notices.current?.text.contains("database is locked") == true)
    }

    @Test func reorderAndUndoAreKeptOnDisk() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-store-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        func repository() -> UserDataRepository {
            .live(open: { () throws(UserDataError) in try UserDatabase.open(dataDirectory: directory) })
        }
        let store = makeStore(FavoritesUseCase(repository: repository()))
        for id in [Self.kusatsu, Self.beppu, Self.dogo] { await store.toggle(id) }
        await store.move(Self.dogo, by: -1)
        #expect(store.favorites.map(\.id) == [Self.kusatsu, Self.dogo, Self.beppu])
        await store.move(Self.kusatsu, by: -1) // already first: nothing moves
        let removed = try #require(await store.remove(Self.dogo))
        #expect(store.favorites.map(\.id) == [Self.kusatsu, Self.beppu])
        await store.restore(removed)
        #expect(store.favorites.map(\.id) == [Self.kusatsu, Self.dogo, Self.beppu])

        // A new store over the same file (a restart) sees the same order.
        let restarted = makeStore(FavoritesUseCase(repository: repository()))
        await restarted.load()
        #expect(restarted.favorites.map(\.id) == [Self.kusatsu, Self.dogo, Self.beppu])
        let attributes = try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent("user.sqlite").path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }

    @Test(.timeLimit(.minutes(1))) func anotherProcesssWriteAppearsAndNeitherLosesWrites() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-sync-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        // Two connections to one file stand for two processes, each with its store and its one
        // change feed; the feeds poll on the real clock here. How fast a change shows is a
        // measurement, not an assertion: a loaded CI machine must not fail this test.
        func process() -> (store: FavoritesStore, feed: UserDataChangeFeed, repository: UserDataRepository) {
            let connection = UserConnection(open: { () throws(UserDataError) in try UserDatabase.open(dataDirectory: directory) })
            let repository = UserDataRepository.live(connection)
            let store = withDependencies {
                $0.favoritesUseCase = FavoritesUseCase(repository: repository)
                $0.continuousClock = ContinuousClock()
                $0.date = .constant(Date(timeIntervalSince1970: 1_795_000_000))
            } operation: { FavoritesStore() }
            let feed = UserDataChangeFeed(token: UserDataChanges.live(connection).token, clock: ContinuousClock())
            feed.subscribe { await store.reload() }
            return (store, feed, repository)
        }
        let first = process()
        let second = process()
        await first.store.load()
        await second.store.load()
        await second.feed.start()
        await first.feed.start()
        await first.store.toggle(Self.kusatsu)
        await waitUntil { second.store.contains(Self.kusatsu) }
        #expect(second.store.contains(Self.kusatsu))
        // Both add at once: positions are computed inside each write, so both survive, distinct.
        async let a: Bool = first.store.toggle(Self.beppu)
        async let b: Bool = second.store.toggle(Self.dogo)
        _ = await (a, b)
        await waitUntil { first.store.ids.count == 3 && second.store.ids.count == 3 }
        let stored = try await first.repository.favorites()
        #expect(Set(stored.map(\.id)) == [Self.kusatsu, Self.beppu, Self.dogo])
        #expect(Set(stored.map(\.position)).count == 3)
        first.feed.stop()
        second.feed.stop()
    }
}

@MainActor
final class SettleMark {
    var value = false
}

/// A one-shot gate: `wait` suspends until `open`.
actor Gate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        waiters.forEach { $0.resume() }
        waiters = []
    }
}
