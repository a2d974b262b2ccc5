import Entities
import VisitFormKit

/// Everything the detail screen shows.
public struct DetailViewState: Equatable, Sendable {
    public enum Phase: Equatable, Sendable {
        case loading
        case loaded(FacilityDetail)
        case failed(String)
        /// The catalog has no area with this id: nothing on the screen acts on it.
        case notFound
    }

    public var id: FacilityID
    public var phase: Phase = .loading
    /// First content line shown.
    public var scroll: Int = 0
    /// The visit form, while it is open.
    public var form: VisitForm?
    /// The facts form (`e`), while it is open.
    public var factsForm: FactsFormState?
    /// A one-off note for the status bar (e.g. a visit recorded).
    public var notice: String?
    /// When the detail was loaded, in Japan time: what "open now" is measured against.
    public var loadedAt: JapanTime?
    /// The Japan date it was loaded on, with its holiday (nil past the known years).
    public var loadedDay: CalendarDay?
    /// The hours, price and note shown: the user's (`FactsStore`) else the sample's.
    public var facts: DetailFacts?
    /// The ★ and the visits, read from the stores that own them, so they are never stale.
    public var isFavorite = false
    public var visits: [Visit] = []

    public init(id: FacilityID, phase: Phase = .loading, scroll: Int = 0) {
        self.id = id
        self.phase = phase
        self.scroll = scroll
    }

    public var detail: FacilityDetail? {
        if case .loaded(let detail) = phase { return detail }
        return nil
    }
}
