import ArgumentParser
import CredentialsLive
import DataStores
import Entities
import Foundation
import Localization
import Repositories
import RepositoriesLive
import UseCases
import YumeguriCLI

/// `yumeguri-bench purchase`: buys `--count` e-tickets on a data directory through the stack the
/// purchase screen uses (UserDatabase → AccountRepository → WalletUseCase), for latency figures and
/// for the fault tests, which kill it mid-run or run several at once on the same files.
///
/// Order `i` uses the idempotency key `<prefix>-<i>`, so a rerun after a crash resumes: orders that
/// were committed come back as `existing` and are not bought twice. A line is printed (and written
/// at once, unbuffered) only after its order has committed, so whoever reads the output knows
/// those orders are durable.
struct PurchaseBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "purchase")

    @Option(help: "How many orders to place.")
    var count = 50

    @Option(help: ArgumentHelp("Order i uses the idempotency key <prefix>-i.", valueName: "prefix"))
    var keyPrefix = "bench"

    @Option(help: ArgumentHelp("The facility id: its ticket products are the sample ones generated from the id.", valueName: "id"))
    var facility = "aist-2711"

    @Option(help: ArgumentHelp("The name stored on the tickets (the catalog is not opened).", valueName: "name"))
    var facilityName: String?

    @Option(help: "Adult tickets per order.")
    var adults = 2

    @OptionGroup var buyer: BenchAccountOptions
    @OptionGroup var options: AppOptions

    func validate() throws {
        guard count >= 0 else { throw ValidationError(BenchText.zeroOrMore(option: "--count").text) }
        guard (1...TicketRules.maxTicketsPerOrder).contains(adults) else {
            throw ValidationError(BenchText.adultsRange(maximum: TicketRules.maxTicketsPerOrder).text)
        }
    }

    func run() async throws {
        umask(0o077)
        let directory = options.benchDataDirectory
        let repository = AccountRepository.live(open: { () throws(UserDataError) in try UserDatabase.open(dataDirectory: directory) })
        let accounts = AccountUseCase(repository: repository, hasher: .pbkdf2, now: { Date() }, makeID: { "A" + UUID().shortID })
        let wallet = WalletUseCase(repository: repository, now: { Date() }, makeID: { UUID().shortID })

        let account = try await buyer.signIn(accounts, bench: "bench purchase")

        let facilityID = FacilityID(facility)
        let products = SampleCommerce.generate(for: facilityID).ticketProducts
        guard let adult = products.first(where: { $0.kind == .adult }) else {
            try UserDataContext.fail(BenchText.noAdultTicket(facility: facility).text)
        }
        let today = VisitDate(Date())
        let card = SavedCard(id: "C" + UUID().shortID, brand: .visa, last4: "4242", expiryMonth: 12,
                             expiryYear: today.year + 3, holderName: "BENCH TARO")

        let clock = ContinuousClock()
        var samples: [Double] = []
        var created = 0
        let started = clock.now
        for index in 0..<count {
            let key = "\(keyPrefix)-\(index)"
            let request = PurchaseRequest(
                accountID: account.id, idempotencyKey: key, facilityID: facilityID, facilityName: facilityName ?? "bench \(facility)",
                lines: [OrderLine(product: adult, quantity: adults)], useDate: VisitDate(Date()), card: card, rememberCard: false)
            let start = clock.now
            let placed: PlacedOrder
            do throws(WalletError) {
                placed = try await wallet.purchase(request, products)
            } catch {
                try UserDataContext.fail(BenchText.orderFailed(index: index, key: key, reason: error.description).text)
            }
            samples.append(BenchStatistics.milliseconds(clock.now - start))
            if placed.created { created += 1 }
            Self.emit("order \(index) \(placed.order.id) \(placed.created ? "created" : "existing") \(placed.tickets.count) tickets")
        }
        let elapsed = clock.now - started
        samples.sort()
        let seconds = BenchStatistics.milliseconds(elapsed) / 1000
        Self.emit(BenchText.purchases(count: count, created: created, existing: count - created, seconds: String(format: "%.3f", seconds)).text)
        if let p50 = BenchStatistics.percentile(samples, 0.5), let p99 = BenchStatistics.percentile(samples, 0.99) {
            Self.emit(String(format: "latency p50 %.3f ms  p99 %.3f ms  max %.3f ms  throughput %.1f purchases/s",
                             p50, p99, samples.last ?? 0, Double(count) / seconds))
        }
    }

    /// Straight to the file descriptor: `print` is block-buffered into a pipe, and a reader waiting
    /// for committed orders (or a SIGKILL) must not depend on when the buffer fills.
    static func emit(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
