import Dependencies
import Entities
import Foundation
import Navigation
import Stores
import TerminalKit
import Testing
import TestSupport
import TicketTestSupport
@testable import PurchaseFeature

/// The purchase flow step by step: each step is its own destination and screen model, sharing the
/// account's draft through the LoginContext.
@MainActor
@Suite struct PurchaseFlowTests {
    let kusatsu = TicketFixtures.kusatsuID

    func type(_ text: String, into model: PaymentViewModel) async {
        for character in text { await model.sendAndSettle(.field(.insert(String(character)))) }
    }

    func fillCard(_ model: PaymentViewModel, number: String, expiry: String = "12/29", cvc: String = "123", holder: String = "Taro Yamada") async {
        await type(number, into: model)
        await model.sendAndSettle(.nextField); await type(expiry, into: model)
        await model.sendAndSettle(.nextField); await type(cvc, into: model)
        await model.sendAndSettle(.nextField); await type(holder, into: model)
    }

    /// Two adults at 草津 through the products and payment steps with a test card: where the review starts.
    func payForTwoAdults(_ context: LoginContext) async {
        let products = ProductsViewModel(id: kusatsu, context: context)
        await products.appearAndSettle()
        await products.sendAndSettle(.increase)
        await products.sendAndSettle(.next)
        let payment = PaymentViewModel(id: kusatsu, context: context)
        await payment.appearAndSettle()
        await fillCard(payment, number: "4242 4242 4242 4242")
        await payment.sendAndSettle(.next)
    }

    func signIn() async throws -> LoginContext {
        @Dependency(\.sessionStore) var session
        return try #require(try await session.create(displayName: "湯めぐり太郎", email: "taro@example.com", pin: "2468"))
    }

    /// Issue 13: the review applies the best claimed coupon; c steps through the others and none,
    /// x removes it; each change is a new order (a new key); confirming records and uses it.
    @Test func theReviewAppliesChangesAndRemovesACoupon() async throws {
        let router = Router()
        try await TicketFixtures.withApp(router: router) {
            let context = try await signIn()
            let today = VisitDate(TicketFixtures.now)
            let offered = SampleCoupons.generate(for: kusatsu, hasCoupons: true, today: today)
            for coupon in offered { try await context.coupons.claim(coupon) }
            await payForTwoAdults(context)
            let review = ReviewViewModel(id: kusatsu, context: context)
            await review.appearAndSettle()
            let lines = try #require(review.state.draft?.lines)
            let applicable = review.state.applicableCoupons
            #expect(!applicable.isEmpty)
            let best = try #require(review.state.coupon)
            #expect(applicable.allSatisfy { CouponRules.discountYen($0, lines: lines) <= CouponRules.discountYen(best, lines: lines) })
            #expect(review.state.totals?.totalYen == TicketRules.totalYen(lines) - CouponRules.discountYen(best, lines: lines))
            let firstKey = context.purchases.draft(for: .facility(kusatsu))?.idempotencyKey
            await review.sendAndSettle(.removeCoupon)
            #expect(review.state.coupon == nil && review.state.totals?.discountYen == 0)
            #expect(context.purchases.draft(for: .facility(kusatsu))?.idempotencyKey != firstKey)
            // c from none picks the first applicable one, and goes round to none after the last.
            await review.sendAndSettle(.nextCoupon)
            #expect(review.state.coupon == applicable.first)
            for _ in 1..<applicable.count { await review.sendAndSettle(.nextCoupon) }
            await review.sendAndSettle(.nextCoupon)
            #expect(review.state.coupon == nil)
            await review.sendAndSettle(.nextCoupon)
            let chosen = try #require(review.state.coupon)
            await review.sendAndSettle(.confirm)
            let order = try #require(context.wallet.tickets.first?.orderID)
            #expect(context.coupons.claimed.first { $0.id == chosen.id }?.usedByOrderID == order)
        }
    }

