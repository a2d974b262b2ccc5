import Dependencies
import Entities
import Navigation
import Observation
import Stores

/// Everything the account screens show.
public struct AccountViewState: Equatable, Sendable {
    public var account: Account?
    public var accounts: [Account] = []
    public var form: AccountFormState?
    public var isWorking = false
    public var notice: String?

    public init() {}
}

/// Everything the user can do on the account screens.
public enum AccountAction: Sendable, Equatable {
    case newAccount, switchAccount, signOut
    case formInsert(String), formBackspace, formClear, formNext, formPrevious, formToggleMode, formSubmit, formCancel
}

/// The Account tab and the sign-in modal. Signing in replaces the session's LoginContext; in the
/// modal, success closes it so the flow that asked for it continues.
@MainActor
@Observable
public final class AccountViewModel {
    public private(set) var form: AccountFormState?
    public private(set) var notice: String?
    public let isModal: Bool

    @ObservationIgnored @Dependency(\.sessionStore) private var session
    @ObservationIgnored @Dependency(\.router) private var router

    public init(isModal: Bool) {
        self.isModal = isModal
        if isModal { form = AccountFormState(mode: .signIn) }
    }

    public var state: AccountViewState {
        var state = AccountViewState()
        state.account = session.account
        state.accounts = session.accounts
        state.isWorking = session.isWorking
        state.notice = notice
        state.form = form
        return state
    }

    public func appear() async {
        await session.loadAccounts()
    }

    public func send(_ action: AccountAction) async {
        switch action {
        case .newAccount: form = AccountFormState(mode: .create); notice = nil
        case .switchAccount: form = AccountFormState(mode: .signIn); notice = nil
        case .signOut:
            guard session.account != nil else { return }
            form = nil
            await session.signOut()
            notice = "サインアウトしました — signed out"
        case .formInsert(let text): editForm { $0.insert(text) }
        case .formBackspace: editForm { $0.edit { $0.backspace() } }
        case .formClear: editForm { $0.edit { $0.clear() } }
        case .formNext: editForm { $0.move(by: 1) }
        case .formPrevious: editForm { $0.move(by: -1) }
        case .formToggleMode: editForm { $0.toggleMode() }
        case .formCancel:
            if isModal { router.dismiss() }
            form = nil
        case .formSubmit: await submit()
        }
    }

    private func editForm(_ body: (inout AccountFormState) -> Void) {
        var current = state.form ?? AccountFormState(mode: .signIn)
        body(&current)
        form = current
    }

    private func submit() async {
        guard var current = state.form, !session.isWorking else { return }
        let pin = current.pin.text
        current.pin.clear()
        current.error = nil
        form = current
        do throws(AccountProblem) {
            let context = switch current.mode {
            case .create: try await session.create(displayName: current.name.text, email: current.email.text, pin: pin)
            case .signIn: try await session.signIn(email: current.email.text, pin: pin)
            }
            guard let context else { return }
            form = nil
            notice = "\(context.account.displayName) さんでサインインしました — signed in"
            if isModal { router.dismiss() }
        } catch {
            current.error = error.description
            if error == .pin || error == .wrongCredentials { current.field = .pin }
            if error == .email || error == .emailTaken { current.field = .email }
            if error == .displayName { current.field = .name }
            form = current
        }
    }
}
