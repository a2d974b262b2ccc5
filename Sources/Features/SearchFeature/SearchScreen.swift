import Navigation
import ScreenKit
import TerminalKit
import Widgets

/// The search tab's root: glue between the key tables, the view model and the view. Which table
/// applies depends on the focus (list, query field, filter panel).
@MainActor
public final class SearchScreen: ViewModelScreen {
    public let viewModel: SearchViewModel

    public init(viewModel: SearchViewModel = SearchViewModel()) { self.viewModel = viewModel }

    public nonisolated static let listKeys = KeyMap<SearchAction>(
        ListKeys.navigation(down: .moveDown, up: .moveUp, first: .first, last: .last, pageDown: .pageDown, pageUp: .pageUp) + [
        KeyBinding([.enter], .open, "開く open", hint: true),
        KeyBinding([.character("f")], .toggleFavorite, "お気に入り切替 toggle favourite", hint: true),
        KeyBinding([.character("/")], .focusQuery, "検索 search", hint: true),
        KeyBinding([.character("F")], .openFilters, "絞り込み filters", hint: true),
        KeyBinding([.character("x")], .clearFilters, "絞り込み解除 clear filters"),
        KeyBinding([.character("s")], .cycleSort, "並び替え cycle sort", hint: true),
        KeyBinding([.character("o")], .distanceFromSelection, "ここからの距離順 sort by distance from this area"),
        KeyBinding([.character("m")], .showOnMap, "地図で見る show on the map"),
        KeyBinding([.character("a")], .addToPlan, "プランに追加 add to the day plan"),
    ])

    public nonisolated static let queryKeys = KeyMap<SearchAction>([
        KeyBinding([.enter, .down], .submitQuery, "決定 done: back to the list", hint: true),
        KeyBinding([.escape], .leaveQuery, "入力終了 leave the field", hint: true),
        KeyBinding([.backspace], .query(.backspace), "1文字消す delete back"),
        KeyBinding([.delete], .query(.deleteForward), "右を消す delete forward"),
        KeyBinding([.ctrl("u")], .query(.clear), "全部消す clear", hint: true),
        KeyBinding([.ctrl("w")], .query(.deleteWord), "1語消す delete word"),
        KeyBinding([.left], .query(.caretLeft), "左へ caret left"),
        KeyBinding([.right], .query(.caretRight), "右へ caret right"),
    ] + TextEdit.bindings { .query(.edit($0)) })

    public nonisolated static let filterKeys = KeyMap<SearchAction>([
        KeyBinding([.character("j"), .down], .filterDown, "下へ move down", hint: true),
        KeyBinding([.character("k"), .up], .filterUp, "上へ move up"),
        KeyBinding([.character(" "), .enter], .toggleFilter, "切替 toggle", hint: true),
        KeyBinding([.character("o")], .distanceFromPrefecture, "県庁からの距離順 sort by distance from the capital"),
        KeyBinding([.character("x")], .clearFilters, "全解除 clear all", hint: true),
        KeyBinding([.character("F"), .escape, .character("q")], .closeFilters, "閉じる close", hint: true),
    ])

    public var keys: KeyMap<SearchAction> {
        switch viewModel.state.focus {
        case .list: Self.listKeys
        case .query: Self.queryKeys
        case .filters: Self.filterKeys
        }
    }

    public var title: String { "検索" }
    public var statusMessage: String? { viewModel.state.planNotice }
    public var capturesText: Bool { viewModel.state.focus != .list }

    public func layout(in rect: Rect, asciiOnly: Bool) { viewModel.pageHeight = SearchView.listHeight(for: rect) }

    public func render(in rect: Rect, on canvas: inout Canvas) {
        SearchView.render(viewModel.state, in: rect, on: &canvas)
    }

    public func focusSearch() { viewModel.focusQuery() }

    /// The whole paste is one edit and one search; past the field's limit it is cut with a notice.
    public func paste(_ text: String) {
        guard viewModel.state.focus == .query else {
            for character in text.prefix(pasteKeyLimit) { _ = handle(.character(character)) }
            return
        }
        viewModel.send(.query(.insert(String(text.prefix(SearchViewState.maxQueryLength + 1)))))
    }

    /// A click on a row selects it; a click on the selected row opens it.
    public func handleMouse(_ event: MouseEvent) -> Bool {
        let state = viewModel.state
        guard event.kind == .press, state.focus != .filters, event.y >= SearchView.chromeRows else { return false }
        let rows = Array(state.viewport.visibleRange(height: viewModel.pageHeight))
        let line = event.y - SearchView.chromeRows
        guard rows.indices.contains(line) else { return false }
        viewModel.send(rows[line] == state.viewport.selection ? .open : .select(rows[line]))
        return true
    }

    /// The focused field types what its table does not have; the focused filter panel keeps the
    /// keys from the global table too, but for tab switches, suspend and redraw.
    public func unmatched(_ key: KeyEvent) -> Bool {
        switch viewModel.state.focus {
        case .query: TextFieldAction.unmatched(key) { viewModel.send(.query($0)) }
        case .filters: TextFieldAction.unmatched(key) { _ in }
        case .list: false
        }
    }
}
