import Localization

/// The catalog of what a rally and its pass (湯めぐり手形) say of themselves: the stamp card's
/// summary, a pass's state, why a desk refuses an entry, an order's limits and a visit's note.
public enum RallyDataText: SampledCatalog {
    case cardSummary
    case passState(PassState)
    case notInRally(area: String)
    case alreadyUsedHere
    case noEntriesLeft(entries: Int)
    case notYetValid(day: String)
    case expired(day: String)
    case couponNotForThisRally

    public static let samples: [RallyDataText] = [.cardSummary] + PassState.allCases.map(RallyDataText.passState)
        + [.notInRally(area: "aist-99999"), .alreadyUsedHere, .noEntriesLeft(entries: 1), .noEntriesLeft(entries: 5),
           .notYetValid(day: "2026-12-05"), .expired(day: "2027-05-28"), .couponNotForThisRally]
}
