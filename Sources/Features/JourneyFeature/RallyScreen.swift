import Entities
import Navigation
import ScreenKit
import TerminalKit
import Widgets

/// One rally's page (湯めぐり帳 › 別府八湯).
@MainActor
public final class RallyScreen: KeyTableScreen {
    public let viewModel: RallyViewModel

    public init(id: RallyID) { viewModel = RallyViewModel(id: id) }

    public static let keyMap = KeyMap<RallyAction>(
        ListKeys.navigation(down: .moveDown, up: .moveUp, first: .first, last: .last, pageDown: .pageDown, pageUp: .pageUp) + [
        KeyBinding([.enter], .open, "開く open the bath (a prefecture: its areas)", hint: true),
        KeyBinding([.character("m")], .showMap, "地図 the members on the map, numbered", hint: true),
        KeyBinding([.character("p")], .plan, "プラン plan a day of the baths not yet visited", hint: true),
        KeyBinding([.character("n")], .focusNext, "次 the nearest not yet visited", hint: true),
    ])

    public var title: String { viewModel.title }

    public func layout(in rect: Rect, asciiOnly: Bool) { viewModel.pageHeight = RallyView.listHeight(for: rect) }

    public func render(in rect: Rect, on canvas: inout Canvas) { RallyView.render(viewModel.state, in: rect, on: &canvas) }

    public func perform(_ action: RallyAction) { viewModel.send(action) }

    public func handleMouse(_ event: MouseEvent) -> Bool {
        let state = viewModel.state
        guard event.kind == .press, event.y >= RallyView.headerRows else { return false }
        let rows = Array(state.viewport.visibleRange(height: viewModel.pageHeight))
        let line = event.y - RallyView.headerRows
        guard rows.indices.contains(line) else { return false }
        viewModel.send(rows[line] == state.viewport.selection ? .open : .select(rows[line]))
        return true
    }

    public func appear() { viewModel.appear() }
    public func disappear() { viewModel.effects.cancelAll() }
    public func settled() async { await viewModel.effects.settled() }
}
