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
        KeyBinding([.enter], .check, "確認して使用 check and use", hint: true),
        KeyBinding([.backspace], .code(.backspace), "1文字消す delete back"),
        KeyBinding([.ctrl("u")], .code(.clear), "全部消す clear", hint: true),
        KeyBinding([.ctrl("w")], .code(.deleteWord), "1語消す delete word"),
        KeyBinding([.left], .code(.caretLeft), "左へ caret left"),
        KeyBinding([.right], .code(.caretRight), "右へ caret right"),
        KeyBinding([.escape], .back, "戻る back", hint: true),
    ] + TextEdit.bindings { .code(.edit($0)) })

    public var title: String { "フロント" }
    public var keys: KeyMap<DeskAction> { Self.keyMap }

    /// The field types what its table does not have and keeps the other keys from the global
    /// table, except the shell's own.
    public func unmatched(_ key: KeyEvent) -> Bool { TextFieldAction.unmatched(key) { viewModel.send(.code($0)) } }

    public func render(in rect: Rect, on canvas: inout Canvas) {
        canvas.cursor = DeskView.render(viewModel.state, in: rect, on: &canvas)
    }
}
