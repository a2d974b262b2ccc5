import Localization
import Navigation
import ScreenKit
import TerminalKit
import Widgets

/// 湯めぐりプラン: the saved day plans.
@MainActor
public final class PlansScreen: ViewModelScreen {
    public let viewModel: PlansViewModel

    public init(viewModel: PlansViewModel = PlansViewModel()) { self.viewModel = viewModel }

    public nonisolated static let keyMap = KeyMap<PlansAction>(
        ListKeys.moves { .move($0) } + [
        KeyBinding([.enter], .open, PlansText.keyOpen, short: PlansText.hintOpen, hint: true),
        KeyBinding([.character("d")], .delete, PlansText.keyDelete, short: PlansText.hintDelete, hint: true),
        KeyBinding([.character("R")], .showRallies, PlansText.keyRallies, hint: true),
    ])

    public nonisolated static let confirmKeys = KeyMap<PlansAction>([
        KeyBinding([.character("y")], .confirmDelete, PlansText.keyConfirmDelete, hint: true),
        KeyBinding([.character("n"), .escape], .cancelDelete, PlansText.keyCancelDelete, hint: true),
    ])

    /// No plan this version can open or delete (none saved, or only stored ones it will not use):
    /// only the way to the rallies, where plans are made.
    public nonisolated static let noPlanKeys = KeyMap<PlansAction>(keyMap.defaults.filter { $0.action == .showRallies })

    public var keys: KeyMap<PlansAction> {
        let state = viewModel.state
        if state.isConfirming { return Self.confirmKeys }
        return state.plans.isEmpty ? Self.noPlanKeys : Self.keyMap
    }

    public var title: String { PlansText.title.text }
    public var statusMessage: String? { viewModel.state.statusMessage }

    /// While a deletion waits for `y`, only the confirm keys count: any other key keeps the plan,
    /// and is not passed on (a stray key must not also act).
    public func unmatched(_ key: KeyEvent) -> Bool {
        guard viewModel.state.isConfirming else { return false }
        viewModel.send(.cancelDelete)
        return true
    }

    public func layout(in rect: Rect, asciiOnly: Bool) { viewModel.pageHeight = PlansView.listHeight(for: rect) }

    public func render(in rect: Rect, on canvas: inout Canvas) { PlansView.render(viewModel.state, in: rect, on: &canvas) }

    /// A click on a row selects it; a click on the selected row opens it.
    public func handleMouse(_ event: MouseEvent) -> Bool {
        guard !viewModel.state.isConfirming, let click = ListClick(event, top: PlansView.chromeRows, viewport: viewModel.state.viewport, height: viewModel.pageHeight) else { return false }
        viewModel.send(click.action())
        return true
    }
}
