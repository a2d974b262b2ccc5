import Navigation
import ScreenKit
import TerminalKit
import Widgets

/// The visit log (湯めぐり記録) inside the Favorites tab: history and stamp card.
@MainActor
public final class VisitsScreen: KeyTableScreen {
    public let viewModel: VisitsViewModel

    public init(viewModel: VisitsViewModel = VisitsViewModel()) { self.viewModel = viewModel }

    public static let keyMap = KeyMap<VisitsAction>(
        ListKeys.navigation(down: .moveDown, up: .moveUp, first: .first, last: .last, pageDown: .pageDown, pageUp: .pageUp) + [
        KeyBinding([.enter], .open, "開く open the hot spring", hint: true),
        KeyBinding([.character("v")], .showFavorites, "お気に入りへ back to favourites", hint: true),
    ])

    public var title: String { "湯めぐり記録" }

    public func render(in rect: Rect, on canvas: inout Canvas) {
        let state = viewModel.displayState
        viewModel.pageHeight = VisitsView.listHeight(for: rect, stamps: state.stamps)
        VisitsView.render(state, in: rect, on: &canvas)
    }

    public func appear() async { await viewModel.appear() }

    public func perform(_ action: VisitsAction) async { await viewModel.send(action) }
}
