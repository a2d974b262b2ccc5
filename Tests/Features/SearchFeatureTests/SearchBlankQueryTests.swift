import Dependencies
import Entities
import Foundation
import Navigation
import Stores
import Testing
import TestSupport
import UseCases
@testable import SearchFeature

/// Issue 35 part 4: a query of punctuation only is no query: the list is everything, and the
/// summary says "all", not 「?」.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct SearchBlankQueryTests {
    @Test(arguments: ["?", "!!", "、。", "・・"])
    func punctuationOnlyIsNoQuery(_ text: String) async {
        let (viewModel, _) = SearchViewModelTests().make()
        await viewModel.appearAndSettle()
        await viewModel.sendAndSettle(.focusQuery)
        await SearchViewModelTests().type(text, into: viewModel)
        #expect(viewModel.state.outcome.request.query == "")
        #expect(viewModel.state.rows.count == Fixtures.listings.count)
        #expect(viewModel.state.summary.hasPrefix("すべて ·"))
        #expect(!viewModel.state.summary.contains("「"))
    }

    @Test func aRealQueryIsKept() {
        #expect(SearchRequest.meaningfulQuery("?") == "")
        #expect(SearchRequest.meaningfulQuery("  ") == "")
        #expect(SearchRequest.meaningfulQuery("kusatsu?") == "kusatsu?")
        #expect(SearchRequest.meaningfulQuery("草津") == "草津")
    }
}

/// Issue 35 part 4: the map's `s` after a `kusatsu` search lists the view, not the query's areas.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct MapAreaSearchDropsTheQueryTests {
    @Test func searchingTheMapsViewDropsTheOldQueryAndSaysSo() async throws {
        let filters = SearchFilterStore()
        let viewModel = withDependencies {
            $0.date = .constant(Date(timeIntervalSince1970: 1_795_491_000))
            $0.loadCatalog = .returning(Fixtures.listings)
            $0.searchFacilities = .synchronous
            $0.router = Router()
        } operation: {
            let store = CatalogStore()
            return withDependencies {
                $0.catalogStore = store
                $0.searchFilterStore = filters
            } operation: { SearchViewModel() }
        }
        await viewModel.appearAndSettle()
        await viewModel.sendAndSettle(.focusQuery)
        await SearchViewModelTests().type("kusatsu", into: viewModel)
        #expect(viewModel.state.outcome.request.query == "kusatsu")
        let beppu = try #require(Fixtures.listings.first { $0.name.hasPrefix("別府") })
        filters.searchArea(CoordinateBox(minLatitude: beppu.coordinate.latitude - 0.2, maxLatitude: beppu.coordinate.latitude + 0.2,
                                         minLongitude: beppu.coordinate.longitude - 0.2, maxLongitude: beppu.coordinate.longitude + 0.2))
        await waitUntil { viewModel.state.outcome.request.filter.area != nil && viewModel.state.outcome.request.query.isEmpty }
        await viewModel.waitForSearch()
        #expect(viewModel.state.query.text.isEmpty)
        #expect(!viewModel.state.rows.isEmpty)
        #expect(viewModel.state.rows.allSatisfy { filters.filter.matches(viewModel.state.outcome.listings[$0.index]) })
        #expect(viewModel.state.notice?.contains("kusatsu") == true)
        viewModel.effects.cancelAll()
    }
}
