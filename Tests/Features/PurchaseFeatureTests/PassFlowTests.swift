import Dependencies
import Entities
import Foundation
import Navigation
import RepositoryFakes
import Stores
import TerminalKit
import Testing
import TestSupport
import TicketTestSupport
import UseCases
@testable import PurchaseFeature

/// Issue 21 part 3: buying a rally's pass through the purchase steps (the wallet and pass screens: WalletFeatureTests).
@MainActor
@Suite struct PassFlowTests {
    static let rallyID = RallyID("sanmeisen")
    static let rally = FixtureCatalog.threeFamousSprings

    func withRallies<T>(router: Router = Router(), _ body: () async throws -> T) async throws -> T {
        try await TicketFixtures.withApp(router: router) {
            try await withDependencies { $0.rallyStore = RallyStore(rallies: [Self.rally]) } operation: { try await body() }
        }
    }

    func signIn() async throws -> LoginContext {
        @Dependency(\.sessionStore) var session
        return try #require(try await session.create(displayName: "湯めぐり太郎", email: "taro@example.com", pin: "2468"))
    }

    func type(_ text: String, into model: PaymentViewModel) async {
        for character in text { await model.sendAndSettle(.field(.insert(String(character)))) }
    }

    /// Products → payment → review (a member bath's coupon applied) → receipt, as the screens do it.
    func buyThroughTheSteps(_ context: LoginContext, router: Router) async throws -> String {
        let target = PurchaseTarget.rallyPass(Self.rallyID)
        let today = VisitDate(TicketFixtures.now)
        try await context.coupons.claim(Coupon(id: "arima-10", facilityID: FixtureCatalog.kannawaID, benefit: .percentOff(10),
                                                validFrom: today, validUntil: today.adding(days: 30)))
        let products = ProductsViewModel(target: target, context: context)
        await products.appearAndSettle()
        let terms = try #require(products.state.draft?.passTerms)
        #expect(terms.entries == 3 && products.state.draft?.ticketCount == 1)
        await products.sendAndSettle(.next)
        #expect(router.currentStack.last == .passPayment(Self.rallyID))
        let payment = PaymentViewModel(target: target, context: context)
        await payment.appearAndSettle()
        await type("4242 4242 4242 4242", into: payment)
        await payment.sendAndSettle(.nextField); await type("12/29", into: payment)
        await payment.sendAndSettle(.nextField); await type("123", into: payment)
        await payment.sendAndSettle(.nextField); await type("Taro Yamada", into: payment)
        await payment.sendAndSettle(.next)
        #expect(router.currentStack.last == .passReview(Self.rallyID))
        let review = ReviewViewModel(target: target, context: context)
        await review.appearAndSettle()
        #expect(review.state.coupon?.id == "arima-10")
        #expect(review.state.totals?.discountYen == terms.priceYen / 10)
        await review.sendAndSettle(.confirm)
        // A second confirm of the same order buys nothing more.
        await review.sendAndSettle(.confirm)
        #expect(context.wallet.passes.count == 1)
        guard case .ticketPurchased(let orderID) = router.currentStack.last else {
            Issue.record("no receipt: \(router.currentStack) \(review.state.error ?? "")")
            return ""
        }
        return orderID
    }

    @Test func aPassIsBoughtThroughThePurchaseStepsWithAMemberCoupon() async throws {
        let router = Router()
        try await withRallies(router: router) {
            let context = try await signIn()
            router.navigate(to: .passPurchase(Self.rallyID))
            let orderID = try await buyThroughTheSteps(context, router: router)
            let pass = try #require(context.wallet.passes.first)
            #expect(pass.orderID == orderID && pass.entriesLeft == 3)
            #expect(context.coupons.claimed.first { $0.id == "arima-10" }?.usedByOrderID == orderID)
            let receipt = PurchasedViewModel(orderID: orderID, context: context)
            await receipt.appearAndSettle()
            #expect(receipt.state.amounts == CouponRules.Totals(subtotalYen: 2_800, discountYen: 280))
            let canvas = renderCanvas(.terminal80x24) { PurchasedView.render(receipt.state, in: $0.bounds, on: &$0) }
            assertTextSnapshot(canvas.plainText, named: "pass-receipt-80x24")
            #expect(canvas.plainText.contains("小計") && canvas.plainText.contains("¥2,520"))
        }
    }

