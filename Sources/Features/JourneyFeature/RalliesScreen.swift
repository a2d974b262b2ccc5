import Localization
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
        KeyBinding([.enter], .open, RallyText.keyOpenRally, short: RallyText.hintOpen, hint: true),
        KeyBinding([.character("m")], .showMap, RallyText.keyMembersOnMap, short: RallyText.hintMap, hint: true),
        KeyBinding([.character("p")], .plan, RallyText.keyPlanRally, short: RallyText.hintPlan, hint: true),
        KeyBinding([.character("P")], .showPlans, RallyText.keySavedPlans),
    ])

    public var keys: KeyMap<RalliesAction> { Self.keyMap }
    public var title: String { RallyText.listTitle.text }

    public func layout(in rect: Rect, asciiOnly: Bool) {
        viewModel.pageHeight = RalliesView.listHeight(for: rect)
        viewModel.arrange()
    }

    public func render(in rect: Rect, on canvas: inout Canvas) { RalliesView.render(viewModel.state, in: rect, on: &canvas) }

    /// A click on a row selects it; a click on the selected row opens it.
    public func handleMouse(_ event: MouseEvent) -> Bool {
        guard let click = ListClick(event, top: RalliesView.chromeRows, viewport: viewModel.state.viewport, height: viewModel.pageHeight) else { return false }
        viewModel.send(click.action())
        return true
    }
}
