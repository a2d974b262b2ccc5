import Dependencies
import Entities
import Foundation
import Localization
import Navigation
import Stores
import TerminalKit
import Testing
import TestSupport
import TicketTestSupport
import UseCases
@testable import PurchaseFeature

/// Issue 31 §7: from a trip day, one order for the day's baths — one review, one payment, each
/// bath's coupon, every ticket dated the day — through the purchase steps.
@MainActor
@Suite struct TripDayPurchaseTests {
    static let target = PurchaseTarget.tripDay(planID: TripDayFixtures.planID, day: 1)

    func signIn() async throws -> LoginContext {
        @Dependency(\.sessionStore) var session
        return try #require(try await session.create(displayName: "湯めぐり太郎", email: "taro@example.com", pin: "2468"))
    }

    /// Fills in the card and goes on; with `snapshot`, the filled-in form is snapshot first.
    func pay(_ context: LoginContext, snapshot: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) async {
        let payment = PaymentViewModel(target: Self.target, context: context)
        await payment.appearAndSettle()
        for (index, text) in ["4242424242424242", "12/29", "123", "Taro Yamada"].enumerated() {
            if index > 0 { await payment.sendAndSettle(.nextField) }
            for character in text { await payment.sendAndSettle(.field(.insert(String(character)))) }
        }
        if let snapshot {
            assertScreenSnapshots(named: snapshot, sourceLocation: sourceLocation) { size in
                renderText(size) { _ = PaymentView.render(payment.state, in: $0.bounds, on: &$0) }
            }
        }
        await payment.sendAndSettle(.next)
    }

    func kusatsuCoupon() -> Coupon {
        Coupon(id: "kusatsu-100", facilityID: TicketFixtures.kusatsuID, benefit: .yenOffEach(yen: 100, kind: .adult),
               validFrom: TripDayFixtures.today, validUntil: TripDayFixtures.today.adding(days: 60))
    }

    @Test func aDaysTicketsAreBoughtInOneOrderWithEachBathsCoupon() async throws {
        let router = Router()
        let day = try #require(TripDayFixtures.secondDay(closedShibaseki: false))
        try await TripDayFixtures.withTrip(TripDayFixtures.plan(from: day.adding(days: -1)), router: router) { _ in
            let context = try await signIn()
            try await context.coupons.claim(kusatsuCoupon())
            router.navigate(to: Self.target.firstStep)
            let products = ProductsViewModel(target: Self.target, context: context)
            await products.appearAndSettle()
            let draft = try #require(products.state.draft)
            #expect(draft.dayBaths?.map(\.facilityID) == [TicketFixtures.kusatsuID, TripDayFixtures.shibasekiID])
            #expect(draft.useDate == day && draft.ticketCount == 2 && products.state.dayClosed.isEmpty)
            // Two adults at 草津 (the first product is its adult ticket).
            await products.sendAndSettle(.increase)
            await products.sendAndSettle(.next)
            #expect(router.currentStack.last == .tripDayPayment(planID: TripDayFixtures.planID, day: 1))
            await pay(context)
            #expect(router.currentStack.last == .tripDayReview(planID: TripDayFixtures.planID, day: 1))
            let review = ReviewViewModel(target: Self.target, context: context)
            await review.appearAndSettle()
            #expect(review.state.dayCoupons == [TicketFixtures.kusatsuID: kusatsuCoupon()])
            let expected = try #require(context.purchases.draft(for: Self.target)).dayTotals(coupons: review.state.dayCoupons)
            #expect(expected.discountYen == 200)
            await review.sendAndSettle(.confirm)
            // A second confirm of the same order buys nothing more.
            await review.sendAndSettle(.confirm)
            guard case .tripDayPurchased(let orderIDs) = router.currentStack.last else {
                Issue.record("no receipt: \(router.currentStack) \(review.state.error ?? "")")
                return
            }
            #expect(orderIDs.count == 2)
            #expect(context.wallet.tickets.count == 3 && context.wallet.tickets.allSatisfy { $0.useDate == day })
            #expect(context.wallet.ticketOrders.map(\.facilityID).sorted() == [TicketFixtures.kusatsuID, TripDayFixtures.shibasekiID])
            #expect(context.coupons.claimed.first { $0.id == "kusatsu-100" }?.usedByOrderID == orderIDs[0])
            // The reviewed copy is gone with the order: nothing pending is offered again.
            #expect(context.wallet.pendingOrders.isEmpty && context.purchases.draft(for: Self.target) == nil)
            let receipt = TripDayPurchasedViewModel(orderIDs: orderIDs, context: context)
            await receipt.appearAndSettle()
            #expect(receipt.state.tickets.count == 3 && receipt.state.amounts == expected)
            assertScreenSnapshots(named: "trip-day-purchased") { size in
                renderText(size) { TripDayPurchasedView.render(receipt.state, in: $0.bounds, on: &$0) }
            }
            #expect(receipt.state.coupons == [kusatsuCoupon()])
        }
    }

