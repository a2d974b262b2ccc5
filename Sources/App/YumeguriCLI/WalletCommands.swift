import ArgumentParser
import Dependencies
import Entities
import Foundation
import Localization
import Repositories
import RoutePlanning
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

    func resolve(_ location: CatalogLocation) async throws -> Account {
        try await withDependencies { $0.catalogLocation = location } operation: {
            @Dependency(\.accountUseCase) var accounts
            // A damaged or newer database says so: `restore` alone read it as "nobody signed in".
            @Dependency(\.appHost) var host
            do throws(UserDataError) { try await host.openUserData(location) } catch {
                try UserDataContext.fail(error.description)
            }
            guard let email = account else {
                guard let signedIn = await accounts.restore() else {
                    try UserDataContext.fail(WalletCLIText.notSignedIn.text)
                }
                return signedIn
            }
            guard let pin = Self.readPIN() else { try UserDataContext.fail(WalletCLIText.pinInputClosed.text) }
            guard !pin.isEmpty else { try UserDataContext.fail(WalletCLIText.pinEmpty.text) }
            do throws(AccountProblem) { return try await accounts.authenticate(email, pin) } catch {
                try UserDataContext.fail(TerminalText.sanitized(error.description))
            }
        }
    }

    /// The chosen account and what `read` gets from its wallet; a failure ends the command with
    /// the reason (`CommandFailure`).
    func load<Value>(_ options: some CatalogOptions,
                     _ read: (WalletUseCase, AccountID) async throws(WalletError) -> Value) async throws -> (Account, Value) {
        umask(0o077)
        let location = try options.location()
        let account = try await resolve(location)
        let wallet = withDependencies { $0.catalogLocation = location } operation: {
            @Dependency(\.walletUseCase) var wallet
            return wallet
        }
        do throws(WalletError) { return (account, try await read(wallet, account.id)) } catch {
            try UserDataContext.fail(TerminalText.sanitized(error.description))
        }
    }

    /// Without echo on a terminal; a plain line from a pipe. Nil when standard input ends before a
    /// line (`< /dev/null`, a closed pipe): said as such, not tried as an empty PIN (issue 32.4).
    static func readPIN() -> String? {
        if isatty(STDIN_FILENO) == 1 {
            FileHandle.standardError.write(Data(WalletCLIText.pinPrompt.text.utf8))
            var settings = termios()
            tcgetattr(STDIN_FILENO, &settings)
            var quiet = settings
            quiet.c_lflag &= ~tcflag_t(ECHO)
            tcsetattr(STDIN_FILENO, TCSANOW, &quiet)
            defer {
                tcsetattr(STDIN_FILENO, TCSANOW, &settings)
                FileHandle.standardError.write(Data("\n".utf8))
            }
            return readLine()
        }
        return readLine()
    }
}

