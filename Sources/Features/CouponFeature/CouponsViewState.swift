import Dependencies
import Entities
import Navigation
import Observation
import ScreenKit
import Stores
import TerminalKit
import UseCases
import Widgets

/// A facility's app-only coupons (`c` on a facility, `.coupons(id)`), for the signed-in account:
/// `Enter` claims the selected one into the account's coupon wallet. Sample data, like prices.
public struct CouponsViewState: Equatable, Sendable {
    public struct Row: Equatable, Sendable {
        public var coupon: Coupon
        /// Nil: not claimed yet.
        public var claimed: CouponState?
    }

    public var facilityName: String
    public var rows: [Row] = []
    public var selection = 0
    public var isLoaded = false
    /// Signed out, the offers still show; claiming asks to sign in first.
    public var isSignedIn = false
    public var isWorking = false
    public var notice: String?
    public var error: String?

    public var selected: Row? { rows.indices.contains(selection) ? rows[selection] : nil }
}
