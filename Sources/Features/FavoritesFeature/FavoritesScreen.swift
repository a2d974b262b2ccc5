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
        KeyBinding([.enter], .open, "開く open", hint: true),
        KeyBinding([.character("d"), .character("f")], .remove, "削除 remove (u: undo)", hint: true),
        KeyBinding([.character("u")], .undo, "元に戻す undo the removal"),
        KeyBinding([.character("J"), .shiftDown], .moveItemDown, "下へ移動 move the item down"),
        KeyBinding([.character("K"), .shiftUp], .moveItemUp, "上へ移動 move the item up"),
        KeyBinding([.character("s")], .cycleSort, "並び替え cycle sort", hint: true),
        KeyBinding([.character("/")], .focusFilter, "絞り込み filter favourites"),
        KeyBinding([.character("v")], .showVisits, "記録 visit log and stamps", hint: true),
        KeyBinding([.character(" ")], .toggleMark, "印 mark for a day plan"),
        KeyBinding([.character("p")], .plan, "プラン plan a day of the marked (or all)", hint: true),
        KeyBinding([.character("R")], .showRallies, "湯めぐり帳 rallies", hint: true),
        KeyBinding([.character("P")], .showPlans, "プラン一覧 saved day plans"),
    ])

    public nonisolated static let filterKeys = KeyMap<FavoritesAction>(FilterFieldAction.bindings { .filter($0) })

    public var keys: KeyMap<FavoritesAction> { viewModel.state.focus == .list ? Self.listKeys : Self.filterKeys }

    public var title: String { "お気に入り" }
    public var capturesText: Bool { viewModel.state.focus == .filter }

    public var statusMessage: String? {
        if let undo = viewModel.state.undo { return "「\(undo.name)」を削除しました — \(Self.listKeys.label(for: .undo)): 元に戻す undo" }
        return viewModel.state.notice
    }

    public func layout(in rect: Rect, asciiOnly: Bool) { viewModel.pageHeight = FavoritesView.listHeight(for: rect) }

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
