import Dependencies
@testable import DetailFeature
import Entities
import Foundation
import Localization
import Navigation
import Repositories
import RepositoryFakes
import ScreenKit
import Stores
import TerminalKit
import TestSupport
import Testing
import UseCases

@MainActor
@Suite struct DetailViewModelTests {
    func make(_ id: FacilityID = DetailFixtures.kusatsuID) -> (DetailViewModel, Router) {
        let router = Router()
        router.navigate(to: .facility(id))
        let viewModel = withDependencies {
            $0.date = .constant(Date(timeIntervalSince1970: 1_795_491_000))
            $0.facilityDetail = FacilityDetailUseCase { id throws(CatalogError) in
                guard id == DetailFixtures.kusatsuID else { throw .notFound(id) }
                return DetailFixtures.kusatsu
            }
            $0.router = router
        } operation: { DetailViewModel(id: id) }
        return (viewModel, router)
    }

    @Test func loadsTheFacility() async {
        let (viewModel, _) = make()
        #expect(viewModel.state.phase == .loading)
        await viewModel.appearAndSettle()
        #expect(viewModel.state.detail == DetailFixtures.kusatsu)
    }

    @Test func unknownIDSaysSo() async {
        let (viewModel, _) = make(FacilityID("aist-9999"))
        await viewModel.appearAndSettle()
        #expect(viewModel.state.phase == .notFound)
    }

