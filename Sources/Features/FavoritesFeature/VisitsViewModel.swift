import Dependencies
import Entities
import Localization
import Navigation
import Observation
import Observing
import ScreenKit
import Stores
import UseCases

/// The visit log: history and stamp card. Rows are derived from `VisitLogStore` and the catalog
/// off the main actor, once per change of either, and filtered there once per query: a log of a
/// million imported visits costs a key nothing, and typing never waits for a pass over it.
@MainActor
@Observable
public final class VisitsViewModel {
    /// The screen's own fields: focus, filter, selection, the edit form and the undo list.
    var own = VisitsViewState()
    @ObservationIgnored public var pageHeight = 10
    public let effects = Effects()

    @ObservationIgnored @Dependency(\.visitLogStore) var visitLog
    @ObservationIgnored @Dependency(\.date) var date
    @ObservationIgnored @Dependency(\.catalogStore) private var catalog
    @ObservationIgnored @Dependency(\.router) private var router
    /// The log as rows for the latest store revision derived so far.
    private var derived: VisitLogRows?
    /// What the filter keeps of `derived`, for the latest query filtered so far.
    private var filtered: FilteredVisitRows?

    public init() {}

    public func appear() {
        effects.run { [weak self, visitLog, catalog] in
            if !visitLog.isLoaded { await visitLog.load() }
            await catalog.load()
            await self?.derive()
        }
        // Later changes (a visit recorded, another process's import) derive again.
        effects.schedule("follow") { [weak self, visitLog, catalog] in
            while !Task.isCancelled {
                await observedChange { _ = visitLog.revision; _ = catalog.listings.count }
                await self?.derive()
            }
        }
    }

    /// Everything the screen shows: its own fields and the stores' log as last derived.
    public var state: VisitsViewState {
        var state = own
        state.content = content
        return state
    }

    /// What the stores own, as this screen shows it (the last rows derived and filtered).
    private var content: VisitsContent {
        var shown = VisitsContent()
        shown.isLoaded = visitLog.isLoaded && catalog.phase != .idle && !isLoading && derived != nil
        shown.rows = filtered?.rows ?? []
        shown.total = derived?.count ?? 0
        shown.stamps = derived?.stamps
        return shown
    }

    private var source: VisitLogRows.Source {
        VisitLogRows.Source(revision: visitLog.revision, listingCount: catalog.listings.count)
    }

    /// Derives the rows for the stores as they are now, then filters them. Ends with the filter
    /// applied even when another caller did the deriving, so whoever awaits it sees the rows.
    private func derive() async {
        let source = self.source
        if derived?.source != source {
            let (log, listings, prefectures, engine) = (visitLog.visits, catalog.listings, catalog.prefectures, catalog.searchEngine)
            let query = own.filter.text.lowercased()
            // Rows and their filter are published together: no frame counts new rows but lists old ones.
            let (rows, kept) = await Task.detached(priority: .userInitiated, operation: AppLanguage.carried {
                let rows = VisitLogRows(source: source, log: log, listings: listings, prefectures: prefectures)
                return (rows, FilteredVisitRows(rows, query: query, places: query.isEmpty ? nil : engine?.placeFilter(query)))
            }).value
            // Kept unless the stores moved on meanwhile (their caller derives again).
            if self.source == source, derived?.source != source {
                derived = rows
                filtered = kept
                own.viewport.setCount(kept.rows.count, height: pageHeight)
            }
        }
        await refilter()
    }

    /// Filters for the query as it is now; typing more narrows what the last query kept.
    private func refilter() async {
        guard let derived else { return }
        let query = own.filter.text.lowercased()
        if let filtered, filtered.source == derived.source, filtered.query == query { return }
        // Places match as the search does (`PlaceFilter`), which a longer query need not narrow
        // (`dog` → `dogo`): with the catalog's index every query filters the whole log.
        let engine = catalog.searchEngine
        let base = engine != nil ? nil : filtered.flatMap { $0.source == derived.source && query.hasPrefix($0.query) ? $0 : nil }
        let result = await Task.detached(priority: .userInitiated, operation: AppLanguage.carried {
            base.map { FilteredVisitRows(narrowing: $0, to: query) }
                ?? FilteredVisitRows(derived, query: query, places: query.isEmpty ? nil : engine?.placeFilter(query))
        }).value
        guard !Task.isCancelled, result.source == self.derived?.source else { return }
        filtered = result
        own.viewport.setCount(result.rows.count, height: pageHeight)
    }

    /// Rows the list shows: every visit, or those the filter keeps.
    var shownCount: Int { content.rows.count }

    private var isLoading: Bool {
        if case .loading = catalog.phase { return true }
        return false
    }

    public func send(_ action: VisitsAction) {
        own.viewport.setCount(shownCount, height: pageHeight)
        if handleEdit(action) { return }
        switch action {
        case .moveDown: own.viewport.move(by: 1, height: pageHeight)
        case .moveUp: own.viewport.move(by: -1, height: pageHeight)
        case .first: own.viewport.first(height: pageHeight)
        case .last: own.viewport.last(height: pageHeight)
        case .pageDown: own.viewport.page(1, height: pageHeight)
        case .pageUp: own.viewport.page(-1, height: pageHeight)
        case .open:
            let rows = content.rows
            if rows.indices.contains(own.viewport.selection) {
                router.navigate(to: .facility(rows[own.viewport.selection].facilityID))
            }
        case .focusFilter:
            own.focus = .filter
            own.filter.moveToEnd()
        case .filter(let edit):
            if own.filter.apply(edit) {
                own.viewport.first(height: pageHeight)
                effects.run("filter") { [weak self] in await self?.refilter() }
            }
            if edit == .submit || edit == .leave { own.focus = .list }
        case .showRallies:
            router.navigate(to: .rallies)
        case .showStampMap:
            RecordNavigation.show(.stampMap, router: router)
        case .showCalendar:
            RecordNavigation.show(.visitCalendar(year: nil), router: router)
        case .showPassport:
            RecordNavigation.show(.springPassport, router: router)
        case .showFavorites:
            if router.currentStack.last == .visits, router.currentStack.count > 1 { router.back() } else { router.navigate(to: .favorites) }
        default: break
        }
    }
}

extension VisitsViewModel: ViewModel {}

