import AccountFeature
import CredentialsLive
import Dependencies
import Entities
import Foundation
import Localization
import Navigation
import Repositories
import ScreenKit
import RepositoryFakes
import Stores
import TerminalKit
import Testing
import TestSupport
import UseCases

@MainActor
@Suite struct AccountViewModelTests {
    func withApp(router: Router = Router(), _ body: () async throws -> Void) async rethrows {
        let repository = AccountRepository.fake()
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        let session = withDependencies {
            $0.uuid = .incrementing
            let uuid = $0.uuid
            $0.accountUseCase = AccountUseCase(repository: repository, hasher: .pbkdf2, iterations: 16, now: { now }, makeID: { "A" + uuid().shortID })
            $0.walletUseCase = WalletUseCase(repository: repository, now: { now }, makeID: { uuid().shortID })
        } operation: { SessionStore() }
        try await withDependencies {
            $0.sessionStore = session
            $0.router = router
        } operation: { try await body() }
    }

    func type(_ text: String, _ model: AccountViewModel) async {
        for character in text { await model.sendAndSettle(.form(.insert(String(character)))) }
    }

    @Test func theAccountListIsNavigatedAndEnterPrefillsTheChosenAccount() async throws {
        await withApp {
            @Dependency(\.sessionStore) var session
            _ = try? await session.create(displayName: "太郎", email: "taro@example.com", pin: "2468")
            _ = try? await session.create(displayName: "花子", email: "hanako@example.com", pin: "1357")
            let model = AccountViewModel(isModal: false)
            await model.appearAndSettle()
            #expect(model.state.accounts.count == 2 && model.state.selection == 0)
            await model.sendAndSettle(.moveDown)
            await model.sendAndSettle(.moveDown)
            #expect(model.state.selection == 1)
            let chosen = model.state.accounts[1]
            await model.sendAndSettle(.switchAccount)
            #expect(model.state.form?.email.text == chosen.email)
            #expect(model.state.form?.field == .pin)
            await model.sendAndSettle(.formCancel)
            await model.sendAndSettle(.moveUp)
            #expect(model.state.selection == 0)
        }
    }

    /// Issue 15: the sign-in form's fields take the arrows and the readline keys.
    @Test func formFieldsTakeReadlineKeys() async throws {
        await withApp {
            let screen = AccountScreen()
            await screen.appearAndSettle()
            await screen.viewModel.sendAndSettle(.newAccount)
            await type("郎", screen.viewModel)
            #expect(screen.handle(.ctrl("a")))
            await type("太", screen.viewModel)
            #expect(screen.handle(.end))
            await type("さん", screen.viewModel)
            #expect(screen.viewModel.state.form?.name.text == "太郎さん")
            #expect(screen.handle(.left) && screen.handle(.left) && screen.handle(.ctrl("k")))
            #expect(screen.viewModel.state.form?.name.text == "太郎")
            #expect(screen.handle(.home) && screen.handle(.right))
            await type("・", screen.viewModel)
            #expect(screen.viewModel.state.form?.name.text == "太・郎")
        }
    }

    @Test func signOutIsOfferedOnlyToSomeoneSignedIn() async throws {
        await withApp {
            let screen = AccountScreen()
            await screen.appearAndSettle()
            #expect(!screen.keyHelp.contains { $0.summary.contains("サインアウト") })
            await screen.viewModel.sendAndSettle(.newAccount)
            await type("太郎", screen.viewModel)
            await screen.viewModel.sendAndSettle(.formNext)
            await type("taro@example.com", screen.viewModel)
            await screen.viewModel.sendAndSettle(.formNext)
            await type("2468", screen.viewModel)
            await screen.viewModel.sendAndSettle(.formSubmit)
            #expect(screen.keyHelp.contains { $0.keys == "o" && $0.summary.contains("サインアウト") })
        }
    }

