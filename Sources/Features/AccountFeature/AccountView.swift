import Entities
import TerminalKit
import Widgets

/// Draws the account screen: who is signed in, the accounts on this machine, and the form.
public enum AccountView {
    /// Returns where the terminal cursor belongs (the focused field's caret).
    @discardableResult
    public static func render(_ state: AccountViewState, in rect: Rect, on canvas: inout Canvas) -> Point? {
        var y = rect.y
        func line(_ text: String, _ style: Style = .normal, indent: Int = 1) {
            guard y < rect.maxY else { return }
            canvas.put(text, x: rect.x + indent, y: y, style: style, clip: rect)
            y += 1
        }
        if let account = state.account {
            line("サインイン中 Signed in", .title)
            line("\(account.displayName)  <\(account.email)>", .accent, indent: 3)
        } else {
            line("サインインしていません — not signed in", .title)
            line("この端末だけのアカウント (local mock, sample)", .sample, indent: 3)
        }
        y += 1
        if !state.accounts.isEmpty {
            line("この端末のアカウント Accounts on this machine", .muted)
            for (index, account) in state.accounts.prefix(6).enumerated() {
                let current = account.id == state.account?.id
                let text = (current ? "● " : "○ ") + account.displayName + "  " + account.email
                if state.form == nil, index == state.selection, y < rect.maxY {
                    canvas.fill(Rect(x: rect.x + 1, y: y, width: rect.width - 2, height: 1), style: .selection)
                    line(text, .selection, indent: 3)
                } else {
                    line(text, current ? .accent : .normal, indent: 3)
                }
            }
            y += 1
        }
        if let notice = state.notice { line(notice, .accent) }
        if state.form == nil {
            let keys = AccountScreen.keyMap
            let (signIn, switchAccount) = (keys.label(for: .switchAccount), keys.labels(for: .switchAccount).last ?? "—")
            line(state.account == nil ? "\(signIn): サインイン sign in   \(keys.label(for: .newAccount)): 新規作成 create account"
                                      : "\(switchAccount): アカウント切替 switch   \(keys.label(for: .newAccount)): 新規作成 create   "
                                        + "\(keys.label(for: .signOut)): サインアウト sign out", .muted)
        }
        guard let form = state.form, y < rect.maxY else { return nil }
        return AccountFormView.render(form, working: state.isWorking, in: Rect(x: rect.x, y: y, width: rect.width, height: rect.maxY - y), on: &canvas)
    }
}

public enum AccountFormView {
    @discardableResult
    public static func render(_ form: AccountFormState, working: Bool, in rect: Rect, on canvas: inout Canvas) -> Point? {
        var y = rect.y
        let title = form.mode == .create ? "新規アカウント作成 Create account" : "サインイン Sign in"
        canvas.put(title, x: rect.x + 1, y: y, style: .title, clip: rect)
        y += 1
        var cursor: Point?
        for field in form.fields where y < rect.maxY {
            let (label, value, placeholder): (String, TextFieldState, String) = switch field {
            case .name: ("表示名 Name", form.name, "例 湯めぐり太郎")
            case .email: ("メール Email", form.email, "例 you@example.com")
            case .pin: ("PIN (4–8桁)", TextFieldState(text: String(repeating: "*", count: form.pin.characters.count)), "4–8桁の数字 digits")
            }
            // Padded by measure: the – is two cells when ambiguous characters are wide.
            let x = canvas.put(label.padded(toWidth: 14), x: rect.x + 3, y: y, style: field == form.field ? .accent : .muted, clip: rect)
            let box = Rect(x: x, y: y, width: max(0, min(40, rect.maxX - x)), height: 1)
            let caret = TextFieldView.render(value, placeholder: placeholder, focused: field == form.field, in: box, on: &canvas)
            if field == form.field { cursor = caret }
            y += 1
        }
        if let error = form.error, y < rect.maxY {
            canvas.put(error, x: rect.x + 3, y: y, style: .error, clip: rect)
            y += 1
        }
        if y < rect.maxY {
            let keys = AccountScreen.formKeys
            let (submit, next, toggle, cancel) = (keys.label(for: .formSubmit), keys.label(for: .formNext),
                                                  keys.label(for: .formToggleMode), keys.label(for: .formCancel))
            let hint = working ? "確認中… checking" : (form.mode == .create
                ? "\(submit): 作成  \(next): 次へ  \(toggle): サインインへ  \(cancel): 取消"
                : "\(submit): サインイン  \(next): 次へ  \(toggle): 新規作成  \(cancel): 取消")
            canvas.put(hint, x: rect.x + 3, y: y, style: .muted, clip: rect)
        }
        return cursor
    }
}
