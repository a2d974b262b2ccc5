import Navigation
import ScreenKit
import TerminalKit
import Widgets

/// A day plan (湯めぐりプラン): the timetable and its editing keys.
@MainActor
public final class PlanScreen: KeyTableScreen {
    public let viewModel: PlanViewModel

    public init(id: String) { viewModel = PlanViewModel(id: id) }

    public static let keyMap = KeyMap<PlanAction>(
        ListKeys.navigation(down: .moveDown, up: .moveUp, first: .first, last: .last, pageDown: .pageDown, pageUp: .pageUp, downIsHint: false) + [
        KeyBinding([.enter], .open, "開く open the bath"),
        KeyBinding([.character("J"), .shiftDown], .moveStopDown, "後へ move the stop later", hint: true),
        KeyBinding([.character("K"), .shiftUp], .moveStopUp, "前へ move the stop earlier"),
        KeyBinding([.character("d")], .removeStop, "外す remove the stop", hint: true),
        KeyBinding([.character("o")], .optimise, "最短順 order by the shortest route", hint: true),
        KeyBinding([.character("r")], .reorderAroundClosures, "閉店を避ける reorder around closed baths"),
        KeyBinding([.character("x")], .dropClosed, "閉店を外す drop the closed baths"),
        KeyBinding([.character("s")], .startHere, "出発地 start the day at the focused bath (again: the first)", hint: true),
        KeyBinding([.character("w")], .toggleMode, "徒歩/車 walk or car", hint: true),
        KeyBinding([.character("]")], .laterStart, "出発を遅く start 30 min later"),
        KeyBinding([.character("[")], .earlierStart, "出発を早く start 30 min earlier"),
        KeyBinding([.character("+"), .character("=")], .longerStay, "滞在を長く stay 15 min longer"),
        KeyBinding([.character("-"), .character("_")], .shorterStay, "滞在を短く stay 15 min shorter"),
        KeyBinding([.character("m")], .showMap, "地図 the route on the map", hint: true),
        KeyBinding([.character("y")], .copySummary, "コピー copy a summary (OSC 52; tmux: set-clipboard on)"),
    ])

    public var title: String { viewModel.title }
    public var statusMessage: String? { viewModel.statusMessage }

    public func layout(in rect: Rect, asciiOnly: Bool) { viewModel.pageHeight = PlanView.listHeight(for: rect) }

    public func render(in rect: Rect, on canvas: inout Canvas) { PlanView.render(viewModel.state, in: rect, on: &canvas) }

    public func perform(_ action: PlanAction) { viewModel.send(action) }

    public func handleMouse(_ event: MouseEvent) -> Bool {
        let state = viewModel.state
        guard event.kind == .press, event.y >= PlanView.headerRows else { return false }
        let rows = Array(state.viewport.visibleRange(height: viewModel.pageHeight))
        let line = event.y - PlanView.headerRows
        guard rows.indices.contains(line) else { return false }
        viewModel.send(rows[line] == state.viewport.selection ? .open : .select(rows[line]))
        return true
    }

    public func appear() { viewModel.appear() }
    public func disappear() { viewModel.effects.cancelAll() }
    public func settled() async { await viewModel.effects.settled() }
}
