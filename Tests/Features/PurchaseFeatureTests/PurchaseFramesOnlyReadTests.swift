import Dependencies
import Entities
import Navigation
import Stores
import TerminalKit
import Testing
import TestSupport
import TicketTestSupport
@testable import PurchaseFeature

/// Issue 33 part 2: the review's coupons and day notes, and a receipt's tickets, are picked out of
/// the wallet when the draft, the claims or the wallet change (in `layout` and `send`), never
/// while a frame is drawn; a change made elsewhere (the desk using a ticket, a claim from a
/// facility's offers, another process through the store) reaches the next frame.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct PurchaseFramesOnlyReadTests {
    let kusatsu = TicketFixtures.kusatsuID

    /// Two adults at 草津 up to the review step.
    func review(_ context: LoginContext) async -> ReviewScreen {
        let flow = PurchaseFlowTests()
        await flow.payForTwoAdults(context)
        let screen = ReviewScreen(target: .facility(kusatsu), context: context)
        await screen.viewModel.appearAndSettle()
        return screen
    }

    @Test func theReviewsCouponsAreDerivedBeforeItsFrameNotWhileDrawn() async throws {
        try await TicketFixtures.withApp {
            let context = try await PurchaseFlowTests().signIn()
            let screen = await review(context)
            let first = composedFrame(screen, size: .terminal80x24)
            #expect(first.violations == 0)
            #expect(screen.viewModel.state.applicableCoupons.isEmpty && screen.viewModel.state.useDay != nil)
            // Coupons claimed elsewhere (the facility's offers, through the store) apply at the next frame.
            let offered = SampleCoupons.generate(for: kusatsu, hasCoupons: true, today: VisitDate(TicketFixtures.now))
            for coupon in offered { try await context.coupons.claim(coupon) }
            let claimed = composedFrame(screen, size: .terminal80x24)
            #expect(claimed.violations == 0)
            let applicable = screen.viewModel.state.applicableCoupons
            #expect(!applicable.isEmpty && screen.viewModel.state.coupon != nil)
            // A frame like the last reads what was picked before it: two reads, one array.
            #expect(sharesStorage(screen.viewModel.state.applicableCoupons, screen.viewModel.state.applicableCoupons))
            screen.viewModel.send(.nextCoupon)
            #expect(composedFrame(screen, size: .terminal80x24).violations == 0)
            #expect(composedFrame(screen, size: .terminal80x24, language: .en).violations == 0)
        }
    }

    @Test func aReceiptsTicketsArePickedBeforeItsFrameNotWhileDrawn() async throws {
        try await TicketFixtures.withApp {
            let context = try await PurchaseFlowTests().signIn()
            await review(context).viewModel.sendAndSettle(.confirm)
            let orderID = try #require(context.wallet.tickets.first?.orderID)
            let screen = PurchasedScreen(orderID: orderID, context: context)
            await screen.viewModel.appearAndSettle()
            let first = composedFrame(screen, size: .terminal80x24)
            #expect(first.violations == 0)
            #expect(screen.viewModel.state.tickets.count == 2 && screen.viewModel.state.amounts != nil)
            #expect(sharesStorage(screen.viewModel.state.tickets, screen.viewModel.state.tickets))
            // The desk uses a ticket (here or from another terminal, through the store): the receipt shows it.
            let used = try await context.wallet.use(screen.viewModel.state.tickets[0])
            let after = composedFrame(screen, size: .terminal80x24)
            #expect(after.violations == 0)
            #expect(screen.viewModel.state.tickets.contains(used))
            #expect(composedFrame(screen, size: .terminal80x24, language: .en).violations == 0)
        }
    }

    @Test func aTripDaysReceiptIsPickedBeforeItsFrameNotWhileDrawn() async throws {
        let router = Router()
        let target = TripDayPurchaseTests.target
        let day = try #require(TripDayFixtures.secondDay(closedShibaseki: false))
        try await TripDayFixtures.withTrip(TripDayFixtures.plan(from: day.adding(days: -1)), router: router) { _ in
            let flow = TripDayPurchaseTests()
            let context = try await flow.signIn()
            let products = ProductsViewModel(target: target, context: context)
            await products.appearAndSettle()
            await products.sendAndSettle(.next)
            await flow.pay(context)
            let review = ReviewScreen(target: target, context: context)
            await review.viewModel.appearAndSettle()
            #expect(composedFrame(review, size: .terminal80x24).violations == 0)
            await review.viewModel.sendAndSettle(.confirm)
            guard case .tripDayPurchased(let orderIDs) = router.currentStack.last else {
                Issue.record("no receipt: \(router.currentStack)")
                return
            }
            let screen = TripDayPurchasedScreen(orderIDs: orderIDs, context: context)
            await screen.viewModel.appearAndSettle()
            #expect(composedFrame(screen, size: .terminal80x24).violations == 0)
            #expect(screen.viewModel.state.orders.count == 2 && screen.viewModel.state.tickets.count == 2)
            #expect(sharesStorage(screen.viewModel.state.tickets, screen.viewModel.state.tickets))
            // Refunded from the wallet (here or from another terminal, through the store): the receipt shows it.
            let refunded = try await context.wallet.refund(screen.viewModel.state.tickets[1])
            #expect(composedFrame(screen, size: .terminal80x24).violations == 0)
            #expect(screen.viewModel.state.tickets.contains(refunded))
        }
    }
}