    @Test func createSignOutSwitchAndErrors() async throws {
        await withApp {
            @Dependency(\.sessionStore) var session
            let model = AccountViewModel(isModal: false)
            await model.sendAndSettle(.newAccount)
            await type("湯めぐり太郎", model)
            await model.sendAndSettle(.formNext)
            await type("taro@example", model)
            await model.sendAndSettle(.formNext)
            await type("12ab34", model) // letters are ignored in the PIN
            await model.sendAndSettle(.formSubmit)
            #expect(model.state.form?.error == AccountProblem.email.description)
            #expect(model.state.form?.field == .email && model.state.form?.pin.isEmpty == true)
            await type(".com", model)
            await model.sendAndSettle(.formNext)
            await type("1234", model)
            await model.sendAndSettle(.formSubmit)
            #expect(model.state.form == nil && session.account?.displayName == "湯めぐり太郎")

            await model.sendAndSettle(.signOut)
            #expect(session.account == nil)
            await model.sendAndSettle(.newAccount)
            await type("花子", model); await model.sendAndSettle(.formNext)
            await type("hanako@example.com", model); await model.sendAndSettle(.formNext)
            await type("5678", model)
            await model.sendAndSettle(.formSubmit)
            #expect(session.account?.email == "hanako@example.com")
            #expect(model.state.accounts.count == 2)

            // The highlighted account (the first) is filled in: only its PIN is typed.
            await model.sendAndSettle(.switchAccount)
            #expect(model.state.form?.email.text == "taro@example.com" && model.state.form?.field == .pin)
            await type("9999", model)
            await model.sendAndSettle(.formSubmit)
            #expect(model.state.form?.error == AccountProblem.wrongCredentials.description)
            #expect(session.account?.email == "hanako@example.com")
            await type("1234", model)
            await model.sendAndSettle(.formSubmit)
            #expect(session.account?.email == "taro@example.com")

            let canvas = renderCanvas(.terminal80x24) { AccountView.render(model.state, in: $0.bounds, on: &$0) }
            assertTextSnapshot(canvas.plainText, named: "account-signed-in-80x24")
            // Issue 15, item 6: with ambiguous characters wide (· – •) the fields still line up.
            let wide = AmbiguousWidth.$current.withValue(.wide) {
                renderCanvas(.terminal80x24) { AccountView.render(model.state, in: $0.bounds, on: &$0) }
            }
            assertTextSnapshot(wide.plainText, named: "account-signed-in-80x24-wide")
            let english = renderText(.terminal80x24, in: .en) { AccountView.render(model.state, in: $0.bounds, on: &$0) }
            assertTextSnapshot(english, named: "account-signed-in-80x24-en")
            #expect(english.contains("Signed in") && english.contains("Accounts on this machine") && english.contains("o: sign out"))
            // The sign-in form, as the modal shows it.
            await model.sendAndSettle(.switchAccount)
            let form = inBothLanguages { renderText(.terminal80x24) { AccountView.render(model.state, in: $0.bounds, on: &$0) } }
            assertTextSnapshot(form.en, named: "sign-in-80x24-en")
            assertTextSnapshot(form.ja, named: "sign-in-80x24-ja")
            #expect(form.en.contains("Sign in") && form.en.contains("PIN (4–8 digits)") && form.en.contains("Enter: sign in"))
            #expect(!form.ja.contains("Sign in") && form.ja.contains("PIN (4–8桁)") && !form.ja.contains("数字"))
        }
    }

    /// Issue 22: the sign-in a purchase asks for fills in the known email as the Account tab
    /// does, so only the PIN is left; what the user has typed is never replaced.
    @Test func theModalPrefillsTheKnownEmail() async throws {
        let router = Router()
        try await withApp(router: router) {
            @Dependency(\.sessionStore) var session
            try await session.create(displayName: "太郎", email: "taro@example.com", pin: "2468")
            await session.signOut()
            router.present(.signIn)
            let model = AccountViewModel(isModal: true)
            await model.appearAndSettle()
            #expect(model.state.form?.email.text == "taro@example.com")
            #expect(model.state.form?.field == .pin)
            await type("2468", model)
            await model.sendAndSettle(.formSubmit)
            #expect(router.modal == nil && session.account?.displayName == "太郎")

            await session.signOut()
            let typed = AccountViewModel(isModal: true)
            await type("hanako@", typed)
            await typed.appearAndSettle()
            #expect(typed.state.form?.email.text == "hanako@")
        }
    }

    @Test func theModalDismissesAfterSigningIn() async throws {
        let router = Router()
        try await withApp(router: router) {
            @Dependency(\.sessionStore) var session
            try await session.create(displayName: "太郎", email: "taro@example.com", pin: "2468")
            await session.signOut()
            router.present(.signIn)
            let model = AccountViewModel(isModal: true)
            await type("taro@example.com", model); await model.sendAndSettle(.formNext)
            await type("2468", model)
            await model.sendAndSettle(.formSubmit)
            #expect(router.modal == nil && session.account?.displayName == "太郎")
        }
    }
}

/// Issue 25.9: a ninth PIN digit is kept and refused out loud, not silently cut to eight digits
/// that the user then never types again.
@Suite struct PINFieldLimitTests {
    @Test func aNinthDigitStaysAndTheFormSaysPINsHaveFourToEight() {
        var form = AccountFormState(mode: .create)
        form.field = .pin
        form.insert("123456789")
        #expect(form.pin.text == "123456789")
        #expect(throws: AccountProblem.pin) { try AccountRules.pin(form.pin.text) }
        #expect(form.error == nil)
        form.insert("0")
        #expect(form.error == AccountProblem.pin.description)
    }
}
