/// An order being put together, shared by the steps of the purchase flow (products → payment →
/// review). It holds no card secrets: past the payment step only the validated card (brand and
/// last 4) is kept. Any change to what is bought drops the idempotency key, so the review screen
/// makes a new one for the new order; an unchanged draft keeps its key, so confirming twice buys once.
public struct PurchaseDraft: Hashable, Codable, Sendable {
    public let target: PurchaseTarget
    /// The facility's name, or the rally's for a pass.
    public let title: String
    /// The pass's terms when the target is a rally's pass.
    public let passTerms: RallyPassTerms?
    /// A trip day's baths with what each sells, when the target is a trip day (its products are
    /// these, each id prefixed with its bath's: see `PurchaseDraft+TripDay`).
    public let dayBaths: [TripDayBath]?
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
        target = .facility(facilityID)
        title = facilityName
        passTerms = nil
        dayBaths = nil
        self.products = products
        useDate = today
        quantities = products.first { $0.kind == .adult }.map { [$0.id: 1] } ?? [:]
    }

    /// A new draft for one pass of a rally, valid from the day it is bought.
    public init(pass terms: RallyPassTerms, today: VisitDate) {
        target = .rallyPass(terms.rallyID)
        title = terms.rallyName
        passTerms = terms
        dayBaths = nil
        products = [terms.product]
        useDate = today
        quantities = [terms.product.id: 1]
    }

    /// A new draft for a trip day's baths, each ticket used on the day's date: one adult ticket
    /// at every bath in `kept` (the ones not closed that day, unless the user keeps them).
    public init(planID: String, day: Int, title: String, date: VisitDate, baths: [TripDayBath], kept: Set<FacilityID>) {
        target = .tripDay(planID: planID, day: day)
        self.title = title
        passTerms = nil
        dayBaths = baths
        products = baths.flatMap(\.offered)
        useDate = date
        quantities = Dictionary(baths.filter { kept.contains($0.facilityID) }.compactMap { bath in
            bath.offered.first { $0.kind == .adult }.map { ($0.id, 1) }
        }, uniquingKeysWith: { first, _ in first })
    }

    /// The facility whose tickets this draft buys; nil for a pass.
    public var facilityID: FacilityID? {
        if case .facility(let id) = target { return id }
        return nil
    }

    /// A day's order is one order per bath, each within the per-order limit (checked per bath).
    private var maxUnits: Int {
        if let dayBaths { return TicketRules.maxTicketsPerOrder * max(1, dayBaths.count) }
        return passTerms == nil ? TicketRules.maxTicketsPerOrder : RallyPassTerms.maxPassesPerOrder
    }

    private func tooMany(_ count: Int) -> OrderProblem { passTerms == nil ? .tooManyTickets(count) : .tooManyPasses(count) }

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
        if delta > 0, ticketCount + delta > maxUnits { throw tooMany(ticketCount + delta) }
        if delta > 0, let bath = dayBath(of: product), ticketCount(at: bath) + delta > TicketRules.maxTicketsPerOrder {
            throw .tooManyTickets(ticketCount(at: bath) + delta)
        }
        quantities[product.id] = max(0, quantity(of: product) + delta)
        idempotencyKey = nil
    }

    /// Moves the date of use, never before today nor past the validity of a ticket bought today.
    public mutating func moveUseDate(by days: Int, today: VisitDate) {
        // A pass has no date of use: it is valid from the day it is bought.
        guard passTerms == nil, dayBaths == nil else { return }
        let allowed = TicketRules.useDates(purchasedOn: today)
        useDate = min(allowed.upperBound, max(allowed.lowerBound, useDate.adding(days: days)))
        idempotencyKey = nil
    }

    /// The lines as they may be ordered today, or why not.
    public func validatedLines(today: VisitDate) throws(OrderProblem) -> [OrderLine] {
        if dayBaths != nil { return try validatedDayLines(today: today) }
        guard passTerms != nil else { return try TicketRules.validate(lines, products: products, useDate: useDate, today: today) }
        let count = ticketCount
        if count == 0 { throw .empty }
        if count > maxUnits { throw tooMany(count) }
        return lines
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
        // A day's order takes each bath's own coupon (`dayCoupons`), not one for the whole.
        if dayBaths != nil { return nil }
        switch couponChoice {
        case .none: return nil
        case .chosen(let coupon):
            guard let claimed = wallet.first(where: { $0.id == coupon.id }), applies(claimed, today: today) else { return nil }
            return claimed.coupon
        case .best: return CouponRules.best(of: wallet.filter { applies($0, today: today) }, lines: lines)?.coupon
        }
    }

    /// Whether a claimed coupon can take something off this order: a coupon of the facility, or for
    /// a pass one of a member bath's (`RallyPassTerms`).
    public func applies(_ claimed: ClaimedCoupon, today: VisitDate) -> Bool {
        switch target {
        case .facility(let id): CouponRules.applies(claimed, facility: id, lines: lines, today: today)
        case .rallyPass: passTerms?.applies(claimed, lines: lines, today: today) ?? false
        case .tripDay: dayParts.contains { CouponRules.applies(claimed, facility: $0.bath.facilityID, lines: $0.lines, today: today) }
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
        guard let card, let idempotencyKey, let facilityID else { return nil }
        return PurchaseRequest(accountID: account, idempotencyKey: idempotencyKey, facilityID: facilityID, facilityName: title,
                               lines: lines, useDate: useDate, card: card, rememberCard: rememberCard, coupon: coupon)
    }

    /// What the review confirms for a pass, once a card and a key exist.
    public func passRequest(for account: AccountID, coupon: Coupon? = nil) -> PassPurchaseRequest? {
        guard let card, let idempotencyKey, let passTerms else { return nil }
        return PassPurchaseRequest(accountID: account, idempotencyKey: idempotencyKey, terms: passTerms, quantity: ticketCount,
                                   card: card, rememberCard: rememberCard, coupon: coupon)
    }
}

extension PurchaseDraft {
    /// What a draft was stored as before passes: a facility's id and name.
    private enum LegacyKeys: String, CodingKey { case facilityID, facilityName }

    /// Reads a draft as stored now, or as a version without passes stored it (an order reviewed
    /// before an upgrade can still be confirmed with its key after it).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if container.contains(.target) {
            target = try container.decode(PurchaseTarget.self, forKey: .target)
            title = try container.decode(String.self, forKey: .title)
            passTerms = try container.decodeIfPresent(RallyPassTerms.self, forKey: .passTerms)
            dayBaths = try container.decodeIfPresent([TripDayBath].self, forKey: .dayBaths)
        } else {
            let legacy = try decoder.container(keyedBy: LegacyKeys.self)
            target = .facility(try legacy.decode(FacilityID.self, forKey: .facilityID))
            title = try legacy.decode(String.self, forKey: .facilityName)
            passTerms = nil
            dayBaths = nil
        }
        products = try container.decode([TicketProduct].self, forKey: .products)
        quantities = try container.decode([String: Int].self, forKey: .quantities)
        useDate = try container.decode(VisitDate.self, forKey: .useDate)
        card = try container.decodeIfPresent(SavedCard.self, forKey: .card)
        rememberCard = try container.decodeIfPresent(Bool.self, forKey: .rememberCard) ?? false
        idempotencyKey = try container.decodeIfPresent(String.self, forKey: .idempotencyKey)
        couponChoice = try container.decodeIfPresent(CouponChoice.self, forKey: .couponChoice) ?? .best
    }
}
