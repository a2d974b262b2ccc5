import Navigation
import ScreenKit
import TerminalKit
import Widgets

/// 湯めぐり帳: every rally with its progress, in the Favorites tab.
@MainActor
public final class RalliesScreen: KeyTableScreen {
    public let viewModel: RalliesViewModel

    public init(viewModel: RalliesViewModel = RalliesViewModel()) { self.viewModel = viewModel }

    public static let keyMap = KeyMap<RalliesAction>(
        ListKeys.navigation(down: .moveDown, up: .moveUp, first: .first, last: .last, pageDown: .pageDown, pageUp: .pageUp) + [
        KeyBinding([.enter], .open, "開く open the rally", hint: true),
        KeyBinding([.character("m")], .showMap, "地図 the members on the map", hint: true),
        KeyBinding([.character("p")], .plan, "プラン plan a day of its baths", hint: true),
        KeyBinding([.character("P")], .showPlans, "プラン一覧 saved plans"),
    ])

    public var title: String { "湯めぐり帳" }

    public func layout(in rect: Rect, asciiOnly: Bool) { viewModel.pageHeight = RalliesView.listHeight(for: rect) }

    public func render(in rect: Rect, on canvas: inout Canvas) { RalliesView.render(viewModel.state, in: rect, on: &canvas) }

    public func perform(_ action: RalliesAction) { viewModel.send(action) }

    /// A click on a row selects it; a click on the selected row opens it.
    public func handleMouse(_ event: MouseEvent) -> Bool {
        let state = viewModel.state
        guard event.kind == .press, event.y >= RalliesView.chromeRows else { return false }
        let rows = Array(state.viewport.visibleRange(height: viewModel.pageHeight))
        let line = event.y - RalliesView.chromeRows
        guard rows.indices.contains(line) else { return false }
        viewModel.send(rows[line] == state.viewport.selection ? .open : .select(rows[line]))
        return true
    }

    public func appear() { viewModel.appear() }
    public func disappear() { viewModel.effects.cancelAll() }
    public func settled() async { await viewModel.effects.settled() }
}
