import Entities
import Localization
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
            line(AccountText.signedIn.text, .title)
            line("\(account.displayName)  <\(account.email)>", .accent, indent: 3)
        } else {
            line(AccountText.notSignedIn.text, .title)
            line(AccountText.localOnly.text, .sample, indent: 3)
        }
        y += 1
        if !state.accounts.isEmpty {
            line(AccountText.accountsHere.text, .muted)
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
            let create = keys.label(for: .newAccount)
            line((state.account == nil ? AccountText.signedOutKeys(signIn: signIn, create: create)
                                       : AccountText.signedInKeys(switchAccount: switchAccount, create: create,
                                                                  signOut: keys.label(for: .signOut))).text, .muted)
        }
        guard let form = state.form, y < rect.maxY else { return nil }
        return AccountFormView.render(form, working: state.isWorking, in: Rect(x: rect.x, y: y, width: rect.width, height: rect.maxY - y), on: &canvas)
    }
}

public enum AccountFormView {
    @discardableResult
    public static func render(_ form: AccountFormState, working: Bool, in rect: Rect, on canvas: inout Canvas) -> Point? {
        var y = rect.y
        let title = (form.mode == .create ? AccountText.createHeading : AccountText.signInHeading).text
        canvas.put(title, x: rect.x + 1, y: y, style: .title, clip: rect)
        y += 1
        var cursor: Point?
        // The boxes line up after the widest label of the language in force (14 cells at least, as before).
        let labelWidth = max(14, [AccountText.fieldName, .fieldEmail, .fieldPIN].map { $0.text.displayWidth + 1 }.max() ?? 0)
        for field in form.fields where y < rect.maxY {
            let (label, value, placeholder): (String, TextFieldState, String) = switch field {
            case .name: (AccountText.fieldName.text, form.name, AccountText.exampleName.text)
            case .email: (AccountText.fieldEmail.text, form.email, AccountText.exampleEmail.text)
            // The rule (4–8 digits) is in the label, which stays while the field has the focus and
            // its placeholder does not; an empty PIN shows nothing that could pass for a value.
            case .pin: (AccountText.fieldPIN.text, TextFieldState(text: String(repeating: "*", count: form.pin.characters.count)), "")
            }
            // Padded by measure: the – is two cells when ambiguous characters are wide.
            let x = canvas.put(label.padded(toWidth: labelWidth), x: rect.x + 3, y: y, style: field == form.field ? .accent : .muted, clip: rect)
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
            let hint = (working ? AccountText.checking : form.mode == .create
                ? AccountText.createFormKeys(submit: submit, next: next, toggle: toggle, cancel: cancel)
                : AccountText.signInFormKeys(submit: submit, next: next, toggle: toggle, cancel: cancel)).text
            canvas.put(hint, x: rect.x + 3, y: y, style: .muted, clip: rect)
        }
        return cursor
    }
}
