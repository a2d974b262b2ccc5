import Entities
import Stores

/// What step 2 shows: whose order, its total, and the card form once the saved cards are read.
public struct PaymentViewState: Equatable, Sendable {
    public var accountName: String
    public var draft: PurchaseDraft?
    public var form: PaymentForm
    public var isLoaded: Bool
}