    @Test func aRallyWithoutAPassSaysSo() async throws {
        try await withRallies {
            let context = try await signIn()
            let screen = ProductsScreen(target: .rallyPass(RallyID("nowhere")), context: context)
            let products = screen.viewModel
            await products.appearAndSettle()
            #expect(products.state.draft == nil && products.state.error?.contains("手形は販売していません") == true)
            // Issue 34.10: nothing to buy, so no purchase key is offered (Enter, +, ] did nothing).
            #expect(screen.keys.action(for: .enter) == nil && screen.keys.action(for: .character("+")) == nil)
        }
    }
}

extension PassFlowTests {
    /// A reviewed pass order survives the app stopping: signed in again, the same order (and its key)
    /// is resumed, so confirming it then cannot buy a second pass.
    @Test func aReviewedPassOrderIsResumedWithItsKeyAfterARestart() async throws {
        try await withRallies {
            @Dependency(\.sessionStore) var session
            let first = try await signIn()
            let target = PurchaseTarget.rallyPass(Self.rallyID)
            await ProductsViewModel(target: target, context: first).appearAndSettle()
            let payment = PaymentViewModel(target: target, context: first)
            await payment.appearAndSettle()
            for (index, text) in ["4242424242424242", "12/29", "123", "Taro Yamada"].enumerated() {
                if index > 0 { await payment.sendAndSettle(.nextField) }
                await type(text, into: payment)
            }
            await payment.sendAndSettle(.next)
            await ReviewViewModel(target: target, context: first).appearAndSettle()
            let key = try #require(first.purchases.draft(for: target)?.idempotencyKey)

            await session.signOut()
            let again = try #require(try await session.signIn(email: "taro@example.com", pin: "2468"))
            let products = ProductsViewModel(target: target, context: again)
            await products.appearAndSettle()
            #expect(products.state.notice?.contains("再開しました") == true)
            #expect(again.purchases.draft(for: target)?.idempotencyKey == key)
            #expect(again.purchases.draft(for: target)?.passTerms?.rallyID == Self.rallyID)
        }
    }
}

extension PassFlowTests {
    @Test func passStepsSnapshot() async throws {
        try await withRallies {
            let context = try await signIn()
            let target = PurchaseTarget.rallyPass(Self.rallyID)
            let today = VisitDate(TicketFixtures.now)
            try await context.coupons.claim(Coupon(id: "gero-200", facilityID: FixtureCatalog.geroID,
                                                    benefit: .yenOffEach(yen: 200, kind: .adult), validFrom: today,
                                                    validUntil: today.adding(days: 30)))
            let products = ProductsViewModel(target: target, context: context)
            await products.appearAndSettle()
            await products.sendAndSettle(.increase)
            assertScreenSnapshots(named: "pass-purchase") { size in renderText(size) { ProductsView.render(products.state, in: $0.bounds, on: &$0) } }
            let step1 = inBothLanguages { renderText(.terminal80x24) { ProductsView.render(products.state, in: $0.bounds, on: &$0) } }
            #expect(step1.ja.contains("[見本]") && step1.ja.contains("枚数 2/4"))
            #expect(step1.en.contains("[sample]") && !step1.en.contains("枚数"), "\(step1.en)")
            let payment = PaymentViewModel(target: target, context: context)
            await payment.appearAndSettle()
            for (index, text) in ["4242424242424242", "12/29", "123", "Taro Yamada"].enumerated() {
                if index > 0 { await payment.sendAndSettle(.nextField) }
                await type(text, into: payment)
            }
            assertScreenSnapshots(named: "pass-payment") { size in renderText(size) { _ = PaymentView.render(payment.state, in: $0.bounds, on: &$0) } }
            await payment.sendAndSettle(.next)
            let review = ReviewViewModel(target: target, context: context)
            await review.appearAndSettle()
            assertScreenSnapshots(named: "pass-review") { size in renderText(size) { ReviewView.render(review.state, in: $0.bounds, on: &$0) } }
            #expect(review.state.totals == CouponRules.Totals(subtotalYen: 5_600, discountYen: 400))
        }
    }
}
