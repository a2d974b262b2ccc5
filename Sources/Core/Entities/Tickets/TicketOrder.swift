import Foundation
import Localization

/// One product and how many of it, in an order being put together.
public struct OrderLine: Hashable, Codable, Sendable {
    public var product: TicketProduct
    public var quantity: Int

    public init(product: TicketProduct, quantity: Int) {
        self.product = product
        self.quantity = quantity
    }

    /// Tax-included yen for the line.
    public var subtotalYen: Int { product.priceYen * quantity }
}

/// Why an order cannot be placed as it stands.
public enum OrderProblem: Error, Equatable, Sendable, CustomStringConvertible {
    case empty
    case tooManyTickets(Int)
    case tooManyPasses(Int)
    case negativeQuantity(String)
    case unknownProduct(String)
    case useDateInPast(VisitDate)
    case useDateAfterValidity(VisitDate, validUntil: VisitDate)

    public var description: String {
        switch self {
        case .empty: CommerceText.orderEmpty.text
        case .tooManyTickets(let count): CommerceText.orderTooManyTickets(limit: TicketRules.maxTicketsPerOrder, chosen: count).text
        case .tooManyPasses(let count): CommerceText.orderTooManyPasses(limit: RallyPassTerms.maxPassesPerOrder, chosen: count).text
        case .negativeQuantity(let id): CommerceText.orderNegativeQuantity(product: id).text
        case .unknownProduct(let id): CommerceText.orderUnknownProduct(product: id).text
        case .useDateInPast(let date): CommerceText.orderDateInPast(day: "\(date)").text
        case .useDateAfterValidity(let date, let validUntil): CommerceText.orderDateAfterValidity(day: "\(date)", validUntil: "\(validUntil)").text
        }
    }
}

/// The rules of selling e-tickets: pure functions, one place.
public enum TicketRules {
    public static let maxTicketsPerOrder = 10
    public static let validityDays = 90
    /// Japanese consumption tax, already included in every price shown.
    public static let taxPercent = 10

    /// Every unit of every line becomes one ticket.
    public static func ticketCount(_ lines: [OrderLine]) -> Int { lines.reduce(0) { $0 + max(0, $1.quantity) } }

    /// Tax-included total in yen.
    public static func totalYen(_ lines: [OrderLine]) -> Int { lines.reduce(0) { $0 + $1.subtotalYen } }

    /// The consumption tax contained in a tax-included amount (rounded down, as receipts do).
    public static func includedTaxYen(_ totalYen: Int) -> Int { totalYen * taxPercent / (100 + taxPercent) }

    /// Valid through this day: `validityDays` after the day of purchase. The validity is capped
    /// from the purchase, not counted from the date of use, so a ticket bought today is never
    /// good for longer than `validityDays`; the date of use must lie inside it.
    public static func validUntil(purchasedOn day: VisitDate) -> VisitDate { day.adding(days: validityDays) }

    /// The dates of use an order placed today may have: today through the last valid day.
    public static func useDates(purchasedOn today: VisitDate) -> ClosedRange<VisitDate> { today...validUntil(purchasedOn: today) }

    /// Checks quantities against the facility's products, the per-order limit and the date of use.
    /// Lines with quantity 0 are dropped from the result.
    public static func validate(
        _ lines: [OrderLine], products: [TicketProduct], useDate: VisitDate, today: VisitDate
    ) throws(OrderProblem) -> [OrderLine] {
        for line in lines {
            if line.quantity < 0 { throw .negativeQuantity(line.product.id) }
            if !products.contains(line.product) { throw .unknownProduct(line.product.id) }
        }
        let kept = lines.filter { $0.quantity > 0 }
        let count = ticketCount(kept)
        if count == 0 { throw .empty }
        if count > maxTicketsPerOrder { throw .tooManyTickets(count) }
        if useDate < today { throw .useDateInPast(useDate) }
        let validUntil = validUntil(purchasedOn: today)
        if useDate > validUntil { throw .useDateAfterValidity(useDate, validUntil: validUntil) }
        return kept
    }
}

extension VisitDate {
    /// Days since 1970-01-01 (civil-from-days, proleptic Gregorian).
    public var dayNumber: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The day with this day number.
    public init(dayNumber: Int) {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.init(uncheckedYear: yoe + era * 400 + (m <= 2 ? 1 : 0), month: m, day: d)
    }