    @Test func aBathClosedThatDayIsLeftOutUnlessTheUserKeepsIt() async throws {
        let day = try #require(TripDayFixtures.secondDay(closedShibaseki: true))
        try await TripDayFixtures.withTrip(TripDayFixtures.plan(from: day.adding(days: -1)), router: Router()) { _ in
            let context = try await signIn()
            let products = ProductsViewModel(target: Self.target, context: context)
            await products.appearAndSettle()
            let draft = try #require(products.state.draft)
            #expect(products.state.dayClosed[TripDayFixtures.shibasekiID] != nil)
            #expect(products.state.dayClosed[TicketFixtures.kusatsuID] == nil)
            #expect(draft.keeps(TicketFixtures.kusatsuID) && !draft.keeps(TripDayFixtures.shibasekiID) && draft.ticketCount == 1)
            // The user keeps it: the cursor to 柴石's first product, one more.
            let index = try #require(draft.products.firstIndex { draft.dayBath(of: $0)?.facilityID == TripDayFixtures.shibasekiID })
            for _ in 0..<index { await products.sendAndSettle(.moveDown) }
            await products.sendAndSettle(.increase)
            #expect(products.state.draft?.keeps(TripDayFixtures.shibasekiID) == true)
            let canvas = renderCanvas(.terminal80x24) { ProductsView.render(products.state, in: $0.bounds, on: &$0) }
            #expect(canvas.plainText.contains("注文に残しています"))
        }
    }

    @Test func aDayThatCannotBeSoldSaysWhy() async throws {
        let today = TripDayFixtures.today
        let cases: [(DayPlan?, TripDayProblem)] = [
            (nil, .noPlan),
            (TripDayFixtures.plan(from: today.adding(days: -3)), .past(today.adding(days: -2))),
            (TripDayFixtures.plan(from: today.adding(days: 200)), .tooFar(today.adding(days: 201))),
        ]
        for (plan, problem) in cases {
            try await TripDayFixtures.withTrip(plan, router: Router()) { _ in
                let context = try await signIn()
                let screen = ProductsScreen(target: Self.target, context: context)
                await screen.viewModel.appearAndSettle()
                #expect(screen.viewModel.state.draft == nil && screen.viewModel.state.dayProblem == problem)
                // Nothing to buy: no purchase key is offered.
                #expect(screen.keys.action(for: .enter) == nil)
            }
        }
    }

    @Test func aDraftOfAMovedDayIsMadeAgainForTheNewDate() async throws {
        let day = try #require(TripDayFixtures.secondDay(closedShibaseki: false))
        let plan = TripDayFixtures.plan(from: day.adding(days: -1))
        try await TripDayFixtures.withTrip(plan, router: Router()) { plans in
            let context = try await signIn()
            await ProductsViewModel(target: Self.target, context: context).appearAndSettle()
            #expect(context.purchases.draft(for: Self.target)?.useDate == day)
            var moved = plan
            moved.date = plan.date.adding(days: 7)
            plans.update(moved)
            let again = ProductsViewModel(target: Self.target, context: context)
            await again.appearAndSettle()
            #expect(again.state.draft?.useDate == day.adding(days: 7))
        }
    }

    @Test func theDayKeysOfferNoDateOfUse() {
        #expect(ProductsScreen.dayKeyMap.action(for: .character("]")) == nil)
        #expect(ProductsScreen.dayKeyMap.action(for: .enter) == .next)
    }

