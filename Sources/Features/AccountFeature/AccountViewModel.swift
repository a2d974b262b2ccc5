import Dependencies
import Entities
import Localization
import Navigation
import Observation
import ScreenKit
import Stores
import Widgets

/// The Account tab and the sign-in modal. Signing in replaces the session's LoginContext; in the
/// modal, success closes it so the flow that asked for it continues.
@MainActor
@Observable
public final class AccountViewModel {
    public private(set) var form: AccountFormState?
    /// Kept in both languages and read in the one in force when the state is read.
    public private(set) var notice: LocalizedText?
    private var selection = 0
    public let isModal: Bool
    /// Sign-in, sign-up and sign-out in flight; cancelled when the screen leaves its stack.
    public let effects = Effects()

    @ObservationIgnored @Dependency(\.sessionStore) private var session
    @ObservationIgnored @Dependency(\.router) private var router

    public init(isModal: Bool) {
        self.isModal = isModal
        if isModal { form = AccountFormState.signIn(as: nil) }
    }

    public var state: AccountViewState {
        var state = AccountViewState()
        state.account = session.account
        state.accounts = session.accounts
        state.isWorking = session.isWorking
        state.notice = notice?.text
        state.form = form
        state.selection = min(selection, max(0, state.accounts.count - 1))
        return state
    }

    public func appear() {
        prefillKnownAccount()
        effects.run { [weak self, session] in
            await session.loadAccounts()
            self?.prefillKnownAccount()
        }
    }

    /// The sign-in a flow asks for (a purchase, coupons) offers the account the Account tab would
    /// highlight first, as long as nothing has been typed.
    private func prefillKnownAccount() {
        guard isModal, let current = form, current.mode == .signIn, current.isUntouched,
              let known = session.accounts.first else { return }
        form = AccountFormState.signIn(as: known)
    }

    /// Synchronous: a sign-in shows "確認中… checking" before this returns (the session marks
    /// itself working at once); the PIN check goes on as an effect.
    public func send(_ action: AccountAction) {
        switch action {
        case .newAccount: form = AccountFormState(mode: .create); notice = nil
        case .switchAccount:
            let accounts = session.accounts
            form = AccountFormState.signIn(as: accounts.indices.contains(state.selection) ? accounts[state.selection] : nil)
            notice = nil
        case .moveDown: selection = min(max(0, session.accounts.count - 1), state.selection + 1)
        case .moveUp: selection = max(0, state.selection - 1)
        case .signOut:
            guard session.account != nil else { return }
            form = nil
            effects.run { [weak self, session] in
                await session.signOut()
                self?.notice = AccountText.signedOutNotice.localized
            }
        case .form(.insert(let text)): editForm { $0.insert(text) }
        case .form(let edit): editForm { $0.edit { $0.apply(edit) } }
        case .formNext: editForm { $0.move(by: 1) }
        case .formPrevious: editForm { $0.move(by: -1) }
        case .formToggleMode: editForm { $0.toggleMode() }
        case .formCancel:
            if isModal { router.dismiss() }
            form = nil
        case .formSubmit: submit()
        }
    }

    private func editForm(_ body: (inout AccountFormState) -> Void) {
        var current = state.form ?? AccountFormState(mode: .signIn)
        body(&current)
        form = current
    }

    private func submit() {
        guard var current = state.form, !session.isWorking else { return }
        let pin = current.pin.text
        current.pin.clear()
        current.error = nil
        form = current
        effects.run("submit") { [weak self] in await self?.finishSubmit(current, pin: pin) }
    }

    private func finishSubmit(_ submitted: AccountFormState, pin: String) async {
        var current = submitted
        do throws(AccountProblem) {
            let context = switch current.mode {
            case .create: try await session.create(displayName: current.name.text, email: current.email.text, pin: pin)
            case .signIn: try await session.signIn(email: current.email.text, pin: pin)
            }
            guard let context else { return }
            form = nil
            notice = AccountText.signedInNotice(name: context.account.displayName).localized
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

extension AccountViewModel: ViewModel {}
