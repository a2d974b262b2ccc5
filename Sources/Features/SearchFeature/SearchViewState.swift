import Entities
import Localization
import UseCases
import Widgets

/// Everything the search screen shows.
public struct SearchViewState: Equatable, Sendable {
    public enum Phase: Equatable, Sendable {
        case loading(CatalogBuildProgress)
        case ready
        case failed(String)
    }

    /// Where keys go: the list, the query field or the filter panel.
    public enum Focus: Equatable, Sendable { case list, query, filters }

    /// How far the catalog is: read from `CatalogStore` ("ready" once the first search is in).
    public var phase: Phase = .loading(CatalogBuildProgress(phase: .checking))
    /// ★ in the list: `FavoritesStore`'s, read as the frame is drawn, so a toggle on any screen
    /// shows here at once.
    public var favorites: Set<FacilityID> = []
    /// The first search over the loaded catalog has come back (until then the screen says "indexing").
    public var hasSearched = false
    /// The rows are the catalog's stored first page, drawn while the whole catalog loads.
    public var showsFirstPage = false
    public var focus: Focus = .list
    public var query = TextFieldState(maxLength: SearchViewState.maxQueryLength)
    /// What the user has asked for so far (typed, filtered, ordered)...
    public var request = SearchRequest()
    /// ...and the last result that arrived, for the request it answers.
    public var outcome: SearchOutcome = .empty
    public var viewport = ListViewport()
    public var filterPanel = FilterPanelState()
    public var distanceOrigin: DistanceOrigin?
    /// A one-off note, e.g. that a pasted query was cut.
    public var notice: String?
    /// What `a` did, in the status bar: the order line above the list keeps saying what it is.
    public var planNotice: String?
    /// The saved plan `a` offered when none was open: `a` again adds there.
    public var offeredPlanID: String?
    /// The catalog's size and prefecture names, read from `CatalogStore`.
    public var catalogCount = 0
    public var prefectureNames: [String: String] = [:]

    public static let maxQueryLength = 256

    public init() {}

    public var rows: [ResultRow] { outcome.rows }

    public var selectedListing: FacilityListing? {
        guard outcome.rows.indices.contains(viewport.selection) else { return nil }
        return outcome.listings[outcome.rows[viewport.selection].index]
    }

    /// `「くさつ」 · 群馬県 · 硫黄泉 · 並び: 泉温 ↓`
    public var summary: String {
        var parts: [String] = []
        if !outcome.request.query.isEmpty { parts.append(SearchText.quotedQuery(outcome.request.query).text) }
        // A spring type or an effect: which types, in the standard's words.
        if let spring = outcome.springMatch { parts.append(spring.summary) }
        let filters = SearchFilterSummary.line(outcome.request.filter, prefectureNames: prefectureNames)
        if !filters.isEmpty { parts.append(filters) }
        // The order is always named. Before anything is typed relevance is the destination
        // score, not the catalog's ids.
        if outcome.request.sort == .relevance && outcome.request.query.isEmpty {
            parts.append(SearchText.recommended.text)
        } else {
            parts.append(SearchText.sortedBy(SearchText.sort(outcome.request.sort).text).text)
        }
        if outcome.request.query.isEmpty && filters.isEmpty { parts.insert(SearchText.all.text, at: 0) }
        // The count shown is the first page's until the rest is in: say so.
        if showsFirstPage { parts.append(SearchText.loadingRest.text) }
        return parts.joined(separator: " · ")
    }
}
