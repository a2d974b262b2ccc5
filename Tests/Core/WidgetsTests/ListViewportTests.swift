import Testing
@testable import Widgets

@Suite struct ListViewportTests {
    @Test func movesStayInsideTheList() {
        var viewport = ListViewport(count: 5)
        viewport.move(by: -1, height: 3)
        #expect(viewport.selection == 0)
        viewport.move(by: 10, height: 3)
        #expect(viewport.selection == 4)
        #expect(viewport.visibleRange(height: 3) == 2..<5)
    }

    @Test func scrollingFollowsTheSelection() {
        var viewport = ListViewport(count: 100)
        for _ in 0..<12 { viewport.move(by: 1, height: 10) }
        #expect(viewport.selection == 12)
        #expect(viewport.offset == 3)
        viewport.move(by: -5, height: 10)
        #expect(viewport.offset == 3) // still visible: no scroll
        viewport.move(by: -5, height: 10)
        #expect(viewport.offset == 2)
    }

    @Test func pagesAndEnds() {
        var viewport = ListViewport(count: 100_000)
        viewport.page(1, height: 20)
        #expect(viewport.selection == 19)
        #expect(viewport.offset == 19)
        viewport.last(height: 20)
        #expect(viewport.selection == 99_999)
        #expect(viewport.visibleRange(height: 20) == 99_980..<100_000)
        viewport.page(-1, height: 20)
        #expect(viewport.selection == 99_980)
        viewport.first(height: 20)
        #expect(viewport.selection == 0 && viewport.offset == 0)
    }

    @Test func emptyListAndShrinking() {
        var viewport = ListViewport(count: 0)
        viewport.move(by: 1, height: 5)
        #expect(viewport.selection == 0)
        #expect(viewport.visibleRange(height: 5).isEmpty)
        viewport.setCount(50, height: 5)
        viewport.last(height: 5)
        viewport.setCount(10, height: 5)
        #expect(viewport.selection == 9)
        #expect(viewport.visibleRange(height: 5) == 5..<10)
    }
}
