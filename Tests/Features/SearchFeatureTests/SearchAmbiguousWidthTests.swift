import Entities
import TerminalKit
import TestSupport
import Testing
@testable import SearchFeature

/// Issue 15, item 6: with ambiguous characters wide (★ and ℃ take two cells), the list's columns
/// start in the same cells as with them narrow: the columns are measured, not counted.
@Suite struct SearchAmbiguousWidthTests {
    let snapshots = SearchSnapshotTests()

    func canvas(_ width: AmbiguousWidth) -> Canvas {
        AmbiguousWidth.$current.withValue(width) {
            // The first row drawn is a favourite: its ★ is the first cell of row 3.
            let state = snapshots.state(selection: 3, height: 21)
            let first = state.outcome.rows.first.map { state.outcome.listings[$0.index].id }
            return snapshots.render(state, Size(width: 80, height: 24), favorites: Set(first.map { [$0] } ?? []))
        }
    }

    /// The cell where `character` is first drawn on row `y`.
    func column(of character: Character, row y: Int, in canvas: Canvas) -> Int? {
        (0..<canvas.size.width).first { canvas[$0, y].character == character && canvas[$0, y].kind != .continuation }
    }

    /// The first cell after `x` on row `y` that holds a character.
    func nextText(after x: Int, row y: Int, in canvas: Canvas) -> Int? {
        ((x + 1)..<canvas.size.width).first { canvas[$0, y].character != " " && canvas[$0, y].kind != .continuation }
    }

    @Test func columnsStartInTheSameCellsAtBothWidths() {
        let narrow = canvas(.narrow), wide = canvas(.wide)
        assertTextSnapshot(wide.plainText, named: "search-80x24-wide")
        #expect(wide[0, 3].character == "★" && wide[0, 3].kind == .wide && wide[1, 3].kind == .continuation)
        for y in 3..<24 {
            #expect(column(of: "県", row: y, in: narrow) == column(of: "県", row: y, in: wide), "row \(y)")
            // ℃ ends the temperature column in both: one cell narrow, two wide.
            let narrowDegree = column(of: "℃", row: y, in: narrow), wideDegree = column(of: "℃", row: y, in: wide)
            #expect(narrowDegree.map { $0 + 1 } == wideDegree.map { $0 + 2 }, "row \(y)")
            // The spring type column starts where it does when narrow.
            #expect(narrowDegree.flatMap { nextText(after: $0, row: y, in: narrow) } == wideDegree.flatMap { nextText(after: $0 + 1, row: y, in: wide) },
                    "row \(y)")
        }
    }
}