    @Test func theCatalogHasEveryKeyInBothLanguages() {
        let problems = CatalogAudit.problems(in: TripPurchaseText.self, allowedInEnglish: [
            "鉄輪温泉", "12/08 (火) は休業", "12/05 (土)", "11/20 (金)", "2027-06-01 (火)", "入浴料100円引き", "大人 入浴券",
        ])
        #expect(problems.isEmpty, "\(problems)")
    }
}

extension TripDayPurchaseTests {
    /// The day's products (柴石 closed and left out) and its review (柴石 kept, 草津's coupon), in
    /// Japanese and in English, at 80×24.
    @Test func tripDayStepsSnapshot() async throws {
        let day = try #require(TripDayFixtures.secondDay(closedShibaseki: true))
        try await TripDayFixtures.withTrip(TripDayFixtures.plan(from: day.adding(days: -1)), router: Router()) { _ in
            let context = try await signIn()
            try await context.coupons.claim(kusatsuCoupon())
            let products = ProductsViewModel(target: Self.target, context: context)
            await products.appearAndSettle()
            await products.sendAndSettle(.increase)
            for language in Language.allCases {
                AppLanguage.$scoped.withValue(language) {
                    let canvas = renderCanvas(.terminal80x24) { ProductsView.render(products.state, in: $0.bounds, on: &$0) }
                    assertTextSnapshot(canvas.plainText, named: "trip-day-purchase-80x24-\(language.rawValue)")
                }
            }
            // 柴石 kept though closed: the review lists both orders and warns of it.
            let draft = try #require(products.state.draft)
            let index = try #require(draft.products.firstIndex { draft.dayBath(of: $0)?.facilityID == TripDayFixtures.shibasekiID })
            for _ in 0..<index { await products.sendAndSettle(.moveDown) }
            await products.sendAndSettle(.increase)
            await pay(context, snapshot: "trip-day-payment")
            let review = ReviewViewModel(target: Self.target, context: context)
            await review.appearAndSettle()
            #expect(review.state.dayClosed[TripDayFixtures.shibasekiID] != nil)
            for language in Language.allCases {
                AppLanguage.$scoped.withValue(language) {
                    let canvas = renderCanvas(.terminal80x24) { ReviewView.render(review.state, in: $0.bounds, on: &$0) }
                    assertTextSnapshot(canvas.plainText, named: "trip-day-review-80x24-\(language.rawValue)")
                    // The total after 草津's coupon and the confirm key are on the screen in either language.
                    let total = review.state.draft.map { formatYen($0.dayTotals(coupons: review.state.dayCoupons).totalYen) } ?? "?"
                    #expect(canvas.plainText.contains(total) && canvas.plainText.contains("y: "))
                }
            }
        }
    }
}

extension TripDayPurchaseTests {
    /// A reviewed day's order survives the app stopping: signed in again, the same order and key
    /// are resumed (the plan's day unchanged), so confirming it then cannot buy the day twice.
    @Test func aReviewedDayOrderIsResumedWithItsKeyAfterARestart() async throws {
        let day = try #require(TripDayFixtures.secondDay(closedShibaseki: false))
        try await TripDayFixtures.withTrip(TripDayFixtures.plan(from: day.adding(days: -1)), router: Router()) { _ in
            @Dependency(\.sessionStore) var session
            let first = try await signIn()
            await ProductsViewModel(target: Self.target, context: first).appearAndSettle()
            await pay(first)
            await ReviewViewModel(target: Self.target, context: first).appearAndSettle()
            let key = try #require(first.purchases.draft(for: Self.target)?.idempotencyKey)
            #expect(first.wallet.pendingOrders.map(\.draft.target) == [Self.target])

            await session.signOut()
            let again = try #require(try await session.signIn(email: "taro@example.com", pin: "2468"))
            let products = ProductsViewModel(target: Self.target, context: again)
            await products.appearAndSettle()
            #expect(products.state.notice != nil, "the step says the order was resumed")
            #expect(again.purchases.draft(for: Self.target)?.idempotencyKey == key)
            #expect(again.purchases.draft(for: Self.target)?.dayBaths?.count == 2)
        }
    }
}
