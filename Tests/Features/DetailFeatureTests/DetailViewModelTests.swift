import Dependencies
import Entities
import Router
import TerminalKit
import Testing
import UseCases
@testable import DetailFeature

@MainActor
@Suite struct DetailViewModelTests {
    func make(_ id: FacilityID = DetailFixtures.kusatsuID) -> (DetailViewModel, Router) {
        let router = Router()
        router.navigate(to: .facility(id))
        let viewModel = withDependencies {
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
        await viewModel.appear()
        #expect(viewModel.state.detail == DetailFixtures.kusatsu)
    }

    @Test func unknownIDSaysSo() async {
        let (viewModel, _) = make(FacilityID("aist-9999"))
        await viewModel.appear()
        #expect(viewModel.state.phase == .failed("no hot-spring area with id aist-9999"))
    }

    @Test func scrollingStopsAtTheEnds() async {
        let (viewModel, _) = make()
        await viewModel.appear()
        viewModel.layout = (contentLines: 40, windowLines: 10)
        await viewModel.send(.scrollUp)
        #expect(viewModel.state.scroll == 0)
        await viewModel.send(.pageDown)
        #expect(viewModel.state.scroll == 9)
        await viewModel.send(.bottom)
        #expect(viewModel.state.scroll == 30)
        await viewModel.send(.scrollDown)
        #expect(viewModel.state.scroll == 30)
        await viewModel.send(.top)
        #expect(viewModel.state.scroll == 0)
    }

    @Test func facilityKeysNavigateThroughTheRouter() async {
        let (viewModel, router) = make()
        let id = DetailFixtures.kusatsuID
        await viewModel.send(.buyTicket)
        #expect(router.top == .ticketPurchase(id))
        router.back()
        await viewModel.send(.showOnMap)
        #expect(router.top == .map(focus: id))
        router.back()
        await viewModel.send(.showCoupons)
        #expect(router.top == .coupons(id))
    }

    @Test func theNearbyPanelComesFromTheRegistry() async {
        // DetailFeature does not import the module that builds the panel: it asks the registry.
        let screen = withDependencies {
            $0.viewBuilding = ViewBuildingClient(
                screen: { PlaceholderScreen(destination: $0) },
                nearbyPanel: { StaticTextPanel(lines: ["registry panel for \($0.rawValue)"]) },
                facilitySummaryPanel: { StaticTextPanel(lines: ["summary for \($0.rawValue)"]) })
            $0.facilityDetail = FacilityDetailUseCase { _ throws(CatalogError) in DetailFixtures.kusatsu }
        } operation: { DetailScreen(id: DetailFixtures.kusatsuID) }
        await screen.appear()
        var canvas = Canvas(size: Size(width: 120, height: 30))
        screen.render(in: canvas.bounds, on: &canvas)
        #expect(canvas.plainText.contains("registry panel for aist-2711"))
        #expect(screen.title == "草津")
    }
}
