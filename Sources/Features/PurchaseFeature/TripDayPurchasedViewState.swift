import Entities

/// What a trip day's receipt shows: the orders placed, one per bath, as the wallet stores them.
public struct TripDayPurchasedViewState: Equatable, Sendable {
    public var accountName: String
    public var orderIDs: [String]
    /// The orders found, in the day's order, each with its tickets.
    public var orders: [TicketOrder]
    public var tickets: [Ticket]
    public var isLoaded: Bool
    /// The coupons the orders used.
    public var coupons: [Coupon] = []
    /// The catalog's names for the baths (`Kusatsu 草津` in English; the wallet's).
    public var names = FacilityNames()

    /// What the orders cost together, as stored.
    public var amounts = CouponRules.Totals(subtotalYen: 0, discountYen: 0)
}
