import Localization
import ScreenKit
import TerminalKit
import Widgets

/// The front desk (`yumeguri desk`, `.desk`): type or paste a scanned ticket code, or the path of
/// an image of one, and Enter checks it with this installation's issuer key and uses the ticket.
@MainActor
public final class DeskScreen: ViewModelScreen {
    public let viewModel = DeskViewModel()

    public init() {}

    public nonisolated static let keyMap = KeyMap<DeskAction>([
        KeyBinding([.enter], .check, DeskText.keyCheck, short: DeskText.hintCheck, hint: true),
        KeyBinding([.backspace], .code(.backspace), WidgetText.deleteBack),
        KeyBinding([.ctrl("u")], .code(.clear), WidgetText.clearShort, hint: true),
        KeyBinding([.ctrl("w")], .code(.deleteWord), WidgetText.deleteWord),
        KeyBinding([.left], .code(.caretLeft), WidgetText.caretLeft),
        KeyBinding([.right], .code(.caretRight), WidgetText.caretRight),
        KeyBinding([.escape], .back, DeskText.keyBack, hint: true),
    ] + TextEdit.bindings { .code(.edit($0)) })

    public var title: String { DeskText.title.text }
    public var keys: KeyMap<DeskAction> { Self.keyMap }

    /// The field types what its table does not have and keeps the other keys from the global
    /// table, except the shell's own.
    public func unmatched(_ key: KeyEvent) -> Bool { TextFieldAction.unmatched(key) { viewModel.send(.code($0)) } }

    public func render(in rect: Rect, on canvas: inout Canvas) {
        canvas.cursor = DeskView.render(viewModel.state, in: rect, on: &canvas)
    }
}
