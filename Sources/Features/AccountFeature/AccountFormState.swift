import Entities
import Localization
import Widgets

/// The sign-in / create-account form. The PIN is only in here while typed; it is cleared as soon
/// as the form is submitted, whatever the outcome.
public struct AccountFormState: Equatable, Sendable {
    public enum Mode: Equatable, Sendable { case signIn, create }
    public enum Field: Equatable, Sendable { case name, email, pin }

    public var mode: Mode
    public var field: Field
    public var name = TextFieldState(maxLength: 20)
    public var email = TextFieldState(maxLength: 254)
    /// One more than a PIN may have: a ninth digit stays, and the form says PINs have 4–8, instead
    /// of keeping the first 8 of a 9-digit PIN that the user then never types again.
    public var pin = TextFieldState(maxLength: 9)
    public var error: String?

    public init(mode: Mode) {
        self.mode = mode
        field = mode == .create ? .name : .email
    }

    /// A sign-in form for `account`: its email filled in, so only its PIN is left to type. Both
    /// the Account tab and the sign-in a purchase asks for start here.
    public static func signIn(as account: Account?) -> AccountFormState {
        var form = AccountFormState(mode: .signIn)
        if let account {
            form.email.insert(account.email)
            form.field = .pin
        }
        return form
    }

    /// Nothing typed yet: a known email may still be filled in.
    var isUntouched: Bool { name.text.isEmpty && email.text.isEmpty && pin.text.isEmpty }

    public var fields: [Field] { mode == .create ? [.name, .email, .pin] : [.email, .pin] }

    public mutating func edit(_ body: (inout TextFieldState) -> Void) {
        switch field {
        case .name: body(&name)
        case .email: body(&email)
        case .pin: body(&pin)
        }
    }

    /// PINs are digits only: anything else typed there is ignored.
    public mutating func insert(_ text: String) {
        let accepted = field == .pin ? text.filter { $0.isASCII && $0.isNumber } : text
        var fitted = true
        edit { fitted = $0.insert(accepted) }
        if !fitted {
            error = field == .pin ? AccountProblem.pin.description : AccountText.fieldFull.text
        }
    }

    public mutating func move(by offset: Int) {
        guard let index = fields.firstIndex(of: field) else { field = fields[0]; return }
        field = fields[(index + offset + fields.count) % fields.count]
    }

    public mutating func toggleMode() {
        mode = mode == .signIn ? .create : .signIn
        if !fields.contains(field) || mode == .create { field = fields[0] }
        error = nil
    }
}
