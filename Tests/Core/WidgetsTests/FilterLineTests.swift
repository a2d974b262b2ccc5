import TerminalKit
import Testing
@testable import Widgets

/// The fuzz run found a favourites filter line at 60 columns, ambiguous symbols wide, whose summary
/// (order, count, marks) was wider than the room beside the label and was drawn over the field.
@Suite struct FilterLineTests {
    @Test func aLongSummaryLeavesTheFieldItsCells() {
        let summary = "並び: 自分の順 my order ·  1/1件 ·  印 marked 1"
        for ambiguous in [AmbiguousWidth.narrow, .wide] {
            AmbiguousWidth.$current.withValue(ambiguous) {
                var field = TextFieldState()
                field.insert("abc")
                var canvas = Canvas(size: Size(width: 40, height: 1))
                _ = FilterLine.render(field, focused: true, summary: summary, in: canvas.bounds, on: &canvas)
                let row = canvas.text(row: 0)
                let fieldStart = 1 + "絞り込み: ".displayWidth
                let summaryStart = row.firstIndex(of: "並").map { String(row[..<$0]).displayWidth }
                #expect(row.hasPrefix(" 絞り込み: "), "\(ambiguous): \(row)")
                #expect((summaryStart ?? 0) >= fieldStart + 3, "\(ambiguous): the summary starts after the field's three cells: \(row)")
            }
        }
    }
}
