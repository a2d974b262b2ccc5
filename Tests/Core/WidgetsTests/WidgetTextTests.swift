import Localization
import TerminalKit
import Testing
@testable import Widgets

/// Issue 32: the shared widgets speak one language at a time.
@Suite struct WidgetTextTests {
    @Test func theCatalogHasBothLanguagesForEveryKey() {
        #expect(CatalogAudit.problems(in: WidgetText.self, allowedInEnglish: ["zz"]).isEmpty)
    }

    /// The list keys every list embeds: one language in the help, and the bar's short word.
    @Test func listKeysAreOneLanguage() {
        let map = KeyMap<Int>(ListKeys.navigation(down: 1, up: 2, first: 3, last: 4, pageDown: 5, pageUp: 6))
        #expect(AppLanguage.$scoped.withValue(.en) { map.help.map(\.summary) }
            == ["move down", "move up", "first", "last", "page down", "page up"])
        #expect(AppLanguage.$scoped.withValue(.ja) { map.help.map(\.summary) } == ["下へ", "上へ", "先頭", "末尾", "次のページ", "前のページ"])
        #expect(AppLanguage.$scoped.withValue(.en) { map.help.first?.label } == "down")
    }

    /// English tab names are longer than Japanese ones: at 80 columns they stay whole beside the
    /// breadcrumb; at 60 they shrink as the Japanese do, the current screen's name kept.
    @Test func englishTabLabelsShrinkLikeTheJapanese() {
        let items = ["Search", "Map", "Favourites", "Tickets", "Account"].enumerated().map { TabBar.Item(number: $0.offset + 1, name: $0.element) }
        var wide = Canvas(size: Size(width: 80, height: 1))
        TabBar.render(items: items, selected: 1, breadcrumb: ["Search", "Buy tickets"], in: wide.bounds, on: &wide)
        #expect(wide.text(row: 0).hasPrefix(" 1 Search  2 Map  3 Favourites  4 Tickets  5 Account "), "\(wide.text(row: 0))")
        #expect(wide.text(row: 0).contains("Search › Buy tickets"))
        var narrow = Canvas(size: Size(width: 60, height: 1))
        TabBar.render(items: items, selected: 3, breadcrumb: ["Favourites", "Rallies", "Beppu Hatto", "Review order"], in: narrow.bounds, on: &narrow)
        let row = narrow.text(row: 0)
        #expect(row.contains("3Favourites") || row.contains("3 Favourites"), "\(row)")
        #expect(row.trimmingCharacters(in: .whitespaces).hasSuffix("Review order"), "\(row)")
    }

    @Test func theTooSmallScreenIsOneLanguage() {
        var canvas = Canvas(size: Size(width: 50, height: 10))
        AppLanguage.$scoped.withValue(.en) { Messages.tooSmall(current: Size(width: 50, height: 10), on: &canvas) }
        #expect(canvas.plainText.contains("Terminal too small (needs 60×16)"))
        #expect(!canvas.plainText.unicodeScalars.contains { CatalogAudit.isJapaneseForTests($0) })
        var japanese = Canvas(size: Size(width: 50, height: 10))
        AppLanguage.$scoped.withValue(.ja) { Messages.tooSmall(current: Size(width: 50, height: 10), on: &japanese) }
        #expect(japanese.plainText.contains("端末が小さすぎます"))
        #expect(!japanese.plainText.contains("enlarge"))
    }
}

extension CatalogAudit {
    static func isJapaneseForTests(_ scalar: Unicode.Scalar) -> Bool { (0x3040...0x9FFF).contains(scalar.value) }
}
