import Navigation
import ScreenKit
import TerminalKit
import Widgets

/// A trip (湯めぐりプラン): one day's timetable at a time, and the keys that edit the trip.
@MainActor
public final class PlanScreen: ViewModelScreen {
    public let viewModel: PlanViewModel

    public init(id: String) { viewModel = PlanViewModel(id: id) }

    /// Dates move with `.` `,` (a day) and `>` `<` (a week): `]` `[` already move the clock, and
    /// Shift is the bigger step as with `J` `K`. Days are stepped with `l` `h` and the arrows (`}` `{`
    /// too, as on the trip's map); `L` `H` carry the focused bath to the next or previous day.
    public nonisolated static let keyMap = KeyMap<PlanAction>(
        ListKeys.moves({ .move($0) }, downIsHint: false) + [
        KeyBinding([.enter], .open, "開く open the bath"),
        KeyBinding([.character("l"), .right, .character("}")], .nextDay, "次の日 next day", hint: true),
        KeyBinding([.character("h"), .left, .character("{")], .previousDay, "前の日 previous day"),
        KeyBinding([.character(".")], .nextDate, "日付を翌日へ the trip a day later", hint: true),
        KeyBinding([.character(",")], .previousDate, "日付を前日へ the trip a day earlier"),
        KeyBinding([.character(">")], .nextWeek, "日付を1週後へ the trip a week later"),
        KeyBinding([.character("<")], .previousWeek, "日付を1週前へ the trip a week earlier"),
        KeyBinding([.character("F")], .fix, "直す take the warning's suggested fix", hint: true),
        KeyBinding([.character("S")], .split, "日程を分ける split into days, as few as fit", hint: true),
        KeyBinding([.character("J"), .shiftDown], .moveStopDown, "後へ move the stop later"),
        KeyBinding([.character("K"), .shiftUp], .moveStopUp, "前へ move the stop earlier"),
        KeyBinding([.character("L")], .moveStopToNextDay, "次の日へ move the bath to the next day"),
        KeyBinding([.character("H")], .moveStopToPreviousDay, "前の日へ move the bath to the previous day"),
        KeyBinding([.character("A")], .addDay, "日を足す add a day after this one"),
        KeyBinding([.character("X")], .dropDay, "この日を外す drop this day (its baths join the day before)"),
        KeyBinding([.character("d")], .removeStop, "外す remove the stop"),
        KeyBinding([.character("o")], .optimise, "最短順 order the day by the shortest route"),
        KeyBinding([.character("r")], .reorderAroundClosures, "閉店を避ける reorder around closed baths"),
        KeyBinding([.character("x")], .dropClosed, "閉店を外す drop the closed baths"),
        KeyBinding([.character("s")], .startHere, "出発地 start the trip at the focused bath (again: the first)"),
        KeyBinding([.character("b")], .baseHere, "宿 spend the night at the focused bath's area (again: by the last)"),
        KeyBinding([.character("w")], .toggleMode, "徒歩/車 walk or car"),
        KeyBinding([.character("]")], .laterStart, "出発を遅く start the day 30 min later"),
        KeyBinding([.character("[")], .earlierStart, "出発を早く start the day 30 min earlier"),
        KeyBinding([.character("+"), .character("=")], .longerStay, "滞在を長く stay 15 min longer"),
        KeyBinding([.character("-"), .character("_")], .shorterStay, "滞在を短く stay 15 min shorter"),
        KeyBinding([.character("e")], .rename, "名前 rename the plan"),
        KeyBinding([.character("m")], .showMap, "地図 the day's route on the map", hint: true),
        KeyBinding([.character("t")], .buyDay, PlanDayText.keyBuyDay, short: PlanDayText.hintBuyDay, priority: 2),
        KeyBinding([.character("y")], .copySummary, "コピー copy a summary (OSC 52; tmux: set-clipboard on)"),
    ])

    /// No plan to edit (none with this id, or a stored one this version will not use): no plan key.
    public nonisolated static let noPlanKeys = KeyMap<PlanAction>([])

    /// While the name is typed: the field's keys.
    public nonisolated static let nameKeys = KeyMap<PlanAction>([
        KeyBinding([.enter], .commitName, "決定 save the name", hint: true),
        KeyBinding([.escape], .cancelName, "やめる keep the old name", hint: true),
        KeyBinding([.backspace], .name(.backspace), "1文字消す delete back"),
        KeyBinding([.ctrl("u")], .name(.clear), "全部消す clear"),
        KeyBinding([.left], .name(.caretLeft), "左へ caret left"),
        KeyBinding([.right], .name(.caretRight), "右へ caret right"),
    ] + TextEdit.bindings { .name(.edit($0)) })

    public var keys: KeyMap<PlanAction> {
        let state = viewModel.state
        switch state.phase {
        case .notFound, .unreadable: return Self.noPlanKeys
        case .loading, .ready: return state.nameField == nil ? Self.keyMap : Self.nameKeys
        }
    }
    public var title: String { viewModel.state.title }
    public var statusMessage: String? {
        viewModel.state.nameField == nil ? viewModel.state.statusMessage : "新しい名前 new name: Enter で決定 saves, Esc でやめる cancels"
    }
    public var capturesText: Bool { viewModel.state.nameField != nil }

    public func layout(in rect: Rect, asciiOnly: Bool) { viewModel.pageHeight = PlanView.listHeight(for: rect) }

    public func render(in rect: Rect, on canvas: inout Canvas) {
        let caret = PlanView.render(viewModel.state, in: rect, on: &canvas)
        canvas.cursor = capturesText ? caret : nil
    }

    /// The name field types what its table does not have and keeps every other key but suspend and redraw.
    public func unmatched(_ key: KeyEvent) -> Bool {
        capturesText && TextFieldAction.unmatched(key, passing: [.ctrl("z"), .ctrl("l")]) { viewModel.send(.name($0)) }
    }

    /// A click on a row selects it; a click on the selected row opens it.
    public func handleMouse(_ event: MouseEvent) -> Bool {
        guard !capturesText, let click = ListClick(event, top: PlanView.headerRows, viewport: viewModel.state.viewport, height: viewModel.pageHeight) else { return false }
        viewModel.send(click.action())
        return true
    }
}
