import ArgumentParser
import Entities
import Foundation
import Localization
import Repositories
import UseCases
import YumeguriCLI

/// The account the buying benches (`purchase`, `pass`) buy with, written once: created when
/// missing, and a start that several processes can share.
struct BenchAccountOptions: ParsableArguments {
    @Option(help: "The account to buy with; created when missing.")
    var email = "bench@example.com"

    @Option(help: "The account's PIN (4–8 digits).")
    var pin = "2468"

    @Flag(name: .customLong("wait-for-stdin-eof"), help: "After signing in, wait until standard input closes before buying: a caller holding one pipe can start several processes at the same instant.")
    var waitForStdinEOF = false

    /// Signs in, says so (`account <id> signed in`), then waits for standard input to close when
    /// asked; a failure names the bench (`bench pass`).
    func signIn(_ accounts: AccountUseCase, bench: String) async throws -> Account {
        let account: Account
        do throws(AccountProblem) {
            account = try await Self.signIn(email: email, pin: pin, accounts: accounts)
        } catch {
            try UserDataContext.fail(BenchText.signInFailed(bench: bench, email: email, reason: error.description).text)
        }
        PurchaseBench.emit("account \(account.id.rawValue) signed in")
        if waitForStdinEOF { _ = FileHandle.standardInput.readDataToEndOfFile() }
        return account
    }

    /// Signs in, creating the account when no account has this email. Several bench processes may
    /// start together on a fresh directory: the ones that lose the race to create it sign in instead.
    static func signIn(email: String, pin: String, accounts: AccountUseCase) async throws(AccountProblem) -> Account {
        let normalized = try AccountRules.email(email)
        if try await accounts.accounts().contains(where: { $0.email == normalized }) {
            return try await accounts.signIn(normalized, pin)
        }
        do throws(AccountProblem) {
            return try await accounts.create("bench", normalized, pin)
        } catch .emailTaken {
            return try await accounts.signIn(normalized, pin)
        }
    }
}

extension AppOptions {
    /// The data directory a bench writes its user database in: `--data-dir`, or the app's own.
    var benchDataDirectory: URL {
        dataDir.map { URL(fileURLWithPath: $0) } ?? CatalogLocation.defaultDataDirectory(environment: environment)
    }
}
