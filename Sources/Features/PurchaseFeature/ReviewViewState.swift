import Entities
import Stores

/// What step 3 shows: the order as it will be placed, its coupon, and a confirm in flight.
public struct ReviewViewState: Equatable, Sendable {
    public var accountName: String
    public var draft: PurchaseDraft?
    public var isSubmitting = false
    public var error: String?
    /// The coupon this order uses (the best applicable one unless the user chose).
    public var coupon: Coupon?
    /// Every claimed coupon that applies to this order, for `c` to step through.
    public var applicableCoupons: [Coupon] = []

    public var totals: CouponRules.Totals? { draft.map { CouponRules.totals($0.lines, coupon: coupon) } }
}
