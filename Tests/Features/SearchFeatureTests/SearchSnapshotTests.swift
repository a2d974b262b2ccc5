import Entities
import TerminalKit
import TestSupport
import Testing
import Widgets
@testable import SearchFeature

@Suite struct SearchSnapshotTests {
    func render(_ state: SearchViewState, _ size: Size) -> Canvas {
        var canvas = Canvas(size: size)
        SearchView.render(state, in: canvas.bounds, on: &canvas)
        return canvas
    }

    func ready(selection: Int = 0, height: Int) -> SearchViewState {
        var viewport = ListViewport(count: Fixtures.listings.count)
        viewport.select(selection, height: height)
        return SearchViewState(phase: .ready, listings: Fixtures.listings, viewport: viewport)
    }

    @Test func list80x24() {
        let canvas = render(ready(selection: 3, height: 22), Size(width: 80, height: 24))
        assertTextSnapshot(canvas.plainText, named: "search-80x24")
        // The selected row is drawn in the selection style.
        #expect(canvas[1, 2 + 3].style.role == .selection)
    }

    @Test func list120x40() {
        assertTextSnapshot(render(ready(selection: 30, height: 38), Size(width: 120, height: 40)).plainText, named: "search-120x40")
    }

    @Test func loadingShowsProgress() {
        let state = SearchViewState(phase: .loading(CatalogBuildProgress(phase: .importing, completed: 2305, total: 4610)))
        let text = render(state, Size(width: 80, height: 24)).plainText
        assertTextSnapshot(text, named: "search-loading-80x24")
        #expect(text.contains("2305/4610"))
        #expect(text.contains("50%"))
    }

    @Test func onlyVisibleRowsAreDrawnForAHugeList() {
        let many = (0..<100_000).map { Fixtures.listing("syn-\($0)", "合成温泉\($0)", "ごうせい", "長野県", 40, nil) }
        var viewport = ListViewport(count: many.count)
        viewport.last(height: 22)
        let text = render(SearchViewState(phase: .ready, listings: many, viewport: viewport), Size(width: 80, height: 24)).plainText
        #expect(text.contains("100000/100000"))
        #expect(text.contains("合成温泉99999"))
        #expect(!text.contains("合成温泉99977 "))
    }
}
