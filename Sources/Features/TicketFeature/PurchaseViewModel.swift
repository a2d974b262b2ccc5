import Dependencies
import Entities
import Foundation
import Observation
import Router
import Stores
import UseCases
import Widgets

/// Everything the user can do in the purchase flow.
public enum PurchaseAction: Sendable, Equatable {
    case moveDown, moveUp, increase, decrease, nextDay, previousDay
    case next, back, confirm, openWallet
    case insert(String), backspace, clearField, nextField, previousField, toggleRemember
}

/// The purchase flow of one facility for one signed-in account: products → payment → review → done.
/// It is made with its LoginContext and can only buy for that account.
@MainActor
@Observable
public final class PurchaseViewModel {
    public private(set) var state: PurchaseViewState
    public let context: LoginContext

    @ObservationIgnored @Dependency(\.facilityDetail) private var facilityDetail
    @ObservationIgnored @Dependency(\.router) private var router
    @ObservationIgnored @Dependency(\.date) private var date
    @ObservationIgnored @Dependency(\.uuid) private var uuid

    public init(id: FacilityID, context: LoginContext) {
        self.context = context
        @Dependency(\.date) var date
        state = PurchaseViewState(facilityID: id, accountName: context.account.displayName, today: VisitDate(date.now))
    }

    private var today: VisitDate { VisitDate(date.now) }

    public func appear() async {
        guard !state.isLoaded else { return }
        do throws(CatalogError) {
            let detail = try await facilityDetail.execute(state.facilityID)
            state.facilityName = detail.listing.name
            state.products = detail.sample.ticketProducts
            if let adult = detail.sample.ticketProducts.first(where: { $0.kind == .adult }) { state.quantities[adult.id] = 1 }
        } catch {
            state.error = error.description
        }
        if !context.wallet.isLoaded { await context.wallet.load() }
        state.savedCards = context.wallet.cards
        state.cardChoice = 0
        state.cardField = state.cardFields[0]
    }

    public func send(_ action: PurchaseAction) async {
        switch state.step {
        case .products: products(action)
        case .payment: payment(action)
        case .review: await review(action)
        case .done: if action == .openWallet || action == .next { openWallet() }
        }
    }

    // MARK: Steps

    private func products(_ action: PurchaseAction) {
        guard !state.products.isEmpty else { return }
        switch action {
        case .moveDown: state.selection = min(state.products.count - 1, state.selection + 1)
        case .moveUp: state.selection = max(0, state.selection - 1)
        case .increase: change(by: 1)
        case .decrease: change(by: -1)
        case .nextDay: state.useDate = state.useDate.adding(days: 1); state.error = nil
        case .previousDay: state.useDate = max(today, state.useDate.adding(days: -1)); state.error = nil
        case .next:
            do throws(OrderProblem) {
                _ = try TicketRules.validate(state.lines, products: state.products, useDate: state.useDate, today: today)
                state.error = nil
                state.step = .payment
            } catch {
                state.error = error.description
            }
        default: break
        }
    }

    private func change(by delta: Int) {
        let product = state.products[state.selection]
        let current = state.quantities[product.id, default: 0]
        let next = max(0, current + delta)
        if delta > 0, state.ticketCount >= TicketRules.maxTicketsPerOrder {
            state.error = OrderProblem.tooManyTickets(state.ticketCount + 1).description
            return
        }
        state.quantities[product.id] = next
        state.error = nil
    }

    private func payment(_ action: PurchaseAction) {
        switch action {
        case .back:
            state.clearCardSecrets()
            state.error = nil
            state.step = .products
        case .nextField: moveField(by: 1)
        case .previousField: moveField(by: -1)
        case .increase where state.cardField == .choice, .moveDown where state.cardField == .choice:
            state.cardChoice = min(state.savedCards.count, state.cardChoice + 1)
            state.cardField = state.cardFields[0]
        case .decrease where state.cardField == .choice, .moveUp where state.cardField == .choice:
            state.cardChoice = max(0, state.cardChoice - 1)
        case .toggleRemember: state.rememberCard.toggle()
        case .insert(let text): editField { $0.insert(text) }
        case .backspace: editField { $0.backspace() }
        case .clearField: editField { $0.clear() }
        case .next: submitPayment()
        default: break
        }
    }

    private func moveField(by offset: Int) {
        let fields = state.cardFields
        let index = fields.firstIndex(of: state.cardField) ?? 0
        state.cardField = fields[(index + offset + fields.count) % fields.count]
    }

    private func editField(_ body: (inout TextFieldState) -> Void) {
        switch state.cardField {
        case .choice: return
        case .number: body(&state.cardNumber)
        case .expiry: body(&state.expiry)
        case .cvc: body(&state.cvc)
        case .holder: body(&state.holder)
        }
        state.error = nil
    }

    private func submitPayment() {
        if !state.usesNewCard {
            let card = state.savedCards[state.cardChoice]
            guard !card.isExpired(on: today) else { state.error = CardProblem.expired.description; return }
            state.card = card
            state.rememberCard = false
        } else {
            let draft = CardDraft(number: state.cardNumber.text, expiry: state.expiry.text, cvc: state.cvc.text, holderName: state.holder.text)
            do throws(CardProblem) {
                state.card = try draft.validated(on: today, id: "C" + uuid().shortID)
            } catch {
                state.error = error.description
                state.cardField = switch error {
                case .numberNotDigits, .unknownBrand, .numberLength, .luhn: .number
                case .expiryFormat, .expired: .expiry
                case .cvc: .cvc
                case .holderName: .holder
                }
                return
            }
        }
        // Past the payment step only brand and last 4 remain.
        state.clearCardSecrets()
        state.error = nil
        // The key is made when the review opens: confirming twice, or again after a crash, buys once.
        state.idempotencyKey = "K" + uuid().uuidString
        state.step = .review
    }

    private func review(_ action: PurchaseAction) async {
        switch action {
        case .back:
            state.step = .payment
            state.idempotencyKey = nil
            state.error = nil
        case .confirm: await confirm()
        default: break
        }
    }

    private func confirm() async {
        guard !state.isSubmitting, let key = state.idempotencyKey, let card = state.card, let name = state.facilityName else { return }
        state.isSubmitting = true
        defer { state.isSubmitting = false }
        let request = PurchaseRequest(accountID: context.account.id, idempotencyKey: key, facilityID: state.facilityID,
                                      facilityName: name, lines: state.lines, useDate: state.useDate, card: card,
                                      rememberCard: state.rememberCard)
        do throws(WalletError) {
            let placed = try await context.wallet.purchase(request, products: state.products)
            state.issued = placed.tickets
            state.error = nil
            state.step = .done
        } catch {
            // The key stays: confirming again after a failure cannot buy twice.
            state.error = error.description
        }
    }

    private func openWallet() {
        router.popToRoot()
        router.select(tab: .tickets)
    }
}
