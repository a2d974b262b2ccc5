import Entities
import Localization
import Stores

/// What a step says about the date of use: its weekday and holiday, and the baths closed that day
/// (a facility's warning, or a trip day's bath by bath). Derived by the products and review steps
/// when what it reads changed, never while a frame is drawn.
struct UseDayNotes: Equatable {
    var useDay: String?
    var closedWarning: String?
    var dayClosed: [FacilityID: String] = [:]

    /// What the notes are read from: the draft (its date, its baths), the sample hours as fetched,
    /// the user's hours in the facts store and the language (the notes are in it).
    struct Key: Equatable {
        var draft: PurchaseDraft?
        var sampleHours: OpeningHours?
        var daySampleHours: [FacilityID: OpeningHours]
        var facts: [FacilityID: FacilityFacts]
        var language: Language

        @MainActor
        init(_ draft: PurchaseDraft?, useDay: UseDayCheck, tripDay: TripDayCheck, facts: FactsStore) {
            self.draft = draft
            sampleHours = useDay.sampleHours
            daySampleHours = tripDay.sampleHours
            self.facts = facts.facts
            language = AppLanguage.current
        }
    }

    /// No date of use (yet): nothing to say.
    init() {}

    /// `long`: the date with its year (the review), else the short one (the products step).
    @MainActor
    init(_ key: Key, useDay: UseDayCheck, tripDay: TripDayCheck, facts: FactsStore, long: Bool) {
        (self.useDay, closedWarning) = useDay.describe(key.draft, facts: facts, long: long)
        guard let draft = key.draft, draft.dayBaths != nil else { return }
        self.useDay = TripDayCheck.dayText(draft.useDate)
        dayClosed = tripDay.closedNotices(draft, facts: facts)
    }
}
