import Navigation
import ScreenKit
import TerminalKit
import Widgets

/// The visit log (湯めぐり記録) inside the Favorites tab: history and stamp card.
@MainActor
public final class VisitsScreen: ViewModelScreen {
    public let viewModel: VisitsViewModel

    public init(viewModel: VisitsViewModel = VisitsViewModel()) { self.viewModel = viewModel }

    public nonisolated static let keyMap = KeyMap<VisitsAction>(
        ListKeys.navigation(down: .moveDown, up: .moveUp, first: .first, last: .last, pageDown: .pageDown, pageUp: .pageUp) + [
        KeyBinding([.enter], .open, "開く open the hot spring", hint: true),
        KeyBinding([.character("/")], .focusFilter, "絞り込み filter by place, note or date", hint: true),
        KeyBinding([.character("v")], .showFavorites, "お気に入りへ back to favourites", hint: true),
        KeyBinding([.character("R")], .showRallies, "湯めぐり帳 rallies and their progress", hint: true),
        KeyBinding([.character("M")], .showStampMap, "スタンプ地図 the stamps on a map of Japan", hint: true),
        KeyBinding([.character("C")], .showCalendar, "カレンダー a year of visits, day by day", hint: true),
        KeyBinding([.character("P")], .showPassport, "泉質パスポート the spring types collected", hint: true),
    ])

    public nonisolated static let filterKeys = KeyMap<VisitsAction>(FilterFieldAction.bindings { .filter($0) })

    public var keys: KeyMap<VisitsAction> { viewModel.state.focus == .list ? Self.keyMap : Self.filterKeys }

    public var title: String { "湯めぐり記録" }
    public var capturesText: Bool { viewModel.state.focus == .filter }

    /// The filter field types what its table does not have.
    public func unmatched(_ key: KeyEvent) -> Bool {
        viewModel.state.focus == .filter && TextFieldAction.unmatched(key) { viewModel.send(.filter(.field($0))) }
    }

    public func layout(in rect: Rect, asciiOnly: Bool) {
        viewModel.pageHeight = VisitsView.listHeight(for: rect, stamps: viewModel.state.content.stamps)
    }

    public func render(in rect: Rect, on canvas: inout Canvas) {
        VisitsView.render(viewModel.state, in: rect, on: &canvas)
    }
}
