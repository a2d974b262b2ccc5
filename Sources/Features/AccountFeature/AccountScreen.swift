import Localization
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
        KeyBinding([.enter], .switchAccount, AccountText.keySignIn, hint: true),
        KeyBinding([.character("n")], .newAccount, AccountText.keyCreate, short: AccountText.hintCreate, hint: true),
        KeyBinding([.character("s")], .switchAccount, AccountText.keySwitch, short: AccountText.hintSwitch, hint: true),
        KeyBinding([.character("o")], .signOut, AccountText.keySignOut, hint: true),
        KeyBinding([.character("j"), .down], .moveDown, AccountText.keyNextAccount),
        KeyBinding([.character("k"), .up], .moveUp, AccountText.keyPreviousAccount),
    ])

    public nonisolated static let formKeys = KeyMap<AccountAction>([
        KeyBinding([.enter], .formSubmit, AccountText.keySubmit, hint: true),
        KeyBinding([.escape], .formCancel, AccountText.keyCancel, hint: true),
        KeyBinding([.tab, .down], .formNext, AccountText.keyNextField, hint: true),
        KeyBinding([.backTab, .up], .formPrevious, AccountText.keyPreviousField),
        KeyBinding([.ctrl("n")], .formToggleMode, AccountText.keyToggleMode, short: AccountText.hintToggleMode, hint: true),
        KeyBinding([.backspace], .form(.backspace), WidgetText.deleteBack),
        KeyBinding([.ctrl("u")], .form(.clear), WidgetText.clearField),
        KeyBinding([.left], .form(.caretLeft), WidgetText.caretLeft),
        KeyBinding([.right], .form(.caretRight), WidgetText.caretRight),
    ] + TextEdit.bindings { .form(.edit($0)) })

    private var hasForm: Bool { viewModel.state.form != nil }
    public var keys: KeyMap<AccountAction> {
        if hasForm { return Self.formKeys }
        // Signed out, there is nobody to sign out.
        if viewModel.state.account == nil { return KeyMap(Self.keyMap.defaults.filter { $0.action != .signOut }) }
        return Self.keyMap
    }

    public var title: String { (viewModel.isModal ? AccountText.signInTitle : AccountText.accountTitle).text }
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
