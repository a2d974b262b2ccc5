import Entities
import Navigation
import ScreenKit
import TerminalKit
import Widgets

/// One rally's page (湯めぐり帳 › 別府八湯).
@MainActor
public final class RallyScreen: ViewModelScreen {
    public let viewModel: RallyViewModel

    public init(id: RallyID) { viewModel = RallyViewModel(id: id) }

    public nonisolated static let keyMap = KeyMap<RallyAction>(
        ListKeys.moves { .move($0) } + [
        KeyBinding([.enter], .open, RallyText.keyOpenMember, short: RallyText.hintOpen, hint: true),
        KeyBinding([.character("m")], .showMap, RallyText.keyMembersNumbered, short: RallyText.hintMap, hint: true),
        KeyBinding([.character("p")], .plan, RallyText.keyPlanNotVisited, short: RallyText.hintPlan, hint: true),
        KeyBinding([.character("n")], .focusNext, RallyText.keyNextMember, short: RallyText.hintNext, hint: true),
        KeyBinding([.character("t")], .buyPass, RallyText.keyBuyPass, short: RallyText.hintPass, hint: true),
    ])

    public var keys: KeyMap<RallyAction> { Self.keyMap }
    public var title: String { viewModel.title }
    public var statusMessage: String? { viewModel.state.message }

    public func layout(in rect: Rect, asciiOnly: Bool) { viewModel.layout(pageHeight: RallyView.listHeight(for: rect)) }

    public func render(in rect: Rect, on canvas: inout Canvas) { RallyView.render(viewModel.state, in: rect, on: &canvas) }

    /// A click on a row selects it; a click on the selected row opens it.
    public func handleMouse(_ event: MouseEvent) -> Bool {
        guard let click = ListClick(event, top: RallyView.headerRows, viewport: viewModel.state.viewport, height: viewModel.pageHeight) else { return false }
        viewModel.send(click.action())
        return true
    }
}
