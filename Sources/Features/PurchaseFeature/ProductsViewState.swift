import Entities
import Stores

/// What the first step shows: the facility's products with quantities, the date of use and validity.
public struct ProductsViewState: Equatable, Sendable {
    public var accountName: String
    public var draft: PurchaseDraft?
    /// The catalog's names for the draft's areas (`Kusatsu 草津` in English: `PurchaseDraftStore`).
    public var names = FacilityNames()
    public var selection = 0
    public var validUntil: VisitDate
    public var isLoading = true
    public var notice: String?
    public var error: String?
    /// The date of use with its weekday and holiday: `11/23 (月・祝 勤労感謝の日)`.
    public var useDay: String?
    /// Why the bath is closed on the date of use, saying whose hours say so (yours or the sample).
    public var closedWarning: String?
    /// A trip day's order: why each closed bath is closed that day (whose hours say so).
    public var dayClosed: [FacilityID: String] = [:]
    /// Why a trip day's order could not be made.
    public var dayProblem: TripDayProblem?
    /// The day's baths the catalog does not have.
    public var missingBaths = 0
}
