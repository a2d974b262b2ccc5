import Navigation
import ScreenKit
import TerminalKit
import Widgets

/// 湯めぐり帳: every rally with its progress, in the Favorites tab.
@MainActor
public final class RalliesScreen: ViewModelScreen {
    public let viewModel: RalliesViewModel

    public init(viewModel: RalliesViewModel = RalliesViewModel()) { self.viewModel = viewModel }

    public nonisolated static let keyMap = KeyMap<RalliesAction>(
        ListKeys.moves { .move($0) } + [
        KeyBinding([.enter], .open, "開く open the rally", hint: true),
        KeyBinding([.character("m")], .showMap, "地図 the members on the map", hint: true),
        KeyBinding([.character("p")], .plan, "プラン plan a day of its baths", hint: true),
        KeyBinding([.character("P")], .showPlans, "プラン一覧 saved plans"),
    ])

    public var keys: KeyMap<RalliesAction> { Self.keyMap }
    public var title: String { "湯めぐり帳" }

    public func layout(in rect: Rect, asciiOnly: Bool) { viewModel.pageHeight = RalliesView.listHeight(for: rect) }

    public func render(in rect: Rect, on canvas: inout Canvas) { RalliesView.render(viewModel.state, in: rect, on: &canvas) }

    /// A click on a row selects it; a click on the selected row opens it.
    public func handleMouse(_ event: MouseEvent) -> Bool {
        guard let click = ListClick(event, top: RalliesView.chromeRows, viewport: viewModel.state.viewport, height: viewModel.pageHeight) else { return false }
        viewModel.send(click.action())
        return true
    }
}
