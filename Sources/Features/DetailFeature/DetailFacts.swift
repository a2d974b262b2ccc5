import Entities

/// What the detail shows of a facility's facts: the user's own where they gave some (marked
/// `あなたの記録 · yours`), else the sample's, with the hours read on today's Japan date (its
/// weekday and holiday). Made by the view model from the facts store, never in the view.
public struct DetailFacts: Equatable, Sendable {
    public var hours: FacilityHours
    /// Open or closed at the moment the detail was loaded; nil when it opens in none of the next 7 days.
    public var status: OpeningStatus?
    public var today: CalendarDay
    public var userPriceYen: Int?
    public var note: String?
    /// What part of a stored record could not be read.
    public var unreadable: String?

    public init(sample: OpeningHours, facts: FacilityFacts?, unreadable: String?, today: CalendarDay, minute: Int) {
        hours = FacilityHours.effective(sample: sample, facts: facts)
        status = hours.status(on: today, minute: minute)
        self.today = today
        userPriceYen = facts?.priceYen
        note = facts?.note
        self.unreadable = unreadable
    }

    public var hasUserFacts: Bool { hours.source == .user || userPriceYen != nil || note != nil }
}
