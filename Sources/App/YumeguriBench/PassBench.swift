import ArgumentParser
import Credentials
import CredentialsLive
import DataStores
import Entities
import Foundation
import Localization
import Repositories
import RepositoriesLive
import UseCases
import YumeguriCLI

/// `yumeguri-bench pass`: buys `--count` multi-bath passes, and with `--use` takes entries with
/// them at the front desk, through the stack the app uses (WalletUseCase, DeskUseCase, the user
/// database). For the fault tests, which kill it mid-run or run several at once on one directory.
///
/// Pass `i` is bought with the key `<prefix>-<i>`, so a rerun resumes without buying twice. Each
/// line is written only after what it reports has committed:
/// `pass <i> <id> created|existing`, then `use <i> <area> accepted|refused`.
struct PassBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "pass")

    @Option(help: "How many passes to buy.")
    var count = 10

    @Option(help: ArgumentHelp("Pass i uses the idempotency key <prefix>-i.", valueName: "prefix"))
    var keyPrefix = "pass"

    @Option(help: ArgumentHelp("The rally's member areas, comma-separated (the catalog is not opened).", valueName: "ids"))
    var areas = "aist-2711,aist-7154,aist-5801,aist-2601,aist-3001"

    @Flag(help: "After buying, take an entry of every pass at every area in turn (from the area --start-at names).")
    var use = false

    @Option(help: "The index of the area each pass is first used at.")
    var startAt = 0

    @Flag(help: "Print each pass's QR payload (`code <i> <payload>`), for scripts that play the desk.")
    var codes = false

    @OptionGroup var buyer: BenchAccountOptions
    @OptionGroup var options: AppOptions

    func run() async throws {
        umask(0o077)
        let directory = options.benchDataDirectory
        let connection = UserConnection(open: { () throws(UserDataError) in try UserDatabase.open(dataDirectory: directory) })
        let repository = AccountRepository.live(connection)
        let accounts = AccountUseCase(repository: repository, hasher: .pbkdf2, now: { Date() }, makeID: { "A" + UUID().shortID })
        let wallet = WalletUseCase(repository: repository, now: { Date() }, makeID: { UUID().shortID })
        let signer = TicketSigner.ed25519(keyFile: directory.appendingPathComponent("issuer-key"))
        let desk = DeskUseCase(repository: repository, signer: signer, now: { Date() })
        let members = areas.split(separator: ",").enumerated().map { index, id in
            RallyMember(position: index + 1, name: String(id), prefectureName: "", areas: [FacilityID(String(id))])
        }
        let rally = Rally(id: RallyID("bench"), name: "bench rally", englishName: "bench", kind: .resort, summary: "", source: "bench",
                          members: members)
        guard let terms = RallyPassTerms(for: rally) else { try UserDataContext.fail(BenchText.passNeedsTwoAreas.text) }

        let account = try await buyer.signIn(accounts, bench: "bench pass")

        let card = SavedCard(id: "C" + UUID().shortID, brand: .visa, last4: "4242", expiryMonth: 12,
                             expiryYear: VisitDate(Date()).year + 3, holderName: "BENCH TARO")
        var passes: [RallyPass] = []
        for index in 0..<count {
            let request = PassPurchaseRequest(accountID: account.id, idempotencyKey: "\(keyPrefix)-\(index)", terms: terms, quantity: 1,
                                              card: card, rememberCard: false)
            let placed: PlacedPassOrder
            do throws(WalletError) { placed = try await wallet.purchasePass(request) } catch {
                try UserDataContext.fail(BenchText.passFailed(index: index, reason: error.description).text)
            }
            guard let pass = placed.passes.first else { try UserDataContext.fail(BenchText.orderHasNoPass(order: placed.order.id).text) }
            passes.append(pass)
            PurchaseBench.emit("pass \(index) \(pass.id) \(placed.created ? "created" : "existing")")
        }
        guard use || codes else { return }
        for (index, pass) in passes.enumerated() {
            let code: String
            do throws(TicketSigningError) { code = PassPayload.make(passID: pass.id, signature: try signer.sign(pass.signedMessage)) } catch {
                try UserDataContext.fail(BenchText.cannotSignPass(reason: error.description).text)
            }
            if codes { PurchaseBench.emit("code \(index) \(code)") }
            guard use else { continue }
            for offset in 0..<terms.areas.count {
                let area = terms.areas[(startAt + offset) % terms.areas.count]
                let verdict = await desk.verify(code, area)
                PurchaseBench.emit("use \(index) \(area.rawValue) \(verdict.isAccepted ? "accepted" : "refused")")
            }
        }
    }
}
