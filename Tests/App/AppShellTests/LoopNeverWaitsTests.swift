import AppShell
import Dependencies
import Entities
import Foundation
import Navigation
import RepositoryFakes
import ScreenKit
import SearchFeature
import Stores
import TerminalKit
import TestSupport
import Testing
import Synchronization
import UseCases

/// A favourite write that parks until the test lets it go, as a database held by another process
/// would (up to 5 s of busy timeout).
actor WriteGate {
    private var parked: [CheckedContinuation<Void, Never>] = []
    private var arrivalWaiters: [CheckedContinuation<Void, Never>] = []
    private(set) var arrived = 0

    func park() async {
        arrived += 1
        for waiter in arrivalWaiters { waiter.resume() }
        arrivalWaiters = []
        await withCheckedContinuation { parked.append($0) }
    }

    /// Returns once `count` writes have parked: the write runs in a task of its own, after the
    /// key's frame, so the test waits for it rather than assuming it got there.
    func untilArrived(_ count: Int) async {
        while arrived < count { await withCheckedContinuation { arrivalWaiters.append($0) } }
    }

    func open() {
        for continuation in parked { continuation.resume() }
        parked = []
    }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct LoopNeverWaitsTests {
    static let listings = [FixtureCatalog.kusatsu, FixtureCatalog.kannawa]

    /// `f` while the write is parked: the ★ is in the very next frame, and typing into the query
    /// goes on; the write finishes when the database lets it.
    @Test func aKeyWhoseWriteIsParkedIsDrawnAtOnceAndTypingGoesOn() async {
        let gate = WriteGate()
        let stored = Mutex<[Favorite]>([])
        let useCase = FavoritesUseCase(
            load: { () throws(UserDataError) in stored.withLock { $0 } },
            add: { id, date throws(UserDataError) in
                await gate.park()
                let favorite = Favorite(id: id, position: 1, addedAt: date)
                stored.withLock { $0.append(favorite) }
                return favorite
            },
            remove: { _ throws(UserDataError) in nil },
            restore: { _ throws(UserDataError) in },
            move: { _, _ throws(UserDataError) in })
        let router = Router()
        let terminal = HeadlessTerminal(size: Size(width: 100, height: 30))
        let (shell, favorites): (Shell, FavoritesStore) = withDependencies {
            $0.router = router
            $0.loadCatalog = .returning(Self.listings)
            $0.searchFacilities = .synchronous
            $0.favoritesUseCase = useCase
            $0.date = .constant(Date(timeIntervalSince1970: 1_795_000_000))
            $0.continuousClock = ContinuousClock()
        } operation: {
            let catalog = CatalogStore()
            let favorites = FavoritesStore()
            let filters = SearchFilterStore()
            let registry = ViewBuildingClient(
                screen: { destination in
                    // Screens are made later, outside this scope: they get the search here too.
                    withDependencies {
                        $0.catalogStore = catalog
                        $0.favoritesStore = favorites
                        $0.searchFilterStore = filters
                        $0.searchFacilities = .synchronous
                    } operation: {
                        destination == .search ? SearchScreen() as any Screen : PlaceholderScreen(destination: destination)
                    }
                },
                nearbyPanel: { _ in StaticTextPanel(lines: []) },
                facilitySummaryPanel: { _ in StaticTextPanel(lines: []) })
            let shell = withDependencies {
                $0.viewBuilding = registry
                $0.favoritesStore = favorites
                $0.date = .constant(Date(timeIntervalSince1970: 1_800_000_000))
            } operation: { Shell(terminal: terminal, router: router, asciiOnly: false) }
            return (shell, favorites)
        }
        shell.render()
        await shell.settled()
        shell.render()
        #expect(terminal.screen.plainText.contains(" 草津"))

        shell.handle(.key(.character("f")))
        shell.render()
        // Drawn before the write could have finished: it has not even been let go.
        #expect(terminal.screen.plainText.contains("★草津"))
        #expect(favorites.contains(FixtureCatalog.kusatsuID))
        await gate.untilArrived(1)

        for key: KeyEvent in [.character("/"), .character("b"), .character("e")] {
            shell.handle(.key(key))
            shell.render()
        }
        #expect(terminal.screen.plainText.contains("検索: be"))
        #expect(await gate.arrived == 1)
        #expect(stored.withLock { $0.isEmpty })

        await gate.open()
        await shell.settled()
        #expect(stored.withLock { $0.map(\.id) } == [FixtureCatalog.kusatsuID])
        #expect(favorites.contains(FixtureCatalog.kusatsuID))
    }
}