    @Test func productsPaymentReviewDoneAreDestinationsAndConfirmingTwiceBuysOnce() async throws {
        let router = Router()
        router.navigate(to: .facility(kusatsu))
        router.navigate(to: .ticketPurchase(kusatsu))
        try await TicketFixtures.withApp(router: router) {
            let context = try await signIn()
            let products = ProductsViewModel(id: kusatsu, context: context)
            await products.appearAndSettle()
            #expect(products.state.draft?.title == "草津" && products.state.draft?.ticketCount == 1)
            await products.sendAndSettle(.increase)
            let adult = try #require(products.state.draft?.products.first)
            #expect(products.state.draft?.totalYen == adult.priceYen * 2)
            await products.sendAndSettle(.next)
            #expect(router.currentStack == [.search, .facility(kusatsu), .ticketPurchase(kusatsu), .ticketPayment(kusatsu)])

            let payment = PaymentViewModel(id: kusatsu, context: context)
            await payment.appearAndSettle()
            #expect(payment.state.draft?.ticketCount == 2 && payment.form.field == .number)
            // Keeping the card is the user's choice: off until Ctrl-R.
            #expect(!payment.form.rememberCard)
            await payment.sendAndSettle(.toggleRemember)
            await fillCard(payment, number: "4242 4242 4242 4241")
            await payment.sendAndSettle(.next)
            #expect(payment.form.error == CardProblem.luhn.description && payment.form.field == .number)
            #expect(router.top == .ticketPayment(kusatsu))
            await payment.sendAndSettle(.field(.backspace))
            await type("2", into: payment)
            await payment.sendAndSettle(.next)
            #expect(router.top == .ticketReview(kusatsu))
            // Past the payment step the number and CVC are nowhere: not in the form, not in the draft.
            #expect(payment.form.number.isEmpty && payment.form.cvc.isEmpty)
            let draft = try #require(context.purchases.draft(for: .facility(kusatsu)))
            #expect(draft.card?.label == "Visa •••• 4242")
            #expect(!String(describing: draft).contains("4242 4242") && !String(describing: payment.state).contains("4242 4242"))

            let review = ReviewViewModel(id: kusatsu, context: context)
            await review.appearAndSettle()
            let reviewed = try #require(context.purchases.draft(for: .facility(kusatsu)))
            let key = try #require(reviewed.idempotencyKey)
            await review.appearAndSettle()
            #expect(context.purchases.draft(for: .facility(kusatsu))?.idempotencyKey == key)
            await review.sendAndSettle(.confirm)
            let order = try #require(context.wallet.tickets.first?.orderID)
            #expect(context.wallet.tickets.count == 2)
            #expect(router.currentStack == [.search, .facility(kusatsu), .ticketPurchased(orderID: order)])
            #expect(context.purchases.draft(for: .facility(kusatsu)) == nil)
            #expect(context.wallet.cards.map(\.label) == ["Visa •••• 4242"])

            // A second confirm with the same key (e.g. a retry after a crash) returns the same order.
            let again = try await context.wallet.purchase(try #require(reviewed.request(for: context.account.id)), products: reviewed.products)
            #expect(!again.created && again.order.id == order && context.wallet.tickets.count == 2)

            let done = PurchasedViewModel(orderID: order, context: context)
            await done.appearAndSettle()
            #expect(done.state.tickets.count == 2)
            await done.sendAndSettle(.openWallet)
            #expect(router.selectedTab == .tickets)
            #expect(router.stack(for: .search) == [.search, .facility(kusatsu)])
        }
    }

    /// The app stops (crash, kill, quit) after the review opened: the same order comes back with the
    /// same key, and confirming it — even twice — buys once.
    @Test func aReviewedOrderSurvivesARestartWithItsKey() async throws {
        let router = Router()
        try await TicketFixtures.withApp(router: router) {
            @Dependency(\.sessionStore) var session
            let before = try await signIn()
            let products = ProductsViewModel(id: kusatsu, context: before)
            await products.appearAndSettle()
            await products.sendAndSettle(.increase)
            let payment = PaymentViewModel(id: kusatsu, context: before)
            await payment.appearAndSettle()
            await fillCard(payment, number: "4242424242424242")
            await payment.sendAndSettle(.next)
            await ReviewViewModel(id: kusatsu, context: before).appearAndSettle()
            let key = try #require(before.purchases.draft(for: .facility(kusatsu))?.idempotencyKey)

            // A new session on the same database stands for the restarted app.
            await session.signOut()
            let after = try #require(try await session.signIn(email: "taro@example.com", pin: "2468"))
            #expect(after.purchases.draft(for: .facility(kusatsu)) == nil)
            let resumed = ProductsViewModel(id: kusatsu, context: after)
            await resumed.appearAndSettle()
            #expect(resumed.state.notice?.contains("再開しました") == true)
            #expect(resumed.state.draft?.ticketCount == 2 && resumed.state.draft?.idempotencyKey == key)
            await resumed.sendAndSettle(.next)
            let again = PaymentViewModel(id: kusatsu, context: after)
            await again.appearAndSettle()
            #expect(again.form.savedCards.first?.label == "Visa •••• 4242" && !again.form.usesNewCard)
            await again.sendAndSettle(.next)
            let review = ReviewViewModel(id: kusatsu, context: after)
            await review.appearAndSettle()
            #expect(after.purchases.draft(for: .facility(kusatsu))?.idempotencyKey == key)
            await review.sendAndSettle(.confirm)
            #expect(after.wallet.tickets.count == 2)

            // The order is placed: nothing is pending any more, and the next `t` starts afresh.
            await session.signOut()
            let later = try #require(try await session.signIn(email: "taro@example.com", pin: "2468"))
            let fresh = ProductsViewModel(id: kusatsu, context: later)
            await fresh.appearAndSettle()
            #expect(fresh.state.notice == nil && fresh.state.draft?.ticketCount == 1 && fresh.state.draft?.idempotencyKey == nil)
        }
    }

    @Test func startingOverForgetsTheKeptOrder() async throws {
        try await TicketFixtures.withApp {
            @Dependency(\.sessionStore) var session
            let before = try await signIn()
            await ProductsViewModel(id: kusatsu, context: before).appearAndSettle()
            try before.purchases.update(.facility(kusatsu)) { (draft: inout PurchaseDraft) throws(OrderProblem) in
                try draft.change(draft.products[0], by: 3)
            }
            let payment = PaymentViewModel(id: kusatsu, context: before)
            await payment.appearAndSettle()
            await fillCard(payment, number: "4242424242424242")
            await payment.sendAndSettle(.next)
            await ReviewViewModel(id: kusatsu, context: before).appearAndSettle()
            await session.signOut()
            let after = try #require(try await session.signIn(email: "taro@example.com", pin: "2468"))
            let resumed = ProductsViewModel(id: kusatsu, context: after)
            await resumed.appearAndSettle()
            #expect(resumed.state.draft?.ticketCount == 4)
            await resumed.sendAndSettle(.startOver)
            #expect(resumed.state.draft?.ticketCount == 1 && resumed.state.notice == nil)
            await session.signOut()
            let third = try #require(try await session.signIn(email: "taro@example.com", pin: "2468"))
            let model = ProductsViewModel(id: kusatsu, context: third)
            await model.appearAndSettle()
            #expect(model.state.draft?.ticketCount == 1)
        }
    }

    @Test func anExpiryTypedAsDigitsGetsItsSlash() async throws {
        try await TicketFixtures.withApp {
            let context = try await signIn()
            let products = ProductsViewModel(id: kusatsu, context: context)
            await products.appearAndSettle()
            let payment = PaymentViewModel(id: kusatsu, context: context)
            await payment.appearAndSettle()
            await payment.sendAndSettle(.nextField)
            await type("1230", into: payment)
            #expect(payment.form.expiry.text == "12/30")
            await payment.sendAndSettle(.field(.clear))
            await type("12/30", into: payment)
            #expect(payment.form.expiry.text == "12/30")
            await payment.sendAndSettle(.field(.clear))
            await type("1", into: payment)
            await payment.sendAndSettle(.field(.backspace))
            await type("0930", into: payment)
            #expect(payment.form.expiry.text == "09/30")
        }
    }

    /// Issue 15: readline keys and the arrows edit inside the card fields, through the screen's keys.
    @Test func cardFieldsTakeReadlineKeys() async throws {
        try await TicketFixtures.withApp {
            let context = try await signIn()
            let products = ProductsViewModel(id: kusatsu, context: context)
            await products.appearAndSettle()
            let screen = PaymentScreen(id: kusatsu, context: context)
            await screen.appearAndSettle()
            let payment = screen.viewModel
            await payment.sendAndSettle(.previousField)
            #expect(payment.form.field == .holder)
            await type("Yamada", into: payment)
            for key: KeyEvent in [.ctrl("a")] { #expect(screen.handle(key)) }
            await type("Taro ", into: payment)
            #expect(payment.form.holder.text == "Taro Yamada", "typed at the start")
            #expect(screen.handle(.left) && screen.handle(.right))
            #expect(screen.handle(.ctrl("k")))
            #expect(payment.form.holder.text == "Taro ")
            #expect(screen.handle(.home))
            #expect(screen.handle(.end))
            await type("Hanako", into: payment)
            #expect(payment.form.holder.text == "Taro Hanako")
            #expect(screen.handle(.alt("b")))
            #expect(screen.handle(.left))
            await type("X", into: payment)
            #expect(payment.form.holder.text == "TaroX Hanako")
        }
    }

    @Test func goingBackFromPaymentKeepsTheDraftAndForgetsTheCard() async throws {
        let router = Router()
        try await TicketFixtures.withApp(router: router) {
            let context = try await signIn()
            let products = ProductsViewModel(id: kusatsu, context: context)
            await products.appearAndSettle()
            await products.sendAndSettle(.moveDown)
            await products.sendAndSettle(.increase)
            router.navigate(to: .ticketPayment(kusatsu))
            let payment = PaymentViewModel(id: kusatsu, context: context)
            await payment.appearAndSettle()
            await type("4242424242424242", into: payment)
            await payment.sendAndSettle(.back)
            #expect(payment.form.number.isEmpty)
            #expect(router.top == .search)
            // Coming back to the flow resumes the same order.
            let again = ProductsViewModel(id: kusatsu, context: context)
            await again.appearAndSettle()
            #expect(again.state.draft?.ticketCount == 2)
        }
    }

    @Test func atMostTenTicketsAndNoneIsNotAnOrder() async throws {
        let router = Router()
        try await TicketFixtures.withApp(router: router) {
            let context = try await signIn()
            let model = ProductsViewModel(id: kusatsu, context: context)
            await model.appearAndSettle()
            for _ in 0..<12 { await model.sendAndSettle(.increase) }
            #expect(model.state.draft?.ticketCount == 10)
            #expect(model.state.error == OrderProblem.tooManyTickets(11).description)
            for _ in 0..<12 { await model.sendAndSettle(.decrease) }
            await model.sendAndSettle(.next)
            #expect(model.state.error == OrderProblem.empty.description)
            #expect(router.top == .search)
            await model.sendAndSettle(.previousDay)
            #expect(model.state.draft?.useDate == VisitDate(TicketFixtures.now))
            await model.sendAndSettle(.nextDay)
            #expect(model.state.draft?.useDate == VisitDate(TicketFixtures.now).adding(days: 1))
        }
    }

    @Test func anUnknownFacilityIsAClearError() async throws {
        try await TicketFixtures.withApp {
            let context = try await signIn()
            let model = ProductsViewModel(id: FacilityID("aist-0001"), context: context)
            await model.appearAndSettle()
            #expect(model.state.draft == nil && !model.state.isLoading)
            #expect(model.state.error == CatalogError.notFound(FacilityID("aist-0001")).description)
        }
    }

    @Test func aStepWithoutADraftSaysSoAndCannotBuy() async throws {
        try await TicketFixtures.withApp {
            let context = try await signIn()
            let review = ReviewViewModel(id: kusatsu, context: context)
            await review.appearAndSettle()
            await review.sendAndSettle(.confirm)
            #expect(context.wallet.tickets.isEmpty)
            let canvas = renderCanvas(Size(width: 80, height: 10)) { ReviewView.render(review.state, in: $0.bounds, on: &$0) }
            #expect(canvas.plainText.contains("購入手続き中の注文はありません"))
        }
    }

    @Test func savedCardsAreOfferedAndANewOneCanStillBeAdded() async throws {
        let router = Router()
        try await TicketFixtures.withApp(router: router) {
            let context = try await signIn()
            for (number, expiry) in [("5555555555554444", "01/27"), ("4242424242424242", "12/29")] {
                let products = ProductsViewModel(id: kusatsu, context: context)
                await products.appearAndSettle()
                let payment = PaymentViewModel(id: kusatsu, context: context)
                await payment.appearAndSettle()
                if !payment.form.savedCards.isEmpty {
                    await payment.sendAndSettle(.nextCard)
                    #expect(payment.form.usesNewCard && payment.form.field == .choice)
                    await payment.sendAndSettle(.nextField)
                }
                await fillCard(payment, number: number, expiry: expiry)
                await payment.sendAndSettle(.toggleRemember)
                await payment.sendAndSettle(.next)
                let review = ReviewViewModel(id: kusatsu, context: context)
                await review.appearAndSettle()
                await review.sendAndSettle(.confirm)
            }
            #expect(context.wallet.cards.map(\.label).sorted() == ["Mastercard •••• 4444", "Visa •••• 4242"])
            let payment = PaymentViewModel(id: kusatsu, context: context)
            await ProductsViewModel(id: kusatsu, context: context).appearAndSettle()
            await payment.appearAndSettle()
            #expect(payment.form.field == .choice && payment.form.fields == [.choice])
            let mastercard = try #require(payment.form.savedCards.firstIndex { $0.last4 == "4444" })
            for _ in 0..<mastercard { await payment.sendAndSettle(.nextCard) }
            await payment.sendAndSettle(.next)
            #expect(payment.form.error == nil)
            #expect(context.purchases.draft(for: .facility(kusatsu))?.card?.last4 == "4444")
        }
    }

    @Test(arguments: [(80, 24), (60, 16)])
    func reviewSnapshot(width: Int, height: Int) async throws {
        try await TicketFixtures.withApp {
            let context = try await signIn()
            let products = ProductsViewModel(id: kusatsu, context: context)
            await products.appearAndSettle()
            await products.sendAndSettle(.increase)
            await products.sendAndSettle(.moveDown)
            await products.sendAndSettle(.increase)
            await products.sendAndSettle(.moveDown)
            await products.sendAndSettle(.increase)
            let payment = PaymentViewModel(id: kusatsu, context: context)
            await payment.appearAndSettle()
            await fillCard(payment, number: "4242424242424242")
            await payment.sendAndSettle(.next)
            let review = ReviewViewModel(id: kusatsu, context: context)
            await review.appearAndSettle()
            let canvas = renderCanvas(Size(width: width, height: height)) { ReviewView.render(review.state, in: $0.bounds, on: &$0) }
            assertTextSnapshot(canvas.plainText, named: "ticket-review-\(width)x\(height)")
            #expect(canvas.plainText.contains("Visa •••• 4242"))
            #expect(!canvas.plainText.contains("4242424242424242"))
        }
    }

    @Test func paymentWaitsForTheSavedCardsBeforeItShowsOrTakesTheForm() async throws {
        try await TicketFixtures.withApp {
            let context = try await signIn()
            await ProductsViewModel(id: kusatsu, context: context).appearAndSettle()
            // Not yet appeared: the saved cards are not read.
            let payment = PaymentViewModel(id: kusatsu, context: context)
            payment.send(.field(.insert("4")))
            var cursor: Point?
            var canvas = renderCanvas(.terminal80x24) { cursor = PaymentView.render(payment.state, in: $0.bounds, on: &$0) }
            #expect(canvas.plainText.contains("カードを読み込み中"))
            #expect(!canvas.plainText.contains("カード番号"))
            #expect(cursor == nil)
            await payment.appearAndSettle()
            #expect(payment.state.form.number.text.isEmpty)
            canvas = renderCanvas(.terminal80x24) { PaymentView.render(payment.state, in: $0.bounds, on: &$0) }
            #expect(canvas.plainText.contains("お支払い · 合計"))
        }
    }

    @Test func paymentSnapshotShowsTheCaretAndMasksTheCVC() async throws {
        try await TicketFixtures.withApp {
            let context = try await signIn()
            await ProductsViewModel(id: kusatsu, context: context).appearAndSettle()
            let payment = PaymentViewModel(id: kusatsu, context: context)
            await payment.appearAndSettle()
            await type("4242 4242", into: payment)
            await payment.sendAndSettle(.nextField); await type("12/29", into: payment)
            await payment.sendAndSettle(.nextField); await type("987", into: payment)
            var cursor: Point?
            let canvas = renderCanvas(.terminal80x24) { cursor = PaymentView.render(payment.state, in: $0.bounds, on: &$0) }
            assertTextSnapshot(canvas.plainText, named: "ticket-payment-80x24")
            #expect(!canvas.plainText.contains("987") && canvas.plainText.contains("***"))
            #expect(cursor?.y == canvas.plainText.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("CVC") })
        }
    }
}

@MainActor
// A wait for observed state that never comes true ends at the time limit (a failure), not a hung run.
@Suite(.timeLimit(.minutes(1))) struct LoginScopeTests {
    @Test func signedOutPurchaseAsksForSignInThenContinues() async throws {
        let router = Router()
        try await TicketFixtures.withApp(router: router) {
            @Dependency(\.sessionStore) var session
            let screen = ProductsScreen.scoped(id: TicketFixtures.kusatsuID)
            await screen.appearAndSettle()
            #expect(router.modal == .signIn)
            #expect(screen.content == nil)
            let context = try #require(try await session.create(displayName: "太郎", email: "taro@example.com", pin: "2468"))
            await waitUntil { (screen.content as? ProductsScreen)?.viewModel.state.draft != nil }
            let inner = try #require(screen.content as? ProductsScreen)
            #expect(inner.viewModel.context === context)
            // Switching account builds a new flow for the new account, without the first one's draft.
            let other = try #require(try await session.create(displayName: "花子", email: "hanako@example.com", pin: "1357"))
            await waitUntil { (screen.content as? ProductsScreen)?.viewModel.context === other }
            #expect(context.purchases.drafts.isEmpty)
            await session.signOut()
            #expect(screen.content == nil)
        }
    }

    @Test func anotherAccountsStepShowsNoOrder() async throws {
        let router = Router()
        try await TicketFixtures.withApp(router: router) {
            @Dependency(\.sessionStore) var session
            let taro = try #require(try await session.create(displayName: "太郎", email: "taro@example.com", pin: "2468"))
            await ProductsViewModel(id: TicketFixtures.kusatsuID, context: taro).appearAndSettle()
            #expect(taro.purchases.draft(for: .facility(TicketFixtures.kusatsuID)) != nil)
            let hanako = try #require(try await session.create(displayName: "花子", email: "hanako@example.com", pin: "1357"))
            let payment = PaymentViewModel(id: TicketFixtures.kusatsuID, context: hanako)
            await payment.appearAndSettle()
            #expect(payment.state.draft == nil)
            #expect(taro.purchases.drafts.isEmpty)
        }
    }
}
