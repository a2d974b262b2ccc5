import Foundation
import Localization

/// A placed order of passes: once per idempotency key, like a ticket order.
public struct PassOrder: Hashable, Codable, Sendable, Identifiable {
    public var id: String
    public var accountID: AccountID
    public var idempotencyKey: String
    public var rallyID: RallyID
    public var rallyName: String
    public var passCount: Int
    public var subtotalYen: Int
    public var discountYen: Int
    public var cardBrand: CardBrand
    public var cardLast4: String
    public var purchasedAt: Date
    public var couponID: String?

    public init(id: String, accountID: AccountID, idempotencyKey: String, rallyID: RallyID, rallyName: String, passCount: Int,
                subtotalYen: Int, discountYen: Int, cardBrand: CardBrand, cardLast4: String, purchasedAt: Date, couponID: String?) {
        self.id = id
        self.accountID = accountID
        self.idempotencyKey = idempotencyKey
        self.rallyID = rallyID
        self.rallyName = rallyName
        self.passCount = passCount
        self.subtotalYen = subtotalYen
        self.discountYen = discountYen
        self.cardBrand = cardBrand
        self.cardLast4 = cardLast4
        self.purchasedAt = purchasedAt
        self.couponID = couponID
    }

    /// What was paid: the subtotal less the coupon.
    public var totalYen: Int { subtotalYen - discountYen }
}

/// Everything the review confirms for a pass order.
public struct PassPurchaseRequest: Hashable, Sendable {
    public var accountID: AccountID
    public var idempotencyKey: String
    public var terms: RallyPassTerms
    public var quantity: Int
    public var card: SavedCard
    public var rememberCard: Bool
    public var coupon: Coupon?

    public init(accountID: AccountID, idempotencyKey: String, terms: RallyPassTerms, quantity: Int, card: SavedCard,
                rememberCard: Bool, coupon: Coupon? = nil) {
        self.accountID = accountID
        self.idempotencyKey = idempotencyKey
        self.terms = terms
        self.quantity = quantity
        self.card = card
        self.rememberCard = rememberCard
        self.coupon = coupon
    }

    public var lines: [OrderLine] { [OrderLine(product: terms.product, quantity: quantity)] }
}

/// The stored order and its passes; `created` is false when the idempotency key had been used.
public struct PlacedPassOrder: Hashable, Sendable {
    public var order: PassOrder
    public var passes: [RallyPass]
    public var created: Bool

    public init(order: PassOrder, passes: [RallyPass], created: Bool) {
        self.order = order
        self.passes = passes
        self.created = created
    }
}

public enum PassOrderProblem: Error, Equatable, Sendable, CustomStringConvertible {
    case quantity(Int)
    case couponNotForThisRally

    public var description: String {
        switch self {
        case .quantity(let count): CommerceText.orderTooManyPasses(limit: RallyPassTerms.maxPassesPerOrder, chosen: count).text
        case .couponNotForThisRally: RallyDataText.couponNotForThisRally.text
        }
    }
}

extension RallyPassTerms {
    /// A coupon applies to a pass when it would apply to the same order at one of the member baths.
    public func applies(_ claimed: ClaimedCoupon, lines: [OrderLine], today: VisitDate) -> Bool {
        areas.contains { CouponRules.applies(claimed, facility: $0, lines: lines, today: today) }
    }

    /// The order and its passes as they will be stored; `makeID` supplies fresh ids.
    public static func issue(
        _ request: PassPurchaseRequest, orderID: String, purchasedAt: Date, makeID: () -> String
    ) throws(PassOrderProblem) -> (order: PassOrder, passes: [RallyPass]) {
        guard (1...maxPassesPerOrder).contains(request.quantity) else { throw .quantity(request.quantity) }
        let today = day(purchasedAt)
        if let coupon = request.coupon, !request.terms.areas.contains(coupon.facilityID) || !coupon.isValid(on: today) {
            throw .couponNotForThisRally
        }
        let totals = CouponRules.totals(request.lines, coupon: request.coupon)
        let passes = (0..<request.quantity).map { _ in
            RallyPass(id: makeID(), orderID: orderID, terms: request.terms, purchasedAt: purchasedAt, validFrom: today,
                      validUntil: validUntil(purchasedOn: today))
        }
        let order = PassOrder(id: orderID, accountID: request.accountID, idempotencyKey: request.idempotencyKey,
                              rallyID: request.terms.rallyID, rallyName: request.terms.rallyName, passCount: passes.count,
                              subtotalYen: totals.subtotalYen, discountYen: totals.discountYen, cardBrand: request.card.brand,
                              cardLast4: request.card.last4, purchasedAt: purchasedAt,
                              couponID: totals.discountYen > 0 ? request.coupon?.id : nil)
        return (order, passes)
    }
}