/// `yumeguri tickets [--json]`: the account's e-tickets.
struct TicketsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tickets", abstract: "Print your e-tickets (mock purchases) grouped by state.")

    @Flag(name: .long, help: "Print JSON instead of a table.")
    var json = false
    @Flag(name: .long, help: "Print an iCalendar file (RFC 5545): each ticket on its date of use, each pass over its validity.")
    var ics = false
    @OptionGroup var choice: AccountChoice
    @OptionGroup var options: DataOptions

    func validate() throws {
        if json && ics { throw ValidationError(WalletCLIText.chooseJSONOrICS.text) }
    }

    /// Tickets, passes and the orders they came from, read together.
    struct Wallet {
        var tickets: [Ticket]
        var passes: [RallyPass]
        var ticketOrders: [TicketOrder]
        var passOrders: [PassOrder]
        var pendingOrders: [PendingOrder] = []
    }

    func run() async throws {
        let (account, wallet) = try await choice.load(options) { wallet, id throws(WalletError) in
            Wallet(tickets: try await wallet.tickets(id), passes: try await wallet.passes(id),
                   ticketOrders: try await wallet.ticketOrders(id), passOrders: try await wallet.passOrders(id),
                   pendingOrders: try await wallet.pendingOrders(id))
        }
        @Dependency(\.date) var date
        let today = VisitDate(date.now)
        let passDay = RallyPassTerms.day(date.now)
        let tickets = wallet.tickets
        if json {
            CLIOutput.json(ScriptOutput.build { UserDataContext.json(TicketsJSON.rows(wallet, today: today, passDay: passDay)) })
            return
        }
        // The tables and the calendar name each area as the catalog does, in the language in force
        // (the JSON above keeps the stored names, for scripts).
        let names = await CatalogNames.of(tickets.map(\.facilityID) + wallet.pendingOrders.flatMap(\.draft.namedAreas)
                                          + wallet.passes.flatMap(\.terms.areas), options)
        if ics {
            CLIOutput.data(ICalendarWriter.document(TicketCalendar.events(wallet, names: names, today: today, passDay: passDay), stamp: date.now))
            return
        }
        var lines = [WalletCLIText.walletSummary(account: account.displayName, tickets: tickets.count, passes: wallet.passes.count).text]
        // The same unconfirmed orders the wallet offers again, with the link that takes each up.
        if !wallet.pendingOrders.isEmpty {
            lines.append(WalletCLIText.pendingOrdersHeader(wallet.pendingOrders.count).text)
            for order in wallet.pendingOrders {
                lines.append(WalletCLIText.pendingOrder(
                    title: names.title(of: order.draft), tickets: order.draft.ticketCount, total: formatYen(order.draft.totalYen),
                    useDate: order.draft.useDate.description, savedAt: formatJapanDateTime(order.savedAt), route: order.draft.target.route).text)
            }
        }
        if !wallet.passes.isEmpty {
            lines.append(WalletCLIText.passesHeader(wallet.passes.count).text)
            for pass in RallyPass.sortedForWallet(wallet.passes, on: passDay) {
                lines.append(WalletCLIText.pass(id: pass.id, rally: pass.terms.title, state: pass.state(on: passDay).label, left: pass.entriesLeft,
                                                entries: pass.terms.entries, from: pass.validFrom.description, until: pass.validUntil.description).text)
                for use in pass.uses {
                    lines.append("    \(pass.terms.member(at: use.area).map(names.memberName) ?? use.area.rawValue) (\(use.area))  \(formatJapanDateTime(use.usedAt))")
                }
            }
        }
        for group in Ticket.grouped(tickets, on: today) {
            lines.append("\(group.state.label) (\(group.tickets.count))")
            for ticket in group.tickets {
                let (useDate, validUntil) = (ticket.useDate.description, ticket.validUntil.description)
                lines.append((ticket.usedAt.map {
                    WalletCLIText.usedTicket(id: ticket.id, facility: names.display(ticket), product: ticket.productTitle, useDate: useDate,
                                             validUntil: validUntil, usedAt: formatJapanDateTime($0))
                } ?? .ticket(id: ticket.id, facility: names.display(ticket), product: ticket.productTitle, useDate: useDate, validUntil: validUntil)).text)
            }
        }
        CLIOutput.lines(lines)
    }
}

/// `tickets --ics`: a ticket is an all-day event on its date of use, a pass one over its validity;
/// refunded tickets are left out (they will not be used). The UID is the ticket's or pass's id, so
/// importing the file again updates the events instead of doubling them. Areas are named as the
/// tickets table names them (`names`: the catalog's, in the language in force; the stored name once
/// the area has left the catalog); the writer escapes and sanitises every text.
enum TicketCalendar {
    static func events(_ wallet: TicketsCommand.Wallet, names: FacilityNames, today: VisitDate, passDay: VisitDate) -> [CalendarEvent] {
        let tickets = wallet.tickets.filter { $0.status != .refunded }.map { ticket in
            CalendarEvent(
                uid: "\(ticket.id)@yumeguri", summary: WalletCLIText.ticketEventSummary(facility: names.display(ticket), product: ticket.productTitle).text,
                location: WalletCLIText.ticketEventLocation(facility: names.display(ticket), facilityID: ticket.facilityID.rawValue).text,
                description: WalletCLIText.ticketEventDescription(id: ticket.id, state: ticket.state(on: today).label,
                                                                  validUntil: ticket.validUntil.description, facilityID: ticket.facilityID.rawValue).text,
                firstDay: ticket.useDate, lastDay: ticket.useDate)
        }
        let passes = wallet.passes.map { pass in
            CalendarEvent(
                uid: "\(pass.id)@yumeguri", summary: WalletCLIText.passEventSummary(rally: pass.terms.title, left: pass.entriesLeft, entries: pass.terms.entries).text,
                location: WalletCLIText.passEventLocation(baths: pass.terms.members.map(names.memberName)).text,
                description: WalletCLIText.passEventDescription(id: pass.id, state: pass.state(on: passDay).label, from: pass.validFrom.description,
                                                                until: pass.validUntil.description, entries: pass.terms.entries).text,
                firstDay: pass.validFrom, lastDay: pass.validUntil)
        }
        return tickets + passes
    }
}

/// The rows of `tickets --json`: one per ticket (`kind` "ticket", as before passes, plus what its
/// order cost and what was paid), then one per pass (`kind` "pass", with its uses), each in the
/// table's order. Field names follow every `--json`: lowerCamelCase, `Id` as a word (`facilityId`).
enum TicketsJSON {
    struct Row: Encodable {
        var kind: String
        var id, orderId, state, validUntil: String
        // A ticket's
        var facilityId, facilityName, product, useDate: String?
        var priceYen: Int?
        /// When a used ticket was used (at its facility).
        var usedAt: String?
        // A pass's
        var rallyId, rallyName, validFrom: String?
        var entries, entriesLeft: Int?
        var areas: [String]?
        var uses: [Use]?
        // Its order's: the subtotal, the coupon's discount and what was paid.
        var orderSubtotalYen, orderDiscountYen, orderPaidYen: Int?
    }

