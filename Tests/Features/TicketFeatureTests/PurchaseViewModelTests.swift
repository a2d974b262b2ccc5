import Dependencies
import Entities
import Foundation
import Router
import Stores
import TerminalKit
import TestSupport
import Testing
@testable import TicketFeature

@MainActor
@Suite struct PurchaseViewModelTests {
    func type(_ text: String, into model: PurchaseViewModel) async {
        for character in text { await model.send(.insert(String(character))) }
    }

    @Test func productsPaymentReviewDoneAndConfirmingTwiceBuysOnce() async throws {
        try await TicketFixtures.withApp {
            @Dependency(\.sessionStore) var session
            let context = try #require(try await session.create(displayName: "太郎", email: "taro@example.com", pin: "2468"))
            let model = PurchaseViewModel(id: TicketFixtures.kusatsuID, context: context)
            await model.appear()
            #expect(model.state.facilityName == "草津" && model.state.ticketCount == 1)
            await model.send(.increase)
            #expect(model.state.ticketCount == 2)
            let adult = try #require(model.state.products.first)
            #expect(model.state.totalYen == adult.priceYen * 2)
            await model.send(.next)
            #expect(model.state.step == .payment && model.state.cardField == .number)

            await type("4242 4242 4242 4241", into: model)
            await model.send(.nextField)
            await type("12/29", into: model)
            await model.send(.nextField)
            await type("123", into: model)
            await model.send(.nextField)
            await type("Taro Yamada", into: model)
            await model.send(.next)
            #expect(model.state.step == .payment && model.state.cardField == .number)
            #expect(model.state.error == CardProblem.luhn.description)
            await model.send(.backspace)
            await type("2", into: model)
            await model.send(.next)
            #expect(model.state.step == .review)
            #expect(model.state.card?.label == "Visa •••• 4242")
            // Past the payment step the number and CVC are gone from the view state.
            #expect(model.state.cardNumber.isEmpty && model.state.cvc.isEmpty)
            #expect(!String(describing: model.state).contains("4242 4242"))
            let key = try #require(model.state.idempotencyKey)

            await model.send(.confirm)
            #expect(model.state.step == .done && model.state.issued.count == 2)
            #expect(context.wallet.tickets.count == 2)
            // A second confirm with the same key (e.g. a retry) returns the same order, nothing new.
            let again = try await context.wallet.purchase(
                PurchaseRequest(accountID: context.account.id, idempotencyKey: key, facilityID: TicketFixtures.kusatsuID,
                                facilityName: "草津", lines: model.state.lines, useDate: model.state.useDate,
                                card: try #require(model.state.card), rememberCard: false),
                products: model.state.products)
            #expect(!again.created && context.wallet.tickets.count == 2)
            #expect(context.wallet.cards.map(\.label) == ["Visa •••• 4242"])
        }
    }

    @Test func atMostTenTicketsAndNoneIsNotAnOrder() async throws {
        try await TicketFixtures.withApp {
            @Dependency(\.sessionStore) var session
            let context = try #require(try await session.create(displayName: "太郎", email: "taro@example.com", pin: "2468"))
            let model = PurchaseViewModel(id: TicketFixtures.kusatsuID, context: context)
            await model.appear()
            for _ in 0..<12 { await model.send(.increase) }
            #expect(model.state.ticketCount == 10)
            #expect(model.state.error == OrderProblem.tooManyTickets(11).description)
            for _ in 0..<12 { await model.send(.decrease) }
            await model.send(.next)
            #expect(model.state.step == .products && model.state.error == OrderProblem.empty.description)
            await model.send(.previousDay)
            #expect(model.state.useDate == VisitDate(TicketFixtures.now))
        }
    }

    @Test func aSavedCardIsOfferedNextTime() async throws {
        try await TicketFixtures.withApp {
            @Dependency(\.sessionStore) var session
            let context = try #require(try await session.create(displayName: "太郎", email: "taro@example.com", pin: "2468"))
            let first = PurchaseViewModel(id: TicketFixtures.kusatsuID, context: context)
            await first.appear()
            await first.send(.next)
            await type("5555555555554444", into: first)
            await first.send(.nextField); await type("01/27", into: first)
            await first.send(.nextField); await type("321", into: first)
            await first.send(.nextField); await type("HANAKO", into: first)
            await first.send(.next)
            await first.send(.confirm)
            #expect(first.state.step == .done)
            let second = PurchaseViewModel(id: TicketFixtures.kusatsuID, context: context)
            await second.appear()
            await second.send(.next)
            #expect(second.state.cardField == .choice && second.state.savedCards.map(\.label) == ["Mastercard •••• 4444"])
            await second.send(.next)
            #expect(second.state.step == .review && second.state.card?.last4 == "4444")
        }
    }

    @Test func reviewSnapshot() async throws {
        try await TicketFixtures.withApp {
            @Dependency(\.sessionStore) var session
            let context = try #require(try await session.create(displayName: "湯めぐり太郎", email: "taro@example.com", pin: "2468"))
            let model = PurchaseViewModel(id: TicketFixtures.kusatsuID, context: context)
            await model.appear()
            await model.send(.increase)
            await model.send(.moveDown)
            await model.send(.increase)
            await model.send(.moveDown)
            await model.send(.increase)
            await model.send(.next)
            await type("4242424242424242", into: model)
            await model.send(.nextField); await type("12/29", into: model)
            await model.send(.nextField); await type("123", into: model)
            await model.send(.nextField); await type("Taro Yamada", into: model)
            await model.send(.next)
            var canvas = Canvas(size: Size(width: 80, height: 24))
            PurchaseView.render(model.state, in: canvas.bounds, on: &canvas)
            assertTextSnapshot(canvas.plainText, named: "purchase-review-80x24")
            #expect(canvas.plainText.contains("Visa •••• 4242"))
            #expect(!canvas.plainText.contains("4242424242424242"))
        }
    }
}

@MainActor
@Suite struct LoginScopeTests {
    @Test func signedOutPurchaseAsksForSignInThenContinues() async throws {
        let router = Router()
        try await TicketFixtures.withApp(router: router) {
            @Dependency(\.sessionStore) var session
            let screen = PurchaseScreen.scoped(id: TicketFixtures.kusatsuID)
            await screen.appear()
            #expect(router.modal == .signIn)
            #expect(screen.content == nil)
            let context = try #require(try await session.create(displayName: "太郎", email: "taro@example.com", pin: "2468"))
            await waitUntil { (screen.content as? PurchaseScreen)?.viewModel.state.isLoaded == true }
            let inner = try #require(screen.content as? PurchaseScreen)
            #expect(inner.viewModel.context === context)
            // Switching account builds a new flow for the new account.
            let other = try #require(try await session.create(displayName: "花子", email: "hanako@example.com", pin: "1357"))
            await waitUntil { (screen.content as? PurchaseScreen)?.viewModel.context === other }
            await session.signOut()
            #expect(screen.content == nil)
        }
    }
}
