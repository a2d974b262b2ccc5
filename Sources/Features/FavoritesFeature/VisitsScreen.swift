import Router
import TerminalKit

/// The visit log (湯めぐり記録) inside the Favorites tab: history and stamp card.
@MainActor
public final class VisitsScreen: KeyTableScreen {
    public let viewModel: VisitsViewModel

    public init(viewModel: VisitsViewModel = VisitsViewModel()) { self.viewModel = viewModel }

    public static let keyMap = KeyMap<VisitsAction>([
        KeyBinding([.character("j"), .down], .moveDown, "下へ move down", hint: true),
        KeyBinding([.character("k"), .up], .moveUp, "上へ move up"),
        KeyBinding([.character("g"), .home], .first, "先頭 first"),
        KeyBinding([.character("G"), .end], .last, "末尾 last"),
        KeyBinding([.ctrl("d"), .pageDown], .pageDown, "次のページ page down"),
        KeyBinding([.ctrl("u"), .pageUp], .pageUp, "前のページ page up"),
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
