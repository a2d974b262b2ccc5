import Entities
import Stores

/// What the first step shows: the facility's products with quantities, the date of use and validity.
public struct ProductsViewState: Equatable, Sendable {
    public var accountName: String
    public var draft: PurchaseDraft?
    public var selection = 0
    public var validUntil: VisitDate
    public var isLoading = true
    public var notice: String?
    public var error: String?
}
