import Dependencies
import Entities
import Router
import Stores
import TestSupport
import Testing
import UseCases
@testable import SearchFeature

@MainActor
@Suite struct SearchViewModelTests {
    func make(_ load: LoadCatalogUseCase = .returning(Fixtures.listings)) -> (SearchViewModel, Router) {
        let router = Router()
        let viewModel = withDependencies {
            $0.loadCatalog = load
            $0.router = router
        } operation: {
            let store = CatalogStore()
            return withDependencies { $0.catalogStore = store } operation: { SearchViewModel() }
        }
        return (viewModel, router)
    }

    @Test func loadsTheCatalogFromTheStore() async {
        let (viewModel, _) = make()
        #expect(viewModel.state.phase == .loading(CatalogBuildProgress(phase: .checking)))
        await viewModel.appear()
        #expect(viewModel.state.phase == .ready)
        #expect(viewModel.state.listings.count == Fixtures.listings.count)
        #expect(viewModel.state.selected?.name == "草津")
    }

    @Test func listKeysMoveTheSelection() async {
        let (viewModel, _) = make()
        await viewModel.appear()
        viewModel.pageHeight = 10
        await viewModel.send(.moveDown)
        #expect(viewModel.state.viewport.selection == 1)
        await viewModel.send(.moveUp)
        await viewModel.send(.moveUp)
        #expect(viewModel.state.viewport.selection == 0)
        await viewModel.send(.pageDown)
        #expect(viewModel.state.viewport.selection == 9)
        await viewModel.send(.last)
        #expect(viewModel.state.viewport.selection == Fixtures.listings.count - 1)
        #expect(viewModel.state.viewport.visibleRange(height: 10).upperBound == Fixtures.listings.count)
        await viewModel.send(.pageUp)
        #expect(viewModel.state.viewport.selection == Fixtures.listings.count - 10)
        await viewModel.send(.first)
        #expect(viewModel.state.viewport.selection == 0)
    }

    @Test func enterNavigatesThroughTheRouter() async {
        let (viewModel, router) = make()
        await viewModel.appear()
        await viewModel.send(.moveDown)
        await viewModel.send(.moveDown)
        await viewModel.send(.open)
        #expect(router.currentStack == [.search, .facility(FacilityID("aist-7154"))])
    }

    @Test func aFailedLoadIsShownAndNothingOpens() async {
        let (viewModel, router) = make(LoadCatalogUseCase { _ throws(CatalogError) in
            throw .malformed(file: "onsen/aist_onsen_named.csv", line: 12, reason: "empty 'id'")
        })
        await viewModel.appear()
        #expect(viewModel.state.phase == .failed("onsen/aist_onsen_named.csv:12: empty 'id'"))
        await viewModel.send(.open)
        #expect(router.currentStack == [.search])
    }

    @Test func progressReachesTheScreenWhileTheCatalogBuilds() async {
        // The load reports progress, then waits until the test has seen it on screen.
        let (seen, seenContinuation) = AsyncStream<Void>.makeStream()
        let (release, releaseContinuation) = AsyncStream<Void>.makeStream()
        let load = LoadCatalogUseCase { progress throws(CatalogError) in
            progress(CatalogBuildProgress(phase: .importing, completed: 250, total: 4610))
            seenContinuation.yield()
            for await _ in release { break }
            return Fixtures.listings
        }
        let (viewModel, _) = make(load)
        let appearing = Task { await viewModel.appear() }
        for await _ in seen { break }
        // The progress travels through the store's stream; wait for it by observation.
        await waitUntil {
            if case .loading(let progress) = viewModel.state.phase { return progress.phase == .importing }
            return false
        }
        #expect(viewModel.state.phase == .loading(CatalogBuildProgress(phase: .importing, completed: 250, total: 4610)))
        releaseContinuation.yield()
        await appearing.value
        #expect(viewModel.state.phase == .ready)
    }
}
