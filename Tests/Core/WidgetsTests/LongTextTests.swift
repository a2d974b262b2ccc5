import TerminalKit
import Testing
@testable import Widgets

/// Issue 34.6: a 10 MB name is cut to what can show before anything measures it; what is drawn is
/// the same as for the name's visible beginning.
@Suite struct LongTextTests {
    static let long = String(repeating: "長", count: 3_500_000)

    @Test func truncationLooksOnlyAtWhatCanShow() {
        #expect(Self.long.truncated(toWidth: 10) == "長長長長…")
        #expect(Self.long.padded(toWidth: 9) == "長長長長…")
        // Beyond the bound, zero-width marks count as characters: the text is cut, with its ellipsis.
        let marks = String(repeating: "\u{200B}", count: 1_000) + "名"
        #expect(marks.truncated(toWidth: 4).hasSuffix("…"))
    }

    @Test func theTabBarCutsACrumbBeforeMeasuringIt() {
        let crumbs = ["検索", Self.long]
        let fitted = TabBar.fitted(crumbs, separator: " › ", toWidth: 30, ascii: false)
        // The screen on top stays, cut to the bar: as a crumb that long always was, root first to go.
        #expect(fitted == String(repeating: "長", count: 14) + "…", "\(fitted)")
        let items = [TabBar.Item(number: 1, name: "検索")]
        var canvas = Canvas(size: Size(width: 80, height: 1))
        TabBar.render(items: items, selected: 1, breadcrumb: crumbs, in: Rect(x: 0, y: 0, width: 80, height: 1), on: &canvas)
        #expect(canvas.plainText.contains("長長長…"), "\(canvas.plainText)")
    }
}
