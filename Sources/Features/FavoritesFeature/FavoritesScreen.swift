import Localization
import Navigation
import ScreenKit
import TerminalKit
import Widgets

/// The Favorites tab's root: the key tables (list, filter field), the view model and the view.
@MainActor
public final class FavoritesScreen: ViewModelScreen {
    public let viewModel: FavoritesViewModel

    public init(viewModel: FavoritesViewModel = FavoritesViewModel()) { self.viewModel = viewModel }

    public nonisolated static let listKeys = KeyMap<FavoritesAction>(
        ListKeys.navigation(down: .moveDown, up: .moveUp, first: .first, last: .last, pageDown: .pageDown, pageUp: .pageUp) + [
        KeyBinding([.enter], .open, FavoritesText.keyOpen, hint: true),
        KeyBinding([.character("d"), .character("f")], .remove, FavoritesText.keyRemove, short: FavoritesText.hintRemove, hint: true),
        KeyBinding([.character("u")], .undo, FavoritesText.keyUndo),
        KeyBinding([.character("J"), .shiftDown], .moveItemDown, FavoritesText.keyMoveDown),
        KeyBinding([.character("K"), .shiftUp], .moveItemUp, FavoritesText.keyMoveUp),
        KeyBinding([.character("s")], .cycleSort, FavoritesText.keyCycleSort, short: FavoritesText.hintSort, hint: true),
        KeyBinding([.character("/")], .focusFilter, FavoritesText.keyFilter),
        KeyBinding([.character("v")], .showVisits, FavoritesText.keyVisits, short: FavoritesText.hintVisits, hint: true),
        KeyBinding([.character(" ")], .toggleMark, FavoritesText.keyMark),
        KeyBinding([.character("p")], .plan, FavoritesText.keyPlan, short: FavoritesText.hintPlan, hint: true),
        KeyBinding([.character("R")], .showRallies, FavoritesText.keyRallies, short: FavoritesText.hintRallies, hint: true),
        KeyBinding([.character("P")], .showPlans, FavoritesText.keyPlans),
    ])

    public nonisolated static let filterKeys = KeyMap<FavoritesAction>(FilterFieldAction.bindings { .filter($0) })

    public var keys: KeyMap<FavoritesAction> { viewModel.state.focus == .list ? Self.listKeys : Self.filterKeys }

    public var title: String { FavoritesText.title.text }
    public var capturesText: Bool { viewModel.state.focus == .filter }

    public var statusMessage: String? {
        if let undo = viewModel.state.undo { return FavoritesText.removed(name: undo.name, undoKey: Self.listKeys.label(for: .undo)).text }
        return viewModel.state.notice
    }

    public func layout(in rect: Rect, asciiOnly: Bool) { viewModel.layout(pageHeight: FavoritesView.listHeight(for: rect)) }

    /// A click on a row selects it; a click on the selected row opens it.
    public func handleMouse(_ event: MouseEvent) -> Bool {
        let state = viewModel.state
        guard event.kind == .press, state.focus == .list, event.y >= FavoritesView.chromeRows else { return false }
        var viewport = state.viewport
        viewport.setCount(state.content.rows.count, height: viewModel.pageHeight)
        let rows = Array(viewport.visibleRange(height: viewModel.pageHeight))
        let line = event.y - FavoritesView.chromeRows
        guard rows.indices.contains(line) else { return false }
        viewModel.send(rows[line] == viewport.selection ? .open : .select(rows[line]))
        return true
    }

    public func render(in rect: Rect, on canvas: inout Canvas) {
        FavoritesView.render(viewModel.state, in: rect, on: &canvas)
    }

    /// The filter field types what its table does not have.
    public func unmatched(_ key: KeyEvent) -> Bool {
        viewModel.state.focus == .filter && TextFieldAction.unmatched(key) { viewModel.send(.filter(.field($0))) }
    }
}
