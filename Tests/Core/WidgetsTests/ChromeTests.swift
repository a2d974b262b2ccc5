import Foundation
import TerminalKit
import Testing
@testable import Widgets

@Suite struct ChromeTests {
    let items = [
        TabBar.Item(number: 1, name: "検索"),
        TabBar.Item(number: 2, name: "地図"),
        TabBar.Item(number: 3, name: "お気に入り"),
        TabBar.Item(number: 4, name: "チケット"),
        TabBar.Item(number: 5, name: "アカウント"),
    ]

    @Test func tabBarShowsTabsAndBreadcrumbAndShrinksWhenNarrow() {
        var wide = Canvas(size: Size(width: 120, height: 1))
        TabBar.render(items: items, selected: 1, breadcrumb: ["検索", "草津"], in: wide.bounds, on: &wide)
        let line = wide.text(row: 0)
        #expect(line.contains(" 1 検索 ") && !line.contains("Search"))
        #expect(line.contains(" 5 アカウント "))
        #expect(line.contains("検索 › 草津"))
        #expect(wide[1, 0].style.role == .tabActive)

        var narrow = Canvas(size: Size(width: 60, height: 1))
        TabBar.render(items: items, selected: 2, breadcrumb: ["地図"], in: narrow.bounds, on: &narrow)
        #expect(narrow.text(row: 0).contains("2 地図"))
        #expect(narrow.text(row: 0).contains("1 検索"))

        // At the minimum width, deep in a flow: the other tabs shrink to numbers, the breadcrumb stays.
        var minimum = Canvas(size: Size(width: 60, height: 1))
        TabBar.render(items: items, selected: 1, breadcrumb: ["検索", "草津", "チケット購入", "お支払い"], in: minimum.bounds, on: &minimum)
        let row = minimum.text(row: 0)
        // Numbers and names stay (only the padding and the spaces go), and so does where you are.
        #expect(row.contains("1検索") && row.contains("2地図") && row.contains("5アカウント"), "\(row)")
        #expect(row.hasSuffix("… › お支払い "), "\(row)")
    }

    /// Issue 15: at 60–65 columns the labels shrank to bare numbers; they keep their Japanese.
    @Test(arguments: [60, 62, 65]) func theTabBarKeepsItsJapaneseLabelsAtSixtyToSixtyFiveColumns(width: Int) {
        for crumbs in [["検索"], ["検索", "湯本温泉", "チケット購入", "サインイン"]] {
            var canvas = Canvas(size: Size(width: width, height: 1))
            TabBar.render(items: items, selected: 1, breadcrumb: crumbs, in: canvas.bounds, on: &canvas)
            let row = canvas.text(row: 0)
            for item in items { #expect(row.contains(item.name), "\(width): \(row)") }
            #expect(row.trimmingCharacters(in: .whitespaces).hasSuffix(crumbs.last ?? ""), "\(width): \(row)")
        }
    }

    /// A click finds its tab in the unpadded labels too (one blank between them).
    @Test func aClickFindsItsTabAtEveryLabelWidth() {
        let crumbs = ["検索", "湯本温泉", "チケット購入", "サインイン"]
        for width in [60, 70, 80, 120] {
            var canvas = Canvas(size: Size(width: width, height: 1))
            TabBar.render(items: items, selected: 1, breadcrumb: crumbs, in: canvas.bounds, on: &canvas)
            let row = canvas.text(row: 0)
            for item in items {
                guard let range = row.range(of: item.name) else { Issue.record("\(width): no \(item.name) in \(row)"); continue }
                let column = DisplayWidth.of(row[..<range.lowerBound])
                let hit = TabBar.tab(atColumn: column, items: items, selected: 1, breadcrumb: crumbs, width: width, ascii: false)
                #expect(hit?.number == item.number, "\(width): \(item.name) at \(column)")
            }
        }
    }

    /// Issue 15: at 70 columns the breadcrumb became `検索 › … › …`; the current screen's crumb stays.
    @Test func theBreadcrumbKeepsTheCurrentScreenAndDropsTheMiddle() {
        let crumbs = ["検索", "湯本温泉", "チケット購入", "サインイン"]
        var canvas = Canvas(size: Size(width: 70, height: 1))
        TabBar.render(items: items, selected: 1, breadcrumb: crumbs, in: canvas.bounds, on: &canvas)
        let row = canvas.text(row: 0).trimmingCharacters(in: .whitespaces)
        #expect(row.hasSuffix("› サインイン"), "\(row)")
        #expect(!row.contains("… › …"))
        #expect(TabBar.fitted(crumbs, separator: " › ", toWidth: 16, ascii: false) == "… › サインイン")
        #expect(TabBar.fitted(crumbs, separator: " › ", toWidth: 12, ascii: false) == "サインイン")
        #expect(TabBar.fitted(crumbs, separator: " › ", toWidth: 8, ascii: false) == "サイン…")
    }

    @Test func aLongBreadcrumbKeepsItsRootAndItsEndAndElidesTheMiddle() {
        let crumbs = ["検索", "草津", "チケット購入", "お支払い", "ご注文の確認"]
        let full = crumbs.joined(separator: " › ")
        #expect(TabBar.fitted(crumbs, separator: " › ", toWidth: full.displayWidth, ascii: false) == full)
        #expect(TabBar.fitted(crumbs, separator: " › ", toWidth: 34, ascii: false) == "検索 › … › お支払い › ご注文の確認")
        #expect(TabBar.fitted(crumbs, separator: " > ", toWidth: 30, ascii: true) == "検索 > ... > ご注文の確認")
        let narrow = TabBar.fitted(crumbs, separator: " › ", toWidth: 10, ascii: false)
        #expect(narrow == "ご注文の…", "\(narrow)")
    }

    @Test func aScreensOwnKeyHidesTheGlobalHintForIt() {
        let global = [KeyHelp(keys: "?", summary: "ヘルプ help", isStatusHint: true),
                      KeyHelp(keys: "Esc q", summary: "戻る back", isStatusHint: true)]
        let payment = [KeyHelp(keys: "Enter", summary: "確認へ", isStatusHint: true),
                       KeyHelp(keys: "Esc", summary: "戻る back", isStatusHint: true),
                       KeyHelp(keys: "Backspace", summary: "1文字消す")]
        #expect(StatusBar.hints(screen: payment, global: global).map(\.keys) == ["Enter", "Esc", "?"])
        let list = [KeyHelp(keys: "j ↓", summary: "下へ", isStatusHint: true)]
        #expect(StatusBar.hints(screen: list, global: global).map(\.keys) == ["j ↓", "?", "Esc q"])
    }

    @Test func statusBarPrefersAMessage() {
        var canvas = Canvas(size: Size(width: 60, height: 1))
        StatusBar.render(hints: [KeyHelp(keys: "j ↓", summary: "下へ move down")], message: nil, in: canvas.bounds, on: &canvas)
        #expect(canvas.text(row: 0).contains("j 下へ"))
        StatusBar.render(hints: [KeyHelp(keys: "j", summary: "x")], message: .error("保存できません"), in: canvas.bounds, on: &canvas)
        #expect(canvas.text(row: 0).contains("✗ 保存できません"))
    }

    @Test func asciiBoxUsesOnlyASCII() {
        var canvas = Canvas(size: Size(width: 10, height: 4), asciiOnly: true)
        Box.draw(canvas.bounds, title: "温泉", on: &canvas)
        let decoration = canvas.plainText.unicodeScalars.filter { !$0.properties.isIdeographic && $0 != "\n" }
        #expect(decoration.allSatisfy { $0.isASCII })
        #expect(canvas.text(row: 0).hasPrefix("+-"))
    }

    @Test func tooSmallMessageNamesTheNeededSize() {
        var canvas = Canvas(size: Size(width: 50, height: 12))
        Messages.tooSmall(current: canvas.size, on: &canvas)
        #expect(canvas.plainText.contains("端末が小さすぎます (60×16 以上が必要です)"))
        #expect(canvas.plainText.contains("いまは 50×12 です"))
    }
}

/// Issue 22 items 13 and 16: the status bar keeps the keys that matter for its width; a panel
/// is set apart from the screen beneath it.
@Suite struct StatusBarPriorityTests {
    static let global = [KeyHelp(keys: "?", summary: "ヘルプ help", isStatusHint: true),
                         KeyHelp(keys: "Esc q", summary: "戻る back", isStatusHint: true)]

