import Entities
@testable import SearchFeature
import TerminalKit
import TestSupport
import Testing

/// Issue 22 item 16: with the filter panel open at 80 columns (a 46-column list) a name that fills
/// its column ran into the prefecture (`指宿/弥次ケ湯鹿児島県`). A name always leaves a cell before
/// the next column, ending in `…` when cut.
@Suite struct SearchRowGapTests {
    @Test(arguments: [AmbiguousWidth.narrow, .wide], [46, 60, 80])
    func aNameNeverTouchesThePrefecture(ambiguous: AmbiguousWidth, width: Int) {
        AmbiguousWidth.$current.withValue(ambiguous) {
            let columns = SearchColumns(width: width)
            for length in 1...20 {
                let name = String(repeating: "湯", count: length)
                let listing = Fixtures.listing("aist-1", name, "", "鹿児島県", 50, nil)
                for favorite in [false, true] {
                    let canvas = renderCanvas(Size(width: width, height: 1)) {
                        SearchView.renderRow(listing, highlight: nil, selected: false, favorite: favorite, columns: columns, in: $0.bounds, on: &$0)
                    }
                    let gap = canvas[columns.name - 1, 0]
                    #expect(gap.character == " " && gap.kind != .continuation,
                            "\(ambiguous) \(width) length \(length): \(canvas.text(row: 0))")
                }
            }
        }
    }
}
