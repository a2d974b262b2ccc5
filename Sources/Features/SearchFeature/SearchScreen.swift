import Localization
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
        KeyBinding([.enter], .open, SearchText.keyOpen, hint: true),
        KeyBinding([.character("f")], .toggleFavorite, SearchText.keyToggleFavourite, short: SearchText.hintFavourite, hint: true),
        KeyBinding([.character("/")], .focusQuery, SearchText.keySearch, hint: true),
        KeyBinding([.character("F")], .openFilters, SearchText.keyFilters, hint: true),
        KeyBinding([.character("x")], .clearFilters, SearchText.keyClearFilters),
        KeyBinding([.character("s")], .cycleSort, SearchText.keyCycleSort, short: SearchText.hintSort, hint: true),
        KeyBinding([.character("o")], .distanceFromSelection, SearchText.keyDistanceFromHere),
        KeyBinding([.character("m")], .showOnMap, SearchText.keyShowOnMap),
        KeyBinding([.character("a")], .addToPlan, SearchText.keyAddToPlan),
    ])

    public nonisolated static let queryKeys = KeyMap<SearchAction>([
        KeyBinding([.enter, .down], .submitQuery, SearchText.keyDone, short: SearchText.hintDone, hint: true),
        KeyBinding([.escape], .leaveQuery, SearchText.keyLeaveField, short: SearchText.hintLeaveField, hint: true),
        KeyBinding([.backspace], .query(.backspace), WidgetText.deleteBack),
        KeyBinding([.delete], .query(.deleteForward), WidgetText.deleteForward),
        KeyBinding([.ctrl("u")], .query(.clear), WidgetText.clearShort, hint: true),
        KeyBinding([.ctrl("w")], .query(.deleteWord), WidgetText.deleteWord),
        KeyBinding([.left], .query(.caretLeft), WidgetText.caretLeft),
        KeyBinding([.right], .query(.caretRight), WidgetText.caretRight),
    ] + TextEdit.bindings { .query(.edit($0)) })

    public nonisolated static let filterKeys = KeyMap<SearchAction>([
        KeyBinding([.character("j"), .down], .filterDown, SearchText.keyFilterDown, short: SearchText.hintDown, hint: true),
        KeyBinding([.character("k"), .up], .filterUp, SearchText.keyFilterUp),
        KeyBinding([.character(" "), .enter], .toggleFilter, SearchText.keyToggle, hint: true),
        KeyBinding([.character("o")], .distanceFromPrefecture, SearchText.keyDistanceFromCapital),
        KeyBinding([.character("x")], .clearFilters, SearchText.keyClearAll, short: SearchText.hintClearAll, hint: true),
        KeyBinding([.character("F"), .escape, .character("q")], .closeFilters, SearchText.keyClose, hint: true),
    ])

    public var keys: KeyMap<SearchAction> {
        switch viewModel.state.focus {
        case .list: Self.listKeys
        case .query: Self.queryKeys
        case .filters: Self.filterKeys
        }
    }

    public var title: String { SearchText.title.text }
    public var statusMessage: String? { viewModel.state.planNotice }
    public var capturesText: Bool { viewModel.state.focus != .list }

    public func layout(in rect: Rect, asciiOnly: Bool) {
        viewModel.pageHeight = SearchView.listHeight(for: rect)
        viewModel.arrange()
    }

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