    @Test func higherPriorityKeysWinANarrowBarAndShorterOnesFillTheRest() {
        let screen = [
            KeyHelp(keys: "j ↓", summary: "下へ down", isStatusHint: true, statusPriority: 3),
            KeyHelp(keys: "t", summary: "チケット購入 buy", isStatusHint: true, statusPriority: 1),
            KeyHelp(keys: "c", summary: "クーポンを見る coupons", isStatusHint: true, statusPriority: 2),
            KeyHelp(keys: "n", summary: "近く nearby", isStatusHint: true, statusPriority: 2),
            KeyHelp(keys: "y", summary: "コピー copy"),
        ]
        // `?` and `Esc` first (20 cells), then t (16); c (18) does not fit the 13 left, so it is
        // skipped and the shorter n (8) takes the room.
        let narrow = StatusBar.layout(screen: screen, global: Self.global, width: 50).map(\.key)
        #expect(narrow == ["t", "n", "?", "Esc"], "\(narrow)")
        let wider = StatusBar.layout(screen: screen, global: Self.global, width: 66).map(\.key)
        #expect(wider == ["t", "c", "n", "?", "Esc"], "\(wider)")
        // No fixed cap: everything offered fits at 100, most useful first.
        let wide = StatusBar.layout(screen: screen, global: Self.global, width: 100).map(\.key)
        #expect(wide == ["t", "c", "n", "j", "?", "Esc"], "\(wide)")
    }

    @Test func shownHintsAreWhereTheBarDrawsThem() {
        let screen = [KeyHelp(keys: "t", summary: "チケット購入 buy", isStatusHint: true, statusPriority: 1)]
        var canvas = Canvas(size: Size(width: 60, height: 1))
        StatusBar.render(screen: screen, global: Self.global, message: nil, in: canvas.bounds, on: &canvas)
        for hint in StatusBar.layout(screen: screen, global: Self.global, width: 60) {
            #expect(canvas[hint.columns.lowerBound, 0].character == hint.key.first)
        }
    }

    @Test func aPanelKeepsAGapFromTheScreenBeneath() {
        var canvas = Canvas(size: Size(width: 20, height: 6))
        canvas.fill(canvas.bounds, with: "0")
        Box.panel(Rect(x: 5, y: 1, width: 8, height: 4), title: nil, on: &canvas)
        for y in 1..<5 {
            #expect(canvas[4, y].character == " " && canvas[13, y].character == " ", "row \(y): \(canvas.text(row: y))")
        }
        #expect(canvas[3, 2].character == "0" && canvas[14, 2].character == "0")
    }
}
