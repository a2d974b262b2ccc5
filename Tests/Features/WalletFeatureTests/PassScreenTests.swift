import Dependencies
import Entities
import Foundation
import Localization
import Navigation
import RepositoryFakes
import Stores
import TerminalKit
import Testing
import TestSupport
import TicketTestSupport
import UseCases
@testable import WalletFeature

/// Issue 21 part 3: a rally's pass in the wallet and on its own screen, after one entry was taken at
/// a desk. The pass is bought as the purchase steps buy it (PurchaseFeatureTests walks the steps).
@MainActor
@Suite struct PassScreenTests {
    static let rallyID = RallyID("sanmeisen")
    static let rally = FixtureCatalog.threeFamousSprings

    /// One pass of the rally, with a member bath's coupon, bought for the signed-in account.
    func buyAPass(_ context: LoginContext) async throws -> RallyPass {
        let today = VisitDate(TicketFixtures.now)
        let coupon = Coupon(id: "arima-10", facilityID: FixtureCatalog.kannawaID, benefit: .percentOff(10),
                            validFrom: today, validUntil: today.adding(days: 30))
        try await context.coupons.claim(coupon)
        let terms = try #require(RallyPassTerms(for: Self.rally))
        let card = SavedCard(id: "C1", brand: .visa, last4: "4242", expiryMonth: 12, expiryYear: 2029, holderName: "TARO YAMADA")
        _ = try await context.wallet.purchasePass(
            PassPurchaseRequest(accountID: context.account.id, idempotencyKey: "K1", terms: terms, quantity: 1, card: card,
                                rememberCard: false, coupon: coupon))
        return try #require(context.wallet.passes.first)
    }

    @Test(arguments: [(80, 24), (120, 36)])
    func walletAndPassScreensSnapshot(width: Int, height: Int) async throws {
        let router = Router()
        try await TicketFixtures.withApp(router: router) {
            try await withDependencies { $0.rallyStore = RallyStore(rallies: [Self.rally]) } operation: {
                @Dependency(\.sessionStore) var session
                let context = try #require(try await session.create(displayName: "湯めぐり太郎", email: "taro@example.com", pin: "2468"))
                let pass = try await buyAPass(context)
                @Dependency(\.deskUseCase) var desk
                @Dependency(\.ticketSigner) var signer
                let code = PassPayload.make(passID: pass.id, signature: try signer.sign(pass.signedMessage))
                guard case .passAccepted = await desk.verify(code, FixtureCatalog.kannawaID) else { Issue.record("desk refused"); return }
                await context.wallet.load()

                let wallet = WalletViewModel(context: context)
                await wallet.appearAndSettle()
                #expect(wallet.state.passes.map(\.entriesLeft) == [2])
                var canvas = renderCanvas(Size(width: width, height: height)) { WalletView.render(wallet.state, in: $0.bounds, on: &$0) }
                assertTextSnapshot(canvas.plainText, named: "tickets-passes-\(width)x\(height)")
                let english = renderText(Size(width: width, height: height), in: .en) { WalletView.render(wallet.state, in: $0.bounds, on: &$0) }
                assertTextSnapshot(english, named: "tickets-passes-\(width)x\(height)-en")
                #expect(english.contains("Passes (1)") && english.contains("2/3 entries left"))
                #expect(canvas.plainText.contains("湯めぐり手形 (1)") && canvas.plainText.contains("残り 2/3回"))
                await wallet.sendAndSettle(.open)
                #expect(router.currentStack.last == .pass(pass.id))

                let screen = PassViewModel(passID: pass.id, context: context)
                await screen.appearAndSettle()
                canvas = renderCanvas(Size(width: width, height: height)) { PassView.render(screen.state, in: $0.bounds, on: &$0) }
                assertTextSnapshot(canvas.plainText, named: "pass-\(width)x\(height)")
                let englishPass = renderText(Size(width: width, height: height), in: .en) { PassView.render(screen.state, in: $0.bounds, on: &$0) }
                assertTextSnapshot(englishPass, named: "pass-\(width)x\(height)-en")
                #expect(englishPass.contains("2/3 entries left") && englishPass.contains("One entry per bath"))
                #expect(canvas.plainText.contains("有馬温泉") && canvas.plainText.contains("残り 2/3回"))
                #expect(try screen.state.payload?.get() == code)
                #expect(screen.state.notice == nil)
                await screen.sendAndSettle(.share)
                #expect(screen.state.notice?.contains("端末へ送りました") == true, "the status line says so")
            }
        }
    }
}
