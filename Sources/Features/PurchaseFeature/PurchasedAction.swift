/// Everything the user can do on the receipt.
public enum PurchasedAction: Sendable, Equatable { case openWallet }
