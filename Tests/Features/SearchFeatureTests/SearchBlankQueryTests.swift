import Dependencies
import Entities
import Foundation
import Navigation
import Stores
import Testing
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
        #expect(viewModel.state.summary.hasPrefix("すべて all"))
        #expect(!viewModel.state.summary.contains("「"))
    }

    @Test func aRealQueryIsKept() {
        #expect(SearchRequest.meaningfulQuery("?") == "")
        #expect(SearchRequest.meaningfulQuery("  ") == "")
        #expect(SearchRequest.meaningfulQuery("kusatsu?") == "kusatsu?")
        #expect(SearchRequest.meaningfulQuery("草津") == "草津")
    }
}
