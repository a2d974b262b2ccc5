import Entities
import Observation
import Stores
import UseCases

/// What the products and review steps say about a ticket's date of use: its weekday and holiday,
/// and whether the bath is closed that day by the user's hours, else the sample's (issue 31 §7).
/// Observable: the step redraws when the sample hours arrive.
@MainActor
@Observable
final class UseDayCheck {
    /// The facility's sample hours, fetched once per step (the user's facts come from the store).
    private(set) var sampleHours: OpeningHours?

    /// Fetches the sample hours of a facility's draft; a pass has no date of use to check.
    func load(_ target: PurchaseTarget, detail: FacilityDetailUseCase) async {
        guard sampleHours == nil, case .facility(let id) = target, let loaded = try? await detail.execute(id) else { return }
        sampleHours = loaded.sample.hours
    }

    /// `11/23 (月・祝 勤労感謝の日)` and the closed-day warning (nil when open), for a facility's draft.
    func describe(_ draft: PurchaseDraft?, facts: FactsStore, long: Bool = false) -> (day: String?, closed: String?) {
        guard let draft, draft.passTerms == nil, let day = try? CalendarDay(draft.useDate) else { return (nil, nil) }
        let closed = sampleHours.flatMap { sample in
            draft.facilityID.flatMap { facts.hours(for: $0, sample: sample).closedNotice(on: day) }
        }
        return (long ? day.longText : day.shortText, closed)
    }
}
