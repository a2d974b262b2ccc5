/// Everything the user can do in the wallet.
public enum WalletAction: Sendable, Equatable {
    case moveDown, moveUp, first, last, pageDown, pageUp, open, reload, coupons, desk
    /// A row picked by the mouse, by its index in `selection`'s order.
    case select(Int)
}
