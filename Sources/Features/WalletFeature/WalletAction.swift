/// Everything the user can do in the wallet.
public enum WalletAction: Sendable, Equatable { case moveDown, moveUp, first, last, pageDown, pageUp, open, reload, coupons, desk }
