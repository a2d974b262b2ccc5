/// Everything the user can do on a facility's coupon list.
public enum CouponsAction: Sendable, Equatable { case moveDown, moveUp, first, last, pageDown, pageUp, claim, openWallet }
