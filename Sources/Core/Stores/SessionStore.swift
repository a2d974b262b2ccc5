import Dependencies
import Entities
import Foundation
import Observation
import UseCases

/// Who is signed in, for the app's lifetime. Owns the current `LoginContext` and replaces it on
/// sign-in, sign-out and switch; the last sign-in started wins, whatever order they finish in.
@MainActor
@Observable
public final class SessionStore {
    public private(set) var context: LoginContext?
    public private(set) var accounts: [Account] = []
    public private(set) var isRestored = false
    public private(set) var isWorking = false

    @ObservationIgnored @Dependency(\.accountUseCase) private var accountUseCase
    @ObservationIgnored @Dependency(\.walletUseCase) private var walletUseCase
    /// Bumped by every sign-in, sign-out and switch: a result from an older one is not installed.
    @ObservationIgnored private var generation = 0

    public nonisolated init() {}

    /// Another process wrote to the user database, or a ticket or pass changed through this one
    /// (`UserDataChangeFeed`): purchases, uses and refunds made elsewhere — another terminal, the
    /// in-app desk — show in the signed-in account's wallet, whichever account that is now.
    public func reloadAfterOtherProcessWrote() async {
        await context?.wallet.load()
        await context?.coupons.load()
    }

    public var account: Account? { context?.account }

    /// Puts back the account that was signed in when the app last ran.
    public func restore() async {
        generation += 1
        let current = generation
        let account = await accountUseCase.restore()
        await loadAccounts()
        guard current == generation else { return }
        if let account { install(account) }
        isRestored = true
    }

    public func loadAccounts() async {
        if let loaded = try? await accountUseCase.accounts() { accounts = loaded }
    }

    /// Creates an account and signs in to it.
    @discardableResult
    public func create(displayName: String, email: String, pin: String) async throws(AccountProblem) -> LoginContext? {
        try await begin { [accountUseCase] () throws(AccountProblem) in try await accountUseCase.create(displayName, email, pin) }
    }

    /// Signs in (or switches to) the account with this email; a wrong PIN leaves the current session as it was.
    @discardableResult
    public func signIn(email: String, pin: String) async throws(AccountProblem) -> LoginContext? {
        try await begin { [accountUseCase] () throws(AccountProblem) in try await accountUseCase.signIn(email, pin) }
    }

    public func signOut() async {
        generation += 1
        context?.close()
        context = nil
        try? await accountUseCase.signOut()
    }

    private func begin(
        _ operation: @Sendable () async throws(AccountProblem) -> Account
    ) async throws(AccountProblem) -> LoginContext? {
        generation += 1
        let current = generation
        isWorking = true
        defer { if current == generation { isWorking = false } }
        let account = try await operation()
        await loadAccounts()
        // A later sign-in or sign-out happened meanwhile: it wins.
        guard current == generation else { return nil }
        return install(account)
    }

    @discardableResult
    private func install(_ account: Account) -> LoginContext {
        context?.close()
        let made = LoginContext(account: account, walletUseCase: walletUseCase)
        context = made
        return made
    }
}

extension SessionStore: DependencyKey {
    public nonisolated static let liveValue = SessionStore()
    public nonisolated static var testValue: SessionStore { SessionStore() }
}

extension DependencyValues {
    public var sessionStore: SessionStore {
        get { self[SessionStore.self] }
        set { self[SessionStore.self] = newValue }
    }
}
