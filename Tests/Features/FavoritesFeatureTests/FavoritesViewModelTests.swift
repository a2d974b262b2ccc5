import Dependencies
import Entities
@testable import FavoritesFeature
import Foundation
import Navigation
import Repositories
import RepositoryFakes
import Stores
import TerminalKit
import Testing
import TestSupport
import UseCases

@MainActor
// A wait for observed state that never comes true ends at the time limit (a failure), not a hung run.
@Suite(.timeLimit(.minutes(1))) struct FavoritesViewModelTests {
    struct Harness {
        let viewModel: FavoritesViewModel
        let favorites: FavoritesStore
        let router: Router
        let clock: TestClock<Duration>
    }

    func make(_ ids: [FacilityListing] = [FavoritesFixtures.kusatsu, FavoritesFixtures.beppu, FavoritesFixtures.dogo]) async -> Harness {
        let clock = TestClock<Duration>()
        let router = Router(selectedTab: .favorites)
        let harness = withDependencies {
            $0.favoritesUseCase = FavoritesUseCase(repository: .fake())
            $0.visitLogUseCase = VisitLogUseCase(repository: .fake())
            $0.loadCatalog = .returning(FavoritesFixtures.listings, prefectures: FavoritesFixtures.prefectures)
            $0.continuousClock = clock
            $0.router = router
            $0.date = .constant(FavoritesFixtures.day("2026-11-21"))
        } operation: {
            let favorites = FavoritesStore()
            @Dependency(\.catalogStore) var catalog
            @Dependency(\.visitLogStore) var visits
            return withDependencies {
                $0.favoritesStore = favorites
                $0.catalogStore = catalog
                $0.visitLogStore = visits
            } operation: {
                Harness(viewModel: FavoritesViewModel(), favorites: favorites, router: router, clock: clock)
            }
        }
        for listing in ids { await harness.favorites.toggle(listing.id) }
        await harness.viewModel.appearAndSettle()
        return harness
    }

    func names(_ viewModel: FavoritesViewModel) -> [String] { viewModel.state.content.rows.map(\.name) }

    @Test func listsFavouritesInMyOrderWithCatalogNames() async {
        let h = await make()
        #expect(names(h.viewModel) == ["草津", "別府/鉄輪", "道後温泉"])
        #expect(h.viewModel.state.content.rows.first?.prefectureName == "群馬県")
    }

    /// Issue 15: a click on a row selects it, a click on the selected row opens it.
    @Test func aClickSelectsAndASecondClickOpens() async {
        let h = await make()
        let screen = FavoritesScreen(viewModel: h.viewModel)
        screen.layout(in: Rect(x: 0, y: 0, width: 80, height: 20), asciiOnly: false)
        #expect(!screen.handleMouse(MouseEvent(.press, x: 3, y: 0)), "the filter line is not a row")
        #expect(screen.handleMouse(MouseEvent(.press, x: 3, y: 4)))
        #expect(h.viewModel.state.content.selectedRow(h.viewModel.state.viewport)?.name == "道後温泉")
        #expect(h.router.currentStack == [.favorites])
        #expect(screen.handleMouse(MouseEvent(.press, x: 3, y: 4)))
        #expect(h.router.currentStack == [.favorites, .facility(FavoritesFixtures.dogo.id)])
        #expect(!screen.handleMouse(MouseEvent(.press, x: 3, y: 9)), "below the last row")
    }

    @Test func removeThenUndoRestoresTheSamePlace() async {
        let h = await make()
        await h.viewModel.sendAndSettle(.moveDown)
        await h.viewModel.sendAndSettle(.remove)
        #expect(names(h.viewModel) == ["草津", "道後温泉"])
        #expect(h.viewModel.state.undo?.name == "別府/鉄輪")
        await h.viewModel.sendAndSettle(.undo)
        #expect(names(h.viewModel) == ["草津", "別府/鉄輪", "道後温泉"])
        #expect(h.viewModel.state.content.selectedRow(h.viewModel.state.viewport)?.name == "別府/鉄輪")
    }

    @Test func undoIsOfferedOnlyForAFewSeconds() async {
        let h = await make()
        await h.viewModel.sendAndSettle(.remove)
        #expect(h.viewModel.state.undo != nil)
        await h.clock.advance(by: FavoritesViewModel.undoWindow - .milliseconds(1))
        #expect(h.viewModel.state.undo != nil)
        await h.clock.advance(by: .milliseconds(1))
        await waitUntil { h.viewModel.state.undo == nil }
        await h.viewModel.sendAndSettle(.undo)
        #expect(names(h.viewModel) == ["別府/鉄輪", "道後温泉"])
    }

    @Test func shiftJMovesTheItemAndTheSelectionFollows() async {
        let h = await make()
        await h.viewModel.sendAndSettle(.moveItemDown)
        #expect(names(h.viewModel) == ["別府/鉄輪", "草津", "道後温泉"])
        #expect(h.viewModel.state.content.selectedRow(h.viewModel.state.viewport)?.name == "草津")
        await h.viewModel.sendAndSettle(.moveItemUp)
        #expect(names(h.viewModel) == ["草津", "別府/鉄輪", "道後温泉"])
    }

    @Test func sortCyclesAndReorderingNeedsMyOrder() async {
        let h = await make()
        await h.viewModel.sendAndSettle(.cycleSort)
        #expect(h.viewModel.state.sort == .reading)
        #expect(names(h.viewModel) == ["草津", "道後温泉", "別府/鉄輪"])
        await h.viewModel.sendAndSettle(.moveItemDown)
        #expect(h.viewModel.state.notice?.contains("自分の順") == true)
        await h.viewModel.sendAndSettle(.cycleSort)
        #expect(names(h.viewModel) == ["草津", "道後温泉", "別府/鉄輪"]) // 10 群馬, 38 愛媛, 44 大分
        await h.viewModel.sendAndSettle(.cycleSort)
        #expect(h.viewModel.state.sort == .recentlyAdded)
        await h.viewModel.sendAndSettle(.cycleSort)
        #expect(h.viewModel.state.sort == .mine)
    }

    @Test func filterNarrowsAndEnterOpensInThisTab() async {
        let h = await make()
        await h.viewModel.sendAndSettle(.focusFilter)
        await h.viewModel.sendAndSettle(.filter(.insert("どうご")))
        #expect(names(h.viewModel) == ["道後温泉"])
        await h.viewModel.sendAndSettle(.filter(.submit))
        await h.viewModel.sendAndSettle(.open)
        #expect(h.router.stack(for: .favorites) == [.favorites, .facility(FavoritesFixtures.dogo.id)])
    }

    /// Issue 22, item 9: the filter matches names as the search does: romaji, kana, the
    /// prefecture's reading; an empty result is empty, not everything.
    @Test func theFilterMatchesAsTheSearchDoes() async {
        let h = await make()
        for (query, expected) in [("gunma", ["草津"]), ("dogo", ["道後温泉"]), ("おおいた", ["別府/鉄輪"]), ("ehime", ["道後温泉"]),
                                  ("草津", ["草津"]), ("zzzq", [])] {
            await h.viewModel.sendAndSettle(.focusFilter)
            await h.viewModel.sendAndSettle(.filter(.clear))
            await h.viewModel.sendAndSettle(.filter(.insert(query)))
            #expect(names(h.viewModel) == expected, "\(query)")
        }
    }

    @Test func aToggleElsewhereShowsAtOnce() async {
        let h = await make([FavoritesFixtures.kusatsu])
        #expect(names(h.viewModel) == ["草津"])
        await h.favorites.toggle(FavoritesFixtures.beppu.id)
        #expect(names(h.viewModel) == ["草津", "別府/鉄輪"])
    }
}
