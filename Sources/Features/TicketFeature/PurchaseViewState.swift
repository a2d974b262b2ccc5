import Entities
import Widgets

/// Everything the purchase flow shows, step by step. The card number and CVC exist only while the
/// payment step is open: leaving it keeps the validated card (brand and last 4) and clears them.
public struct PurchaseViewState: Equatable, Sendable {
    public enum Step: Equatable, Sendable { case products, payment, review, done }
    public enum CardField: Equatable, Sendable, CaseIterable { case choice, number, expiry, cvc, holder }

    public var facilityID: FacilityID
    public var accountName: String
    public var facilityName: String?
    public var step: Step = .products
    public var products: [TicketProduct] = []
    public var quantities: [String: Int] = [:]
    public var selection = 0
    public var useDate: VisitDate
    public var validUntil: VisitDate

    public var savedCards: [SavedCard] = []
    /// Index into `savedCards`, or `savedCards.count` for a new card.
    public var cardChoice = 0
    public var cardField: CardField = .number
    public var cardNumber = TextFieldState(maxLength: 23)
    public var expiry = TextFieldState(maxLength: 7)
    public var cvc = TextFieldState(maxLength: 4)
    public var holder = TextFieldState(maxLength: 26)
    public var card: SavedCard?
    public var rememberCard = true

    public var idempotencyKey: String?
    public var isSubmitting = false
    public var issued: [Ticket] = []
    public var error: String?

    public init(facilityID: FacilityID, accountName: String, today: VisitDate) {
        self.facilityID = facilityID
        self.accountName = accountName
        useDate = today
        validUntil = TicketRules.validUntil(purchasedOn: today)
    }

    public var isLoaded: Bool { facilityName != nil }
    public var usesNewCard: Bool { cardChoice >= savedCards.count }

    public var lines: [OrderLine] {
        products.compactMap { product in
            let quantity = quantities[product.id, default: 0]
            return quantity > 0 ? OrderLine(product: product, quantity: quantity) : nil
        }
    }

    public var ticketCount: Int { TicketRules.ticketCount(lines) }
    public var totalYen: Int { TicketRules.totalYen(lines) }

    /// The fields of the payment step, in Tab order.
    public var cardFields: [CardField] {
        if savedCards.isEmpty { return [.number, .expiry, .cvc, .holder] }
        return usesNewCard ? CardField.allCases : [.choice]
    }

    /// Forgets everything typed on the card form.
    public mutating func clearCardSecrets() {
        cardNumber.clear()
        cvc.clear()
    }
}
