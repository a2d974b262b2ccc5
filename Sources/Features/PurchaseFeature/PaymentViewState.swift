import Entities
import Stores

/// What step 2 shows: whose order, its total, and the card form once the saved cards are read.
public struct PaymentViewState: Equatable, Sendable {
    public var accountName: String
    public var draft: PurchaseDraft?
    /// The catalog's names for the draft's areas (`Kusatsu 草津` in English: `PurchaseDraftStore`).
    public var names = FacilityNames()
    public var form: PaymentForm
    public var isLoaded: Bool
}
