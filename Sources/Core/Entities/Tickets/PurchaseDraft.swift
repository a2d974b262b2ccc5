/// An order being put together, shared by the steps of the purchase flow (products → payment →
/// review). It holds no card secrets: past the payment step only the validated card (brand and
/// last 4) is kept. Any change to what is bought drops the idempotency key, so the review screen
/// makes a new one for the new order; an unchanged draft keeps its key, so confirming twice buys once.
public struct PurchaseDraft: Hashable, Codable, Sendable {
    public let facilityID: FacilityID
    public let facilityName: String
    public let products: [TicketProduct]
    public private(set) var quantities: [String: Int]
    public private(set) var useDate: VisitDate
    public private(set) var card: SavedCard?
    public private(set) var rememberCard = false
    public private(set) var idempotencyKey: String?
    /// The coupon the review applies, as the user chose it.
    public private(set) var couponChoice: CouponChoice = .best

    /// `.best` lets the review pick the coupon that takes the most off; the user can pick one or none.
    public enum CouponChoice: Hashable, Codable, Sendable {
        case best
        case none
        case chosen(Coupon)
    }

    /// A new draft with one adult ticket (the common case) for today.
    public init(facilityID: FacilityID, facilityName: String, products: [TicketProduct], today: VisitDate) {
        self.facilityID = facilityID
        self.facilityName = facilityName
        self.products = products
        useDate = today
        quantities = products.first { $0.kind == .adult }.map { [$0.id: 1] } ?? [:]
    }

    public func quantity(of product: TicketProduct) -> Int { quantities[product.id, default: 0] }

    public var lines: [OrderLine] {
        products.compactMap { product in
            let quantity = quantity(of: product)
            return quantity > 0 ? OrderLine(product: product, quantity: quantity) : nil
        }
    }

    public var ticketCount: Int { TicketRules.ticketCount(lines) }
    public var totalYen: Int { TicketRules.totalYen(lines) }

    /// Adds `delta` tickets of a product; never below zero, never over the per-order limit.
    public mutating func change(_ product: TicketProduct, by delta: Int) throws(OrderProblem) {
        guard products.contains(product) else { throw .unknownProduct(product.id) }
        if delta > 0, ticketCount + delta > TicketRules.maxTicketsPerOrder { throw .tooManyTickets(ticketCount + delta) }
        quantities[product.id] = max(0, quantity(of: product) + delta)
        idempotencyKey = nil
    }

    /// Moves the date of use, never before today nor past the validity of a ticket bought today.
    public mutating func moveUseDate(by days: Int, today: VisitDate) {
        let allowed = TicketRules.useDates(purchasedOn: today)
        useDate = min(allowed.upperBound, max(allowed.lowerBound, useDate.adding(days: days)))
        idempotencyKey = nil
    }

    /// The lines as they may be ordered today, or why not.
    public func validatedLines(today: VisitDate) throws(OrderProblem) -> [OrderLine] {
        try TicketRules.validate(lines, products: products, useDate: useDate, today: today)
    }

    /// The card the payment step accepted (already validated; no number or CVC). Choosing the same
    /// card again keeps the order as it was, key included.
    public mutating func pay(with card: SavedCard, remember: Bool) {
        guard card != self.card || remember != rememberCard else { return }
        self.card = card
        rememberCard = remember
        idempotencyKey = nil
    }

    /// Changing the coupon changes the order: a new key.
    public mutating func choose(_ choice: CouponChoice) {
        guard choice != couponChoice else { return }
        couponChoice = choice
        idempotencyKey = nil
    }

    /// The coupon this order uses given the account's coupon wallet: the chosen one while it still
    /// applies, else (on `.best`) the best applicable one.
    public func coupon(from wallet: [ClaimedCoupon], today: VisitDate) -> Coupon? {
        switch couponChoice {
        case .none: return nil
        case .chosen(let coupon):
            guard let claimed = wallet.first(where: { $0.id == coupon.id }),
                  CouponRules.applies(claimed, facility: facilityID, lines: lines, today: today) else { return nil }
            return claimed.coupon
        case .best: return CouponRules.best(wallet, facility: facilityID, lines: lines, today: today)?.coupon
        }
    }

    /// Called when the review opens: keeps the key of an unchanged order, else takes `makeKey()`.
    public mutating func ensureIdempotencyKey(_ makeKey: () -> String) -> String {
        if let idempotencyKey { return idempotencyKey }
        let key = makeKey()
        idempotencyKey = key
        return key
    }

    /// What the review confirms, once a card and a key exist.
    public func request(for account: AccountID, coupon: Coupon? = nil) -> PurchaseRequest? {
        guard let card, let idempotencyKey else { return nil }
        return PurchaseRequest(accountID: account, idempotencyKey: idempotencyKey, facilityID: facilityID, facilityName: facilityName,
                               lines: lines, useDate: useDate, card: card, rememberCard: rememberCard, coupon: coupon)
    }
}
