import Router
import TerminalKit

/// The search tab's root: glue between the key table, the view model and the view.
@MainActor
public final class SearchScreen: Screen {
    public let viewModel: SearchViewModel

    public init(viewModel: SearchViewModel = SearchViewModel()) { self.viewModel = viewModel }

    public static let keyMap = KeyMap<SearchAction>([
        KeyBinding([.character("j"), .down], .moveDown, "下へ move down", hint: true),
        KeyBinding([.character("k"), .up], .moveUp, "上へ move up"),
        KeyBinding([.character("g"), .home], .first, "先頭 first", hint: true),
        KeyBinding([.character("G"), .end], .last, "末尾 last"),
        KeyBinding([.ctrl("d"), .pageDown], .pageDown, "次のページ page down", hint: true),
        KeyBinding([.ctrl("u"), .pageUp], .pageUp, "前のページ page up"),
        KeyBinding([.enter], .open, "開く open", hint: true),
    ])

    public var title: String { "検索" }
    public var keyHelp: [KeyHelp] { Self.keyMap.help }

    public func render(in rect: Rect, on canvas: inout Canvas) {
        viewModel.pageHeight = SearchView.listHeight(for: rect)
        SearchView.render(viewModel.state, in: rect, on: &canvas)
    }

    public func appear() async { await viewModel.appear() }

    public func handle(_ key: KeyEvent) async -> Bool {
        guard let action = Self.keyMap.action(for: key) else { return false }
        await viewModel.send(action)
        return true
    }
}
