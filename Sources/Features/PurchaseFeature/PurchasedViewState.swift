import Entities

/// What the receipt shows: the placed order as the wallet stores it.
public struct PurchasedViewState: Equatable, Sendable {
    public var accountName: String
    public var orderID: String
    /// The order's tickets as stored (the wallet is the source of truth).
    public var tickets: [Ticket]
    public var isLoaded: Bool
    /// The coupon this order used, if any.
    public var coupon: Coupon? = nil
    /// The order's passes, when it bought a rally's passes.
    public var passes: [RallyPass] = []
    /// What the order cost, as stored: the receipt always shows all three.
    public var amounts: CouponRules.Totals?
    /// The catalog's names for the order's area (`Kusatsu 草津` in English; the wallet's).
    public var names = FacilityNames()
}
