/// Everything the user can do on the coupon wallet.
public enum CouponWalletAction: Sendable, Equatable { case reload }
