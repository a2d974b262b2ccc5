import Dependencies
import Entities
import Navigation
import Observation
import ScreenKit
import Stores
import TerminalKit
import Widgets

/// The account's claimed coupons in the Tickets tab (`c` in the wallet): 使える / 使用済み / 期限切れ.
public struct CouponWalletViewState: Equatable, Sendable {
    public struct Group: Equatable, Sendable {
        public var state: CouponState
        public var coupons: [ClaimedCoupon]
    }

    public var accountName: String
    public var groups: [Group] = []
    public var isLoaded = false
    public var error: String?
    public var names: [FacilityID: String] = [:]
}