    public func adding(days: Int) -> VisitDate { VisitDate(dayNumber: dayNumber + days) }
}

/// A placed order: what was bought, paid with which card (brand and last 4 only), once per key.
public struct TicketOrder: Hashable, Codable, Sendable, Identifiable {
    public var id: String
    public var accountID: AccountID
    public var idempotencyKey: String
    public var facilityID: FacilityID
    public var facilityName: String
    public var useDate: VisitDate
    public var totalYen: Int
    public var ticketCount: Int
    public var cardBrand: CardBrand
    public var cardLast4: String
    public var purchasedAt: Date
    /// The coupon the order used and what it took off (`totalYen` is after the discount).
    public var couponID: String?
    public var discountYen: Int

    public init(id: String, accountID: AccountID, idempotencyKey: String, facilityID: FacilityID, facilityName: String,
                useDate: VisitDate, totalYen: Int, ticketCount: Int, cardBrand: CardBrand, cardLast4: String, purchasedAt: Date,
                couponID: String? = nil, discountYen: Int = 0) {
        self.couponID = couponID
        self.discountYen = discountYen
        self.id = id
        self.accountID = accountID
        self.idempotencyKey = idempotencyKey
        self.facilityID = facilityID
        self.facilityName = facilityName
        self.useDate = useDate
        self.totalYen = totalYen
        self.ticketCount = ticketCount
        self.cardBrand = cardBrand
        self.cardLast4 = cardLast4
        self.purchasedAt = purchasedAt
    }
}

/// Everything the review screen confirms. `idempotencyKey` is made when the review opens.
public struct PurchaseRequest: Hashable, Sendable {
    public var accountID: AccountID
    public var idempotencyKey: String
    public var facilityID: FacilityID
    public var facilityName: String
    public var lines: [OrderLine]
    public var useDate: VisitDate
    public var card: SavedCard
    public var rememberCard: Bool
    /// From the account's coupon wallet; used in the same transaction as the order.
    public var coupon: Coupon?

    public init(accountID: AccountID, idempotencyKey: String, facilityID: FacilityID, facilityName: String, lines: [OrderLine],
                useDate: VisitDate, card: SavedCard, rememberCard: Bool, coupon: Coupon? = nil) {
        self.coupon = coupon
        self.accountID = accountID
        self.idempotencyKey = idempotencyKey
        self.facilityID = facilityID
        self.facilityName = facilityName
        self.lines = lines
        self.useDate = useDate
        self.card = card
        self.rememberCard = rememberCard
    }
}

extension TicketRules {
    /// The order and one ticket per unit, as they will be stored. `makeID` supplies fresh ids.
    public static func issue(
        _ request: PurchaseRequest, orderID: String, purchasedAt: Date, today: VisitDate, makeID: () -> String
    ) -> (order: TicketOrder, tickets: [Ticket]) {
        let validUntil = validUntil(purchasedOn: today)
        let totals = CouponRules.totals(request.lines, coupon: request.coupon)
        var tickets: [Ticket] = []
        for line in request.lines {
            for _ in 0..<max(0, line.quantity) {
                tickets.append(Ticket(id: makeID(), orderID: orderID, facilityID: request.facilityID, facilityName: request.facilityName,
                                      productName: line.product.name, priceYen: line.product.priceYen, useDate: request.useDate,
                                      purchasedAt: purchasedAt, validUntil: validUntil))
            }
        }
        let order = TicketOrder(id: orderID, accountID: request.accountID, idempotencyKey: request.idempotencyKey,
                                facilityID: request.facilityID, facilityName: request.facilityName, useDate: request.useDate,
                                totalYen: totals.totalYen, ticketCount: tickets.count, cardBrand: request.card.brand,
                                cardLast4: request.card.last4, purchasedAt: purchasedAt,
                                couponID: totals.discountYen > 0 ? request.coupon?.id : nil, discountYen: totals.discountYen)
        return (order, tickets)
    }
}

/// The stored order and its tickets; `created` is false when the idempotency key had been used.
public struct PlacedOrder: Hashable, Sendable {
    public var order: TicketOrder
    public var tickets: [Ticket]
    public var created: Bool

    public init(order: TicketOrder, tickets: [Ticket], created: Bool) {
        self.order = order
        self.tickets = tickets
        self.created = created
    }
}
