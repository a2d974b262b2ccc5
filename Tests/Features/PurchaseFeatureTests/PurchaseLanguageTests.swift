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

/// Issue 32: the four purchase steps speak one language at a time; a count agrees with its noun.
@MainActor
@Suite struct PurchaseLanguageTests {
    let kusatsu = TicketFixtures.kusatsuID

    @Test func everyKeyHasBothLanguages() {
        #expect(CatalogAudit.problems(in: PurchaseText.self, allowedInEnglish: ["草津", "伊香保", "太郎"]).isEmpty)
    }

    @Test func countsAgreeInNumber() {
        AppLanguage.$scoped.withValue(.en) {
            #expect(PurchaseText.ticketsIssued(count: 1, order: "O1").text.contains("1 ticket issued"))
            #expect(PurchaseText.ticketsIssued(count: 4, order: "O1").text.contains("4 tickets issued"))
            #expect(PurchaseText.passesIssued(count: 1, order: "O1").text.contains("1 pass issued"))
            #expect(PurchaseText.ticketSummary(day: "d", days: 90, count: 1).text.hasSuffix("1 ticket"))
        }
        #expect(PurchaseText.ticketSummary(day: "d", days: 90, count: 4).text.hasSuffix("チケット 4 枚"))
        #expect(PurchaseText.ticketsIssued(count: 4, order: "O1").text.contains("チケットを 4 枚"))
    }

    func type(_ text: String, into model: PaymentViewModel) async {
        for character in text { await model.sendAndSettle(.field(.insert(String(character)))) }
    }

    func render(_ draw: (inout Canvas) -> Void) -> (ja: String, en: String) {
        inBothLanguages { renderText(.terminal80x24, draw) }
    }

    /// Products (one adult ticket to start with, two more) → payment → review → purchased, each
    /// drawn in Japanese and in English at 80×24.
    @Test func theStepsInBothLanguages() async throws {
        try await TicketFixtures.withApp {
            @Dependency(\.sessionStore) var session
            let context = try #require(try await session.create(displayName: "Taro", email: "taro@example.com", pin: "2468"))
            let products = ProductsViewModel(id: kusatsu, context: context)
            await products.appearAndSettle()
            await products.sendAndSettle(.increase)
            await products.sendAndSettle(.increase)
            let step1 = render { ProductsView.render(products.state, in: $0.bounds, on: &$0) }
            assertTextSnapshot(step1.ja, named: "ticket-purchase-80x24")
            assertTextSnapshot(step1.en, named: "ticket-purchase-80x24-en")
            #expect(step1.en.contains("1 Choose") && step1.en.contains("Tickets 3/") && step1.en.contains("(tax incl.)"))

            let payment = PaymentViewModel(id: kusatsu, context: context)
            await payment.appearAndSettle()
            await type("4242424242424242", into: payment)
            await payment.sendAndSettle(.nextField); await type("12/29", into: payment)
            await payment.sendAndSettle(.nextField); await type("123", into: payment)
            await payment.sendAndSettle(.nextField); await type("Taro Yamada", into: payment)
            let step2 = render { PaymentView.render(payment.state, in: $0.bounds, on: &$0) }
            assertTextSnapshot(step2.en, named: "ticket-payment-80x24-en")
            #expect(step2.en.contains("Number") && step2.en.contains("Remember the card") && !step2.en.contains("カード"))
            await payment.sendAndSettle(.next)

            let review = ReviewViewModel(id: kusatsu, context: context)
            await review.appearAndSettle()
            let step3 = render { ReviewView.render(review.state, in: $0.bounds, on: &$0) }
            assertTextSnapshot(step3.en, named: "ticket-review-80x24-en")
            #expect(step3.en.contains("Review your order") && step3.en.contains("3 tickets") && step3.en.contains("y: confirm the purchase"))
            await review.sendAndSettle(.confirm)

            let order = try #require(context.wallet.tickets.first?.orderID)
            let done = PurchasedViewModel(orderID: order, context: context)
            await done.appearAndSettle()
            let step4 = render { PurchasedView.render(done.state, in: $0.bounds, on: &$0) }
            assertTextSnapshot(step4.ja, named: "ticket-purchased-80x24")
            assertTextSnapshot(step4.en, named: "ticket-purchased-80x24-en")
            #expect(step4.en.contains("Purchase complete: 3 tickets issued") && step4.en.contains("Total paid (tax incl.)"))
            #expect(step4.ja.contains("チケットを 3 枚発行しました"))
        }
    }
}
