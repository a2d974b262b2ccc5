import Navigation
import ScreenKit
import TerminalKit
import Widgets

/// A day plan (湯めぐりプラン): the timetable and its editing keys.
@MainActor
public final class PlanScreen: ViewModelScreen {
    public let viewModel: PlanViewModel

    public init(id: String) { viewModel = PlanViewModel(id: id) }

    public nonisolated static let keyMap = KeyMap<PlanAction>(
        ListKeys.moves({ .move($0) }, downIsHint: false) + [
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

    /// No plan to edit (none with this id, or a stored one this version will not use): no plan key.
    public nonisolated static let noPlanKeys = KeyMap<PlanAction>([])

    public var keys: KeyMap<PlanAction> {
        switch viewModel.state.phase {
        case .notFound, .unreadable: Self.noPlanKeys
        case .loading, .ready: Self.keyMap
        }
    }
    public var title: String { viewModel.state.title }
    public var statusMessage: String? { viewModel.state.statusMessage }

    public func layout(in rect: Rect, asciiOnly: Bool) { viewModel.pageHeight = PlanView.listHeight(for: rect) }

    public func render(in rect: Rect, on canvas: inout Canvas) { PlanView.render(viewModel.state, in: rect, on: &canvas) }

    /// A click on a row selects it; a click on the selected row opens it.
    public func handleMouse(_ event: MouseEvent) -> Bool {
        guard let click = ListClick(event, top: PlanView.headerRows, viewport: viewModel.state.viewport, height: viewModel.pageHeight) else { return false }
        viewModel.send(click.action())
        return true
    }
}
