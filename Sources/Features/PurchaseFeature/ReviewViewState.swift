import Entities
import Stores

/// What step 3 shows: the order as it will be placed, its coupon, and a confirm in flight.
public struct ReviewViewState: Equatable, Sendable {
    public var accountName: String
    public var draft: PurchaseDraft?
    /// The catalog's names for the draft's areas (`Kusatsu 草津` in English: `PurchaseDraftStore`).
    public var names = FacilityNames()
    public var isSubmitting = false
    public var error: String?
    /// The coupon this order uses (the best applicable one unless the user chose).
    public var coupon: Coupon?
    /// Every claimed coupon that applies to this order, for `c` to step through.
    public var applicableCoupons: [Coupon] = []
    /// The date of use with its weekday and holiday: `2026-11-23 (月・祝 勤労感謝の日)`.
    public var useDay: String?
    /// Why the bath is closed on the date of use, saying whose hours say so.
    public var closedWarning: String?
    /// A trip day's order: each bath's coupon, whether any applies, and the baths closed that day.
    public var dayCoupons: [FacilityID: Coupon] = [:]
    public var dayHasCoupons = false
    public var dayClosed: [FacilityID: String] = [:]

    public var totals: CouponRules.Totals? { draft.map { CouponRules.totals($0.lines, coupon: coupon) } }
}
