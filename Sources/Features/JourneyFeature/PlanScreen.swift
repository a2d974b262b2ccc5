import Localization
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
        KeyBinding([.enter], .open, PlanText.keyOpen, short: PlanText.hintOpen),
        KeyBinding([.character("l"), .right, .character("}")], .nextDay, PlanText.keyNextDay, short: PlanText.hintNextDay, hint: true),
        KeyBinding([.character("h"), .left, .character("{")], .previousDay, PlanText.keyPreviousDay),
        KeyBinding([.character(".")], .nextDate, PlanText.keyNextDate, short: PlanText.hintNextDate, hint: true),
        KeyBinding([.character(",")], .previousDate, PlanText.keyPreviousDate),
        KeyBinding([.character(">")], .nextWeek, PlanText.keyNextWeek),
        KeyBinding([.character("<")], .previousWeek, PlanText.keyPreviousWeek),
        KeyBinding([.character("F")], .fix, PlanText.keyFix, short: PlanText.hintFix, hint: true),
        KeyBinding([.character("S")], .split, PlanText.keySplit, short: PlanText.hintSplit, hint: true),
        KeyBinding([.character("J"), .shiftDown], .moveStopDown, PlanText.keyMoveStopDown),
        KeyBinding([.character("K"), .shiftUp], .moveStopUp, PlanText.keyMoveStopUp),
        KeyBinding([.character("L")], .moveStopToNextDay, PlanText.keyMoveStopToNextDay),
        KeyBinding([.character("H")], .moveStopToPreviousDay, PlanText.keyMoveStopToPreviousDay),
        KeyBinding([.character("A")], .addDay, PlanText.keyAddDay),
        KeyBinding([.character("X")], .dropDay, PlanText.keyDropDay),
        KeyBinding([.character("d")], .removeStop, PlanText.keyRemoveStop),
        KeyBinding([.character("o")], .optimise, PlanText.keyOptimise),
        KeyBinding([.character("r")], .reorderAroundClosures, PlanText.keyReorder),
        KeyBinding([.character("x")], .dropClosed, PlanText.keyDropClosed),
        KeyBinding([.character("s")], .startHere, PlanText.keyStartHere),
        KeyBinding([.character("b")], .baseHere, PlanText.keyBaseHere),
        KeyBinding([.character("w")], .toggleMode, PlanText.keyToggleMode),
        KeyBinding([.character("]")], .laterStart, PlanText.keyLaterStart(minutes: PlanViewModel.startStepMinutes)),
        KeyBinding([.character("[")], .earlierStart, PlanText.keyEarlierStart(minutes: PlanViewModel.startStepMinutes)),
        KeyBinding([.character("+"), .character("=")], .longerStay, PlanText.keyLongerStay(minutes: PlanViewModel.stayStepMinutes)),
        KeyBinding([.character("-"), .character("_")], .shorterStay, PlanText.keyShorterStay(minutes: PlanViewModel.stayStepMinutes)),
        KeyBinding([.character("e")], .rename, PlanText.keyRename),
        KeyBinding([.character("m")], .showMap, PlanText.keyShowMap, short: PlanText.hintShowMap, hint: true),
        KeyBinding([.character("t")], .buyDay, PlanDayText.keyBuyDay, short: PlanDayText.hintBuyDay, priority: 2),
        KeyBinding([.character("y")], .copySummary, PlanText.keyCopy, short: PlanText.hintCopy),
    ])

    /// No plan to edit (none with this id, or a stored one this version will not use): no plan key.
    public nonisolated static let noPlanKeys = KeyMap<PlanAction>([])

    /// While the name is typed: the field's keys.
    public nonisolated static let nameKeys = KeyMap<PlanAction>([
        KeyBinding([.enter], .commitName, PlanText.keyCommitName, short: PlanText.hintCommitName, hint: true),
        KeyBinding([.escape], .cancelName, PlanText.keyCancelName, short: PlanText.hintCancelName, hint: true),
        KeyBinding([.backspace], .name(.backspace), WidgetText.deleteBack),
        KeyBinding([.ctrl("u")], .name(.clear), WidgetText.clearShort),
        KeyBinding([.left], .name(.caretLeft), WidgetText.caretLeft),
        KeyBinding([.right], .name(.caretRight), WidgetText.caretRight),
    ] + TextEdit.bindings { .name(.edit($0)) })

    public var keys: KeyMap<PlanAction> {
        let state = viewModel.state
        switch state.phase {
        case .notFound, .unreadable: return Self.noPlanKeys
        case .loading, .ready: return state.nameField == nil ? Self.keyMap : Self.nameKeys
        }
    }
    public var title: String { viewModel.title }
    public var statusMessage: String? {
        viewModel.state.nameField == nil ? viewModel.state.statusMessage : PlanText.namePrompt.text
    }
    public var capturesText: Bool { viewModel.state.nameField != nil }

    public func layout(in rect: Rect, asciiOnly: Bool) { viewModel.layout(pageHeight: PlanView.listHeight(for: rect)) }

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
