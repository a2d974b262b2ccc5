import Testing
import Widgets

/// The scrolling the detail and the About page share.
@Suite struct TextScrollTests {
    @Test func aTextThatFitsUsesEveryRowAndShowsNoPosition() {
        #expect(TextScroll.windowLines(contentLines: 10, height: 10) == 10)
        #expect(TextScroll.marker(top: 0, contentLines: 10, height: 10) == nil)
        #expect(TextScroll.top(after: .down, from: 0, contentLines: 10, windowLines: 10) == 0)
    }

    @Test func aLongerTextKeepsItsLastRowForThePosition() {
        let rows = TextScroll.windowLines(contentLines: 24, height: 20)
        #expect(rows == 19)
        #expect(TextScroll.marker(top: 0, contentLines: 24, height: 20) == "1–19/24")
        #expect(TextScroll.marker(top: 5, contentLines: 24, height: 20) == "6–24/24")
        // One row holds a line, not the position.
        #expect(TextScroll.marker(top: 0, contentLines: 3, height: 1) == nil)
    }

    @Test func movesStopAtBothEnds() {
        func after(_ move: ListMove, from top: Int) -> Int {
            TextScroll.top(after: move, from: top, contentLines: 40, windowLines: 10)
        }
        #expect(after(.up, from: 0) == 0)
        #expect(after(.down, from: 0) == 1)
        #expect(after(.pageDown, from: 0) == 9)
        #expect(after(.last, from: 0) == 30)
        #expect(after(.down, from: 30) == 30)
        #expect(after(.pageDown, from: 25) == 30)
        #expect(after(.pageUp, from: 5) == 0)
        #expect(after(.first, from: 17) == 0)
        #expect(after(.select(3), from: 12) == 12, "a click does not scroll")
    }

    @Test func aWindowThatGrewShowsTheEndWithNoEmptyRows() {
        #expect(TextScroll.clamped(30, contentLines: 40, windowLines: 20) == 20)
        #expect(TextScroll.clamped(30, contentLines: 10, windowLines: 20) == 0)
        #expect(TextScroll.clamped(-2, contentLines: 40, windowLines: 10) == 0)
    }
}
