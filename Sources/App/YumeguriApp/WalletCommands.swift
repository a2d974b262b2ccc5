import ArgumentParser
import Dependencies
import Entities
import Foundation
import Repositories
import TerminalKit
import UseCases
#if canImport(Glibc)
import Glibc
#endif

/// Whose wallet a CLI command reads: the account signed in in the app, or `--account EMAIL` with
/// its PIN (asked on the terminal, or read from standard input when that is not a terminal).
struct AccountChoice: ParsableArguments {
    @Option(help: ArgumentHelp("Another account's email; its PIN is asked for.", valueName: "email"))
    var account: String?

    func resolve(_ location: CatalogLocation) async -> Account {
        await withDependencies { $0.catalogLocation = location } operation: {
            @Dependency(\.accountUseCase) var accounts
            guard let email = account else {
                guard let signedIn = await accounts.restore() else {
                    UserDataContext.fail("nobody is signed in: sign in in the app, or pass --account EMAIL")
                }
                return signedIn
            }
            let pin = Self.readPIN()
            do throws(AccountProblem) { return try await accounts.authenticate(email, pin) } catch {
                UserDataContext.fail(TerminalText.sanitized(error.description))
            }
        }
    }

    /// The chosen account and what `read` gets from its wallet; a failure ends the process with
    /// the reason.
    func load<Value>(_ options: AppOptions,
                     _ read: (WalletUseCase, AccountID) async throws(WalletError) -> Value) async throws -> (Account, Value) {
        umask(0o077)
        let location = try options.location()
        let account = await resolve(location)
        let wallet = withDependencies { $0.catalogLocation = location } operation: { WalletUseCase.liveValue }
        do throws(WalletError) { return (account, try await read(wallet, account.id)) } catch {
            UserDataContext.fail(TerminalText.sanitized(error.description))
        }
    }

    /// Without echo on a terminal; a plain line from a pipe.
    static func readPIN() -> String {
        if isatty(STDIN_FILENO) == 1 {
            FileHandle.standardError.write(Data("PIN: ".utf8))
            var settings = termios()
            tcgetattr(STDIN_FILENO, &settings)
            var quiet = settings
            quiet.c_lflag &= ~tcflag_t(ECHO)
            tcsetattr(STDIN_FILENO, TCSANOW, &quiet)
            defer {
                tcsetattr(STDIN_FILENO, TCSANOW, &settings)
                FileHandle.standardError.write(Data("\n".utf8))
            }
            return readLine() ?? ""
        }
        return readLine() ?? ""
    }
}

/// `yumeguri tickets [--json]`: the account's e-tickets.
struct TicketsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tickets", abstract: "Print your e-tickets (mock purchases) grouped by state.")

    @Flag(name: .long, help: "Print JSON instead of a table.")
    var json = false
    @OptionGroup var choice: AccountChoice
    @OptionGroup var options: AppOptions

    func run() async throws {
        let (account, tickets) = try await choice.load(options) { wallet, id throws(WalletError) in try await wallet.tickets(id) }
        @Dependency(\.date) var date
        let today = VisitDate(date.now)
        if json {
            struct Row: Encodable {
                var id, orderID, facilityID, facilityName, product, state, useDate, validUntil: String
                var priceYen: Int
            }
            CLIOutput.json(UserDataContext.json(tickets.map {
                Row(id: $0.id, orderID: $0.orderID, facilityID: $0.facilityID.rawValue, facilityName: $0.facilityName,
                    product: $0.productName, state: $0.state(on: today).rawValue, useDate: $0.useDate.description,
                    validUntil: $0.validUntil.description, priceYen: $0.priceYen)
            }))
            return
        }
        var lines = ["\(account.displayName) — \(tickets.count) tickets"]
        for group in Ticket.grouped(tickets, on: today) {
            lines.append("\(group.state.label) (\(group.tickets.count))")
            for ticket in group.tickets {
                lines.append("  \(ticket.id)  \(ticket.facilityName)  \(ticket.productName)  利用日 \(ticket.useDate)  有効期限 \(ticket.validUntil)")
            }
        }
        CLIOutput.line(lines.joined(separator: "\n"))
    }
}

/// `yumeguri coupons [--json]`: the account's claimed coupons.
struct CouponsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coupons", abstract: "Print the app-only coupons you have claimed (sample data), grouped by state.")

    @Flag(name: .long, help: "Print JSON instead of a table.")
    var json = false
    @OptionGroup var choice: AccountChoice
    @OptionGroup var options: AppOptions

    func run() async throws {
        let (account, coupons) = try await choice.load(options) { wallet, id throws(WalletError) in try await wallet.coupons(id) }
        @Dependency(\.date) var date
        let today = VisitDate(date.now)
        if json {
            struct Row: Encodable {
                var id, facilityID, title, state, validFrom, validUntil: String
                var usedByOrderID: String?
                var newMembersOnly: Bool
            }
            CLIOutput.json(UserDataContext.json(coupons.map {
                Row(id: $0.id, facilityID: $0.coupon.facilityID.rawValue, title: $0.coupon.title, state: $0.state(on: today).rawValue,
                    validFrom: $0.coupon.validFrom.description, validUntil: $0.coupon.validUntil.description,
                    usedByOrderID: $0.usedByOrderID, newMembersOnly: $0.coupon.newMembersOnly)
            }))
            return
        }
        var lines = ["\(account.displayName) — \(coupons.count) coupons (sample)"]
        for state in CouponState.allCases {
            let group = coupons.filter { $0.state(on: today) == state }
            guard !group.isEmpty else { continue }
            lines.append("\(state.label) (\(group.count))")
            for claimed in group {
                lines.append("  \(claimed.coupon.facilityID.rawValue)  \(claimed.coupon.title)  有効 \(claimed.coupon.validityText)")
            }
        }
        CLIOutput.line(lines.joined(separator: "\n"))
    }
}
