import Dependencies
import Entities
import Navigation
import SearchFeature
import Stores
import TerminalKit
import Testing
import TestSupport
import UseCases

/// Issue 15: the detail's nearby list takes the keys when focused: j/k move, Enter opens the
/// highlighted neighbour, Esc gives the keys back.
@MainActor
@Suite struct NearbyPanelFocusTests {
    @Test func aFocusedListMovesOpensAndLeaves() async {
        let router = Router()
        let neighbours = Fixtures.listings.prefix(3).enumerated().map { NearbyFacility(listing: $1, distanceKilometres: Double($0) + 0.5) }
        let panel = withDependencies {
            $0.router = router
            $0.nearbyFacilities = NearbyFacilitiesUseCase { _, _ throws(CatalogError) in neighbours }
            $0.favoritesStore = FavoritesStore()
        } operation: { NearbyPanel(origin: FacilityID("aist-0001")) }
        #expect(!panel.handle(.character("j")), "unfocused, the panel takes no keys")
        panel.isFocused = true
        #expect(!panel.isFocused, "nothing loaded yet: nothing to focus")
        panel.appear()
        await panel.settled()
        panel.isFocused = true
        #expect(panel.handle(.character("j")) && panel.handle(.down) && panel.handle(.down))
        #expect(panel.state.selection == 2, "stops at the last row")
        #expect(panel.handle(.character("k")))
        let canvas = renderCanvas(panel, Size(width: 38, height: 8))
        let selectedRow = (0..<canvas.size.height).first { y in canvas[3, y].style == .selection }
        #expect(selectedRow == 2, "the second neighbour's row is highlighted")
        #expect(!panel.handle(.character("1")), "other keys go on to the global keys")
        #expect(panel.handle(.enter))
        #expect(router.top == .facility(neighbours[1].listing.id))
        #expect(!panel.isFocused)
        panel.isFocused = true
        #expect(panel.handle(.escape) && !panel.isFocused)
    }

    /// Issue 32 §4: a click on a nearby row selects it (and gives the list the keys), a click on
    /// the selected row opens it, as in the search list; a click on the border or below the rows
    /// does nothing.
    @Test func aClickSelectsARowAndASecondOpensIt() async {
        let router = Router()
        let neighbours = Fixtures.listings.prefix(3).enumerated().map { NearbyFacility(listing: $1, distanceKilometres: Double($0) + 0.5) }
        let panel = withDependencies {
            $0.router = router
            $0.nearbyFacilities = NearbyFacilitiesUseCase { _, _ throws(CatalogError) in neighbours }
            $0.favoritesStore = FavoritesStore()
        } operation: { NearbyPanel(origin: FacilityID("aist-0001")) }
        let rect = Rect(x: 82, y: 0, width: 38, height: 8)
        #expect(!panel.handleMouse(MouseEvent(.press, x: 90, y: 1), in: rect), "nothing loaded: no row to click")
        panel.appear()
        await panel.settled()
        #expect(!panel.handleMouse(MouseEvent(.press, x: 90, y: 0), in: rect), "the border is no row")
        #expect(!panel.handleMouse(MouseEvent(.press, x: 90, y: 5), in: rect), "below the three rows")
        #expect(panel.handleMouse(MouseEvent(.press, x: 90, y: 3), in: rect))
        #expect(panel.isFocused)
        #expect(panel.state.selection == 2)
        #expect(router.top != .facility(neighbours[2].listing.id))
        #expect(panel.handleMouse(MouseEvent(.press, x: 90, y: 2), in: rect))
        #expect(panel.state.selection == 1)
        #expect(panel.handleMouse(MouseEvent(.press, x: 90, y: 2), in: rect))
        #expect(router.top == .facility(neighbours[1].listing.id))
    }
}