    @Test func anUnknownIDOffersNothingThatNeedsTheArea() async {
        let (viewModel, router) = make(FacilityID("aist-9999"))
        await viewModel.appearAndSettle()
        for action in DetailScreen.needsTheArea { await viewModel.sendAndSettle(action) }
        #expect(viewModel.state.form == nil)
        #expect(router.currentStack == [.search, .facility(FacilityID("aist-9999"))])
        let screen = withDependencies {
            $0.date = .constant(Date(timeIntervalSince1970: 1_795_491_000))
            $0.viewBuilding = .testValue
            $0.facilityDetail = FacilityDetailUseCase { id throws(CatalogError) in throw .notFound(id) }
        } operation: { DetailScreen(id: FacilityID("aist-9999")) }
        await screen.appearAndSettle()
        let keys = screen.keyHelp.map(\.keys)
        for key in ["t", "m", "c", "f", "v"] { #expect(!keys.contains(key), "\(key) offered for an unknown id") }
        // Issue 32 §4: nothing on the page to scroll either, and no nearby list to choose from.
        #expect(keys.isEmpty, "\(keys)")
        #expect(!screen.handle(.character("v")))
        #expect(!screen.handle(.character("n")))
    }

    @Test func scrollingStopsAtTheEnds() async {
        let (viewModel, _) = make()
        await viewModel.appearAndSettle()
        viewModel.layout = (contentLines: 40, windowLines: 10)
        await viewModel.sendAndSettle(.scrollUp)
        #expect(viewModel.state.scroll == 0)
        await viewModel.sendAndSettle(.pageDown)
        #expect(viewModel.state.scroll == 9)
        await viewModel.sendAndSettle(.bottom)
        #expect(viewModel.state.scroll == 30)
        await viewModel.sendAndSettle(.scrollDown)
        #expect(viewModel.state.scroll == 30)
        await viewModel.sendAndSettle(.top)
        #expect(viewModel.state.scroll == 0)
    }

    @Test func facilityKeysNavigateThroughTheRouter() async {
        let (viewModel, router) = make()
        let id = DetailFixtures.kusatsuID
        await viewModel.appearAndSettle()
        await viewModel.sendAndSettle(.buyTicket)
        #expect(router.top == .ticketPurchase(id))
        router.back()
        await viewModel.sendAndSettle(.showOnMap)
        #expect(router.top == .map(focus: id))
        router.back()
        await viewModel.sendAndSettle(.showCoupons)
        #expect(router.top == .coupons(id))
    }

    @Test func theNearbyPanelComesFromTheRegistry() async {
        // DetailFeature does not import the module that builds the panel: it asks the registry.
        let screen = withDependencies {
            $0.date = .constant(Date(timeIntervalSince1970: 1_795_491_000))
            $0.viewBuilding = ViewBuildingClient(
                screen: { PlaceholderScreen(destination: $0) },
                nearbyPanel: { StaticTextPanel(lines: ["registry panel for \($0.rawValue)"]) },
                facilitySummaryPanel: { StaticTextPanel(lines: ["summary for \($0.rawValue)"]) })
            $0.facilityDetail = FacilityDetailUseCase { _ throws(CatalogError) in DetailFixtures.kusatsu }
        } operation: { DetailScreen(id: DetailFixtures.kusatsuID) }
        await screen.appearAndSettle()
        #expect(renderText(screen, Size(width: 120, height: 30)).contains("registry panel for aist-2711"))
        #expect(screen.title == "草津")
    }
}

/// A focusable panel that records the keys it is given.
@MainActor
final class RecordingPanel: FocusablePanel {
    var isFocused = false
    var keys: [KeyEvent] = []
    var keyHelp: [KeyHelp] { [KeyHelp(keys: "j", summary: "panel key")] }
    func handle(_ key: KeyEvent) -> Bool {
        guard key != .character("1") else { return false }
        keys.append(key)
        if key == .escape { isFocused = false }
        return true
    }
    func render(in rect: Rect, on canvas: inout Canvas) {}
    func appear() {}
}

@MainActor
@Suite struct DetailNearbyFocusTests {
    /// Issue 15: `n` hands the keys to the nearby list while it is on screen, and they come back.
    @Test func nFocusesTheNearbyListOnlyWhileItIsShown() async {
        let panel = RecordingPanel()
        let screen = withDependencies {
            $0.date = .constant(Date(timeIntervalSince1970: 1_795_491_000))
            $0.viewBuilding = ViewBuildingClient(
                screen: { PlaceholderScreen(destination: $0) },
                nearbyPanel: { _ in panel },
                facilitySummaryPanel: { StaticTextPanel(lines: ["summary for \($0.rawValue)"]) })
            $0.facilityDetail = FacilityDetailUseCase { _ throws(CatalogError) in DetailFixtures.kusatsu }
        } operation: { DetailScreen(id: DetailFixtures.kusatsuID) }
        await screen.appearAndSettle()
        screen.layout(in: Rect(x: 0, y: 0, width: 60, height: 12), asciiOnly: false)
        #expect(!screen.handle(.character("n")), "no room for the panel: n is not taken")
        #expect(!screen.keyHelp.contains { $0.keys == "n" })
        screen.layout(in: Rect(x: 0, y: 0, width: 120, height: 30), asciiOnly: false)
        #expect(screen.keyHelp.contains { $0.keys == "n" && $0.summary.contains("近く") })
        #expect(screen.handle(.character("n")) && panel.isFocused)
        #expect(screen.keyHelp == panel.keyHelp, "the status bar shows the panel's keys")
        #expect(screen.handle(.character("j")) && panel.keys == [.character("j")], "j moves in the panel, not the detail")
        #expect(!screen.handle(.character("1")), "a key the panel leaves goes on to the global keys")
        #expect(screen.handle(.escape) && !panel.isFocused)
        #expect(screen.handle(.character("j")) && panel.keys.count == 2, "after Esc, j scrolls the detail again")
    }
}

@MainActor
@Suite struct DetailFavoriteAndVisitTests {
    // Noon UTC, the same day in any likely time zone of a test machine.
    func make(now: Date = Date(timeIntervalSince1970: 1_763_726_400)) -> (DetailViewModel, FavoritesStore, VisitLogStore) {
        withDependencies {
            $0.facilityDetail = FacilityDetailUseCase { _ throws(CatalogError) in DetailFixtures.kusatsu }
            $0.favoritesUseCase = FavoritesUseCase(repository: .fake())
            $0.visitLogUseCase = VisitLogUseCase(repository: .fake())
            $0.continuousClock = TestClock()
            $0.date = .constant(now)
        } operation: {
            let favorites = FavoritesStore()
            let visits = VisitLogStore()
            let viewModel = withDependencies {
                $0.favoritesStore = favorites
                $0.visitLogStore = visits
            } operation: { DetailViewModel(id: DetailFixtures.kusatsuID) }
            return (viewModel, favorites, visits)
        }
    }