    struct Use: Encodable {
        var facilityId: String
        var name: String
        var usedAt: String
    }

    static func rows(_ wallet: TicketsCommand.Wallet, today: VisitDate, passDay: VisitDate) -> [Row] {
        let ticketOrders = Dictionary(wallet.ticketOrders.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let passOrders = Dictionary(wallet.passOrders.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let tickets = Ticket.grouped(wallet.tickets, on: today).flatMap(\.tickets).map { ticket in
            let order = ticketOrders[ticket.orderID]
            return Row(kind: "ticket", id: ticket.id, orderId: ticket.orderID, state: ticket.state(on: today).rawValue,
                       validUntil: ticket.validUntil.description, facilityId: ticket.facilityID.rawValue,
                       facilityName: ticket.facilityName, product: ticket.productName, useDate: ticket.useDate.description,
                       priceYen: ticket.priceYen, usedAt: ticket.usedAt?.ISO8601Format(), orderSubtotalYen: order.map { $0.totalYen + $0.discountYen },
                       orderDiscountYen: order?.discountYen, orderPaidYen: order?.totalYen)
        }
        let passes = RallyPass.sortedForWallet(wallet.passes, on: passDay).map { pass in
            let order = passOrders[pass.orderID]
            return Row(kind: "pass", id: pass.id, orderId: pass.orderID, state: pass.state(on: passDay).rawValue,
                       validUntil: pass.validUntil.description, priceYen: pass.terms.priceYen, rallyId: pass.terms.rallyID.rawValue,
                       rallyName: pass.terms.rallyName, validFrom: pass.validFrom.description, entries: pass.terms.entries,
                       entriesLeft: pass.entriesLeft, areas: pass.terms.areas.map(\.rawValue),
                       uses: pass.uses.map { Use(facilityId: $0.area.rawValue, name: pass.terms.member(at: $0.area)?.name ?? "",
                                                 usedAt: $0.usedAt.ISO8601Format()) },
                       orderSubtotalYen: order?.subtotalYen, orderDiscountYen: order?.discountYen, orderPaidYen: order?.totalYen)
        }
        return tickets + passes
    }
}

/// `yumeguri coupons [--json]`: the account's claimed coupons.
struct CouponsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coupons", abstract: "Print the app-only coupons you have claimed (sample data), grouped by state.")

    @Flag(name: .long, help: "Print JSON instead of a table.")
    var json = false
    @OptionGroup var choice: AccountChoice
    @OptionGroup var options: DataOptions

    func run() async throws {
        let (account, coupons) = try await choice.load(options) { wallet, id throws(WalletError) in try await wallet.coupons(id) }
        @Dependency(\.date) var date
        let groups = coupons.grouped(on: VisitDate(date.now))
        if json {
            struct Row: Encodable {
                var id, facilityId, title, state, validFrom, validUntil: String
                var facilityName: String?
                var usedByOrderId: String?
                var newMembersOnly: Bool
            }
            // The table's order: by state, then as stored.
            let ordered = groups.flatMap { group in group.coupons.map { (claimed: $0, state: group.state) } }
            let catalog = await CouponsCommand.facilityNames(ordered.map(\.claimed.coupon.facilityID), options)
            CLIOutput.json(ScriptOutput.build { UserDataContext.json(ordered.map { claimed, state in
                Row(id: claimed.id, facilityId: claimed.coupon.facilityID.rawValue, title: claimed.coupon.title, state: state.rawValue,
                    validFrom: claimed.coupon.validFrom.description, validUntil: claimed.coupon.validUntil.description,
                    facilityName: catalog[claimed.coupon.facilityID], usedByOrderId: claimed.usedByOrderID,
                    newMembersOnly: claimed.coupon.newMembersOnly)
            }) })
            return
        }
        var lines = [WalletCLIText.couponsSummary(account: account.displayName, coupons: coupons.count).text]
        for (state, group) in groups {
            lines.append("\(state.label) (\(group.count))")
            for claimed in group {
                lines.append(WalletCLIText.coupon(facilityID: claimed.coupon.facilityID.rawValue, title: claimed.coupon.title, validity: claimed.coupon.validityText).text)
            }
        }
        CLIOutput.lines(lines)
    }
}

extension CouponsCommand {
    /// The catalog's names for `ids`: a claimed coupon keeps only its facility's id.
    static func facilityNames(_ ids: [FacilityID], _ options: some CatalogOptions) async -> [FacilityID: String] {
        guard !ids.isEmpty, let context = try? await UserDataContext.open(options) else { return [:] }
        return Dictionary(ids.compactMap { id in context.listings.position(of: id).map { (id, context.listings.displayName(at: $0)) } },
                          uniquingKeysWith: { first, _ in first })
    }
}
