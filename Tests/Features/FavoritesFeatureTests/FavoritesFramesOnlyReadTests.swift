import Entities
@testable import FavoritesFeature
import Localization
import TerminalKit
import Testing
import TestSupport

/// Issue 33 part 2: the favourites' rows are filtered and sorted when the favourites, the query or
/// the order change (in `send` and `layout`), never while a frame is drawn.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct FavoritesFramesOnlyReadTests {
    /// One loop turn of the shell (`composedFrame` in TestSupport).
    func frame(_ screen: FavoritesScreen) -> (text: String, violations: Int) {
        composedFrame(screen, size: .terminal80x24)
    }

    @Test func drawingTheListFiltersAndSortsNothing() async {
        let h = await FavoritesViewModelTests().make()
        let screen = FavoritesScreen(viewModel: h.viewModel)
        let first = frame(screen)
        #expect(first.violations == 0)
        #expect(first.text.contains("草津") && first.text.contains("道後温泉"))
        // The order, the query and the store change between frames: each frame shows it, and
        // none derives while it is drawn.
        h.viewModel.send(.cycleSort)
        #expect(frame(screen).violations == 0)
        h.viewModel.send(.focusFilter)
        h.viewModel.send(.filter(.insert("どうご")))
        h.viewModel.send(.filter(.submit))
        let filtered = frame(screen)
        #expect(filtered.violations == 0)
        #expect(filtered.text.contains("道後温泉") && !filtered.text.contains("草津"), "\(filtered.text)")
        await h.favorites.toggle(FavoritesFixtures.dogo.id)
        let removed = frame(screen)
        #expect(removed.violations == 0)
        #expect(!removed.text.contains("道後温泉"), "a favourite removed elsewhere goes at the next frame")
        let english = AppLanguage.$scoped.withValue(.en) { frame(screen) }
        #expect(english.violations == 0)
    }
}
