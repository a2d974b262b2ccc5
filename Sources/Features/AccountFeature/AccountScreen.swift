import Navigation
import ScreenKit
import TerminalKit
import Widgets

/// The Account tab (`.account`) and the sign-in modal (`.signIn`): one view model, two uses.
@MainActor
public final class AccountScreen: ViewModelScreen {
    public let viewModel: AccountViewModel

    public init(viewModel: AccountViewModel = AccountViewModel(isModal: false)) { self.viewModel = viewModel }

    /// The modal that other features present with `router.present(.signIn)`.
    public static func signIn() -> AccountScreen { AccountScreen(viewModel: AccountViewModel(isModal: true)) }

    public nonisolated static let keyMap = KeyMap<AccountAction>([
        KeyBinding([.enter], .switchAccount, "サインイン sign in", hint: true),
        KeyBinding([.character("n")], .newAccount, "新規作成 create account", hint: true),
        KeyBinding([.character("s")], .switchAccount, "切替 switch account", hint: true),
        KeyBinding([.character("o")], .signOut, "サインアウト sign out", hint: true),
        KeyBinding([.character("j"), .down], .moveDown, "下へ next account"),
        KeyBinding([.character("k"), .up], .moveUp, "上へ previous account"),
    ])

    public nonisolated static let formKeys = KeyMap<AccountAction>([
        KeyBinding([.enter], .formSubmit, "送信 submit", hint: true),
        KeyBinding([.escape], .formCancel, "取消 cancel", hint: true),
        KeyBinding([.tab, .down], .formNext, "次の項目 next field", hint: true),
        KeyBinding([.backTab, .up], .formPrevious, "前の項目 previous field"),
        KeyBinding([.ctrl("n")], .formToggleMode, "サインイン/新規作成 sign in or create", hint: true),
        KeyBinding([.backspace], .form(.backspace), "1文字消す delete back"),
        KeyBinding([.ctrl("u")], .form(.clear), "全部消す clear field"),
        KeyBinding([.left], .form(.caretLeft), "左へ caret left"),
        KeyBinding([.right], .form(.caretRight), "右へ caret right"),
    ] + TextEdit.bindings { .form(.edit($0)) })

    private var hasForm: Bool { viewModel.state.form != nil }
    public var keys: KeyMap<AccountAction> {
        if hasForm { return Self.formKeys }
        // Signed out, there is nobody to sign out.
        if viewModel.state.account == nil { return KeyMap(Self.keyMap.defaults.filter { $0.action != .signOut }) }
        return Self.keyMap
    }

    public var title: String { viewModel.isModal ? "サインイン" : "アカウント" }
    public var capturesText: Bool { hasForm }

    public func render(in rect: Rect, on canvas: inout Canvas) {
        let caret = AccountView.render(viewModel.state, in: rect, on: &canvas)
        canvas.cursor = hasForm ? caret : nil
    }

    /// The open form types what its table does not have and keeps every other key (Tab moves
    /// between its fields; only suspend and redraw pass).
    public func unmatched(_ key: KeyEvent) -> Bool {
        hasForm && TextFieldAction.unmatched(key, passing: [.ctrl("z"), .ctrl("l")]) { viewModel.send(.form($0)) }
    }
}
