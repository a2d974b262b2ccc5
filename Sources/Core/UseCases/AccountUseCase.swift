import Credentials
import Dependencies
import Entities
import Foundation
import Repositories

/// Local mock accounts: sign up, sign in (PIN checked against its salted PBKDF2 hash), sign out,
/// and the account that stays signed in across restarts.
public struct AccountUseCase: Sendable {
    public var accounts: @Sendable () async throws(AccountProblem) -> [Account]
    public var create: @Sendable (_ displayName: String, _ email: String, _ pin: String) async throws(AccountProblem) -> Account
    public var signIn: @Sendable (_ email: String, _ pin: String) async throws(AccountProblem) -> Account
    /// Checks email and PIN (throttled like sign-in) without changing who is signed in: for the CLI.
    public var authenticate: @Sendable (_ email: String, _ pin: String) async throws(AccountProblem) -> Account
    public var restore: @Sendable () async -> Account?
    public var signOut: @Sendable () async throws(AccountProblem) -> Void

    public init(
        accounts: @escaping @Sendable () async throws(AccountProblem) -> [Account],
        create: @escaping @Sendable (_ displayName: String, _ email: String, _ pin: String) async throws(AccountProblem) -> Account,
        signIn: @escaping @Sendable (_ email: String, _ pin: String) async throws(AccountProblem) -> Account,
        authenticate: @escaping @Sendable (_ email: String, _ pin: String) async throws(AccountProblem) -> Account,
        restore: @escaping @Sendable () async -> Account?,
        signOut: @escaping @Sendable () async throws(AccountProblem) -> Void
    ) {
        self.accounts = accounts
        self.create = create
        self.signIn = signIn
        self.authenticate = authenticate
        self.restore = restore
        self.signOut = signOut
    }

    /// `iterations` is PBKDF2's work factor for new PINs (stored with each hash, so it can change).
    /// `pause` waits between looks at the throttle while other tries are in flight (a test passes
    /// one that moves its clock instead).
    public init(repository: AccountRepository, hasher: PINHasher, iterations: Int = PINHash.defaultIterations,
                now: @escaping @Sendable () -> Date, makeID: @escaping @Sendable () -> String,
                pause: @escaping @Sendable (Duration) async -> Void = { try? await Task.sleep(for: $0) }) {
        @Sendable func storage(_ error: UserDataError) -> AccountProblem {
            error == .emailTaken ? .emailTaken : .storage(error.description)
        }
        // 50 ms apart, for the grace at most: also the bound when a test's clock stands still.
        let inFlightLooks = Int(SignInThrottle.inFlightGrace * 20)
        @Sendable func authenticate(_ email: String, _ pin: String) async throws(AccountProblem) -> Account {
            let email = (try? AccountRules.email(email)) ?? email
            // The try is decided and counted as a wrong PIN in one step before any PIN work: reading
            // the throttle before the slow hash and writing it after let 40 processes at once all be
            // checked. A wait is a wait, right PIN or not.
            var reserved: SignInFailures?
            var looks = 0
            while reserved == nil {
                let attempt: SignInAttempt
                do throws(UserDataError) { attempt = try await repository.reserveSignInAttempt(email, now()) } catch { throw storage(error) }
                switch attempt {
                case .allowed(let failures): reserved = failures
                case .throttled(let until, let lastTry):
                    // Tries that began a moment ago may be right PINs still hashing: wait for them.
                    looks += 1
                    guard looks < inFlightLooks, now().timeIntervalSince(lastTry) < SignInThrottle.inFlightGrace else {
                        throw .throttled(until: until)
                    }
                    await pause(.milliseconds(50))
                }
            }
            guard let reserved else { throw .wrongCredentials }
            let found: (Account, PINHash)?
            do throws(UserDataError) { found = try await repository.credentials(email) } catch { throw storage(error) }
            // Same work whether or not the email exists, so timing does not tell which.
            let hash = found?.1 ?? PINHash.decoy(iterations: iterations)
            guard await hash.matches(pin: pin, hasher: hasher), let account = found?.0 else {
                // Already counted: a wrong PIN writes nothing more, so it cannot undo a right one
                // that finished first.
                if let until = SignInThrottle.retryAt(reserved, now: now()) { throw .throttled(until: until) }
                throw .wrongCredentials
            }
            do throws(UserDataError) {
                try await repository.clearSignInFailures(email)
                // A PIN stored with a weaker work factor than today's is re-hashed while we have it.
                if hash.iterations < iterations {
                    if let upgraded = try? await PINHash.make(pin: pin, iterations: iterations, hasher: hasher) {
                        try await repository.updatePINHash(account.id, upgraded)
                    }
                }
            } catch { throw storage(error) }
            return account
        }
        self.init(
            accounts: { () throws(AccountProblem) in
                do throws(UserDataError) { return try await repository.accounts() } catch { throw storage(error) }
            },
            create: { name, email, pin throws(AccountProblem) in
                let name = try AccountRules.displayName(name)
                let email = try AccountRules.email(email)
                let pin = try AccountRules.pin(pin)
                let account = Account(id: AccountID(makeID()), displayName: name, email: email, createdAt: now())
                let hash: PINHash
                do throws(PINHashError) { hash = try await PINHash.make(pin: pin, iterations: iterations, hasher: hasher) } catch {
                    throw .storage(error.description)
                }
                do throws(UserDataError) {
                    try await repository.insertAccount(account, hash)
                    try await repository.setSignedInAccountID(account.id)
                } catch { throw storage(error) }
                return account
            },
            signIn: { email, pin throws(AccountProblem) in
                let account = try await authenticate(email, pin)
                do throws(UserDataError) { try await repository.setSignedInAccountID(account.id) } catch { throw storage(error) }
                return account
            },
            authenticate: { email, pin throws(AccountProblem) in try await authenticate(email, pin) },
            restore: {
                guard let id = try? await repository.signedInAccountID() else { return nil }
                return try? await repository.account(id)
            },
            signOut: { () throws(AccountProblem) in
                do throws(UserDataError) { try await repository.setSignedInAccountID(nil) } catch { throw storage(error) }
            }
        )
    }
}

extension AccountUseCase: DependencyKey {
    public static var liveValue: AccountUseCase {
        @Dependency(\.accountRepository) var repository
        @Dependency(\.pinHasher) var hasher
        @Dependency(\.date) var date
        @Dependency(\.uuid) var uuid
        return AccountUseCase(repository: repository, hasher: hasher, now: { date.now }, makeID: { "A" + uuid().shortID })
    }

    /// Over the repository and hasher the test installs, with a light work factor so tests stay fast.
    public static var testValue: AccountUseCase {
        @Dependency(\.accountRepository) var repository
        @Dependency(\.pinHasher) var hasher
        @Dependency(\.date) var date
        @Dependency(\.uuid) var uuid
        return AccountUseCase(repository: repository, hasher: hasher, iterations: 64, now: { date.now }, makeID: { "A" + uuid().shortID },
                              pause: { _ in })
    }
}

extension DependencyValues {
    public var accountUseCase: AccountUseCase {
        get { self[AccountUseCase.self] }
        set { self[AccountUseCase.self] = newValue }
    }
}

extension UUID {
    /// 16 upper-case hex digits: short enough for a QR code, unique enough for one user's tickets.
    public var shortID: String { String(uuidString.replacingOccurrences(of: "-", with: "").suffix(16)) }
}
