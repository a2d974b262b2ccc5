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
        var canvas = Canvas(size: Size(width: 38, height: 8))
        panel.render(in: canvas.bounds, on: &canvas)
        let selectedRow = (0..<canvas.size.height).first { y in canvas[3, y].style == .selection }
        #expect(selectedRow == 2, "the second neighbour's row is highlighted")
        #expect(!panel.handle(.character("1")), "other keys go on to the global keys")
        #expect(panel.handle(.enter))
        #expect(router.top == .facility(neighbours[1].listing.id))
        #expect(!panel.isFocused)
        panel.isFocused = true
        #expect(panel.handle(.escape) && !panel.isFocused)
    }
}