    @Test func fTogglesTheStoreAndTheStarFollows() async {
        let (viewModel, favorites, _) = make()
        await viewModel.appearAndSettle()
        await viewModel.sendAndSettle(.toggleFavorite)
        #expect(favorites.contains(DetailFixtures.kusatsuID))
        #expect(viewModel.state.isFavorite)
        await favorites.toggle(DetailFixtures.kusatsuID)
        #expect(!viewModel.state.isFavorite)
    }

    @Test func vRecordsAVisitWithAJapaneseNote() async {
        let (viewModel, _, visits) = make()
        await viewModel.appearAndSettle()
        await viewModel.sendAndSettle(.recordVisit)
        #expect(viewModel.state.form?.date.text == "2025-11-21")
        await viewModel.sendAndSettle(.formNextField)
        await viewModel.sendAndSettle(.form(.caretRight))
        await viewModel.sendAndSettle(.formNextField)
        await viewModel.sendAndSettle(.form(.insert("湯畑の夜景")))
        await viewModel.sendAndSettle(.formSubmit)
        #expect(viewModel.state.form == nil)
        #expect(visits.visits(for: DetailFixtures.kusatsuID).map(\.note) == ["湯畑の夜景"])
        #expect(viewModel.state.visits.first?.rating == 4)
    }

    @Test func aBadDateKeepsTheFormOpenAndSaysWhy() async {
        let (viewModel, _, visits) = make()
        await viewModel.appearAndSettle()
        await viewModel.sendAndSettle(.recordVisit)
        await viewModel.sendAndSettle(.form(.clear))
        await viewModel.sendAndSettle(.form(.insert("2026-02-30")))
        await viewModel.sendAndSettle(.formSubmit)
        #expect(viewModel.state.form?.error == "2026-02-30 という日はカレンダーにありません")
        #expect(viewModel.state.form?.field == .date)
        #expect(visits.visits.isEmpty)
        await viewModel.sendAndSettle(.formCancel)
        #expect(viewModel.state.form == nil)
    }
}

extension DetailFavoriteAndVisitTests {
    /// Issue 22, item 7: a visit is in the past or today in Japan time; tomorrow is refused in
    /// both languages and nothing is stored. 2025-11-21 20:00 UTC is already the 22nd in Japan.
    @Test func aVisitAfterTodayInJapanIsRefused() async {
        let (viewModel, _, visits) = make(now: Date(timeIntervalSince1970: 1_763_726_400 + 8 * 3600))
        await viewModel.appearAndSettle()
        await viewModel.sendAndSettle(.recordVisit)
        #expect(viewModel.state.form?.date.text == "2025-11-22")
        await viewModel.sendAndSettle(.form(.clear))
        await viewModel.sendAndSettle(.form(.insert("2025-11-23")))
        await viewModel.sendAndSettle(.formSubmit)
        #expect(viewModel.state.form?.field == .date)
        #expect(viewModel.state.form?.error?.contains("未来") == true)
        #expect(viewModel.state.form?.error?.contains("日本時間") == true)
        #expect(visits.visits.isEmpty)
        await viewModel.sendAndSettle(.form(.clear))
        await viewModel.sendAndSettle(.form(.insert("2025-11-22")))
        await viewModel.sendAndSettle(.formSubmit)
        #expect(viewModel.state.form == nil)
        #expect(visits.visits(for: DetailFixtures.kusatsuID).count == 1)
    }
}

@Suite struct FacilitySummaryTextTests {
    /// `y` on a facility: a summary of facts from the catalog, with no control character or escape
    /// sequence from the data, ending in the deep link that opens it again.
    @Test func theSummaryIsPlainTextWithTheDeepLink() {
        var detail = DetailFixtures.kusatsu
        detail.listing.name = "草津\u{1B}]0;pwned\u{07}\u{202E}"
        let text = DetailViewModel.summary(detail)
        #expect(text.contains("草津"))
        #expect(text.contains("群馬県"))
        #expect(text.hasSuffix("yumeguri open facility/aist-2711\n"))
        #expect(!text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || $0.value == 0x7F || (0x202A...0x202E).contains($0.value) })
        #expect(text.contains("[見本]") && !text.contains("[sample]"))
    }
}
