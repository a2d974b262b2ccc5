import CatalogColumns
import Dependencies
import Entities
import Navigation
import Observation
import ScreenKit
import Stores
import UseCases
import Widgets

/// The search screen: an incremental query, filters and sort over the catalog in `CatalogStore`.
/// Every keystroke starts a new search and cancels the one before, so typing never waits for a
/// stale result and a slow result never overwrites a newer one.
@MainActor
@Observable
public final class SearchViewModel {
    public private(set) var state = SearchViewState()
    /// Rows the list has where it is drawn (told by `layout`); page keys move by this much.
    @ObservationIgnored public var pageHeight = 10
    /// Loads, searches and fetches this screen started; cancelled when it leaves its stack.
    public let effects = Effects()

    @ObservationIgnored @Dependency(\.catalogStore) private var catalog
    @ObservationIgnored @Dependency(\.searchFacilities) private var searchFacilities
    @ObservationIgnored @Dependency(\.searchFilterStore) private var filterStore
    @ObservationIgnored @Dependency(\.router) private var router
    @ObservationIgnored @Dependency(\.favoritesStore) private var favorites
    @ObservationIgnored @Dependency(\.date) private var date
    @ObservationIgnored @Dependency(\.planStore) private var plans

    public init() {}

    /// Starts loading the catalog (once per app) and the first search; returns at once.
    public func appear() {
        effects.run("appear") { [weak self] in
            guard let self else { return }
            await self.catalog.load()
            self.catalogLoaded()
        }
        let catalog = self.catalog
        effects.run("first page") { [weak self] in
            // The stored first page arrives before the catalog: draw it at once.
            while !Task.isCancelled, catalog.firstPage.isEmpty {
                switch catalog.phase {
                case .ready, .failed: return
                case .idle, .loading: await observedChange { _ = catalog.firstPage; _ = catalog.phase }
                }
            }
            guard !Task.isCancelled, let self else { return }
            self.showFirstPage(catalog.firstPage)
        }
        // The filters have one owner that the map writes too ("search this area"): follow it for
        // as long as this screen is on its stack.
        let filterStore = self.filterStore
        effects.schedule("follow the filters") { [weak self] in
            while !Task.isCancelled {
                await observedChange { _ = filterStore.filter }
                guard let self, !Task.isCancelled else { return }
                if self.state.request.filter != filterStore.filter { self.search() }
            }
        }
    }

    /// Until the first search over the whole catalog: the same rows it will show first, for the
    /// same (empty) request, so nothing moves when it comes.
    private func showFirstPage(_ page: [FacilityListing]) {
        guard !page.isEmpty, !state.hasSearched, case .loading = catalog.phase,
              state.request.unlimited == SearchRequest(filter: filterStore.filter), filterStore.filter.isEmpty else { return }
        state.showsFirstPage = true
        state.outcome = SearchOutcome(request: state.request, listings: CatalogListings(page), rows: page.indices.map(ResultRow.init(index:)),
                                      matchedCount: page.count, isQueryTruncated: false)
        state.viewport.setCount(page.count, height: pageHeight)
        state.viewport.first(height: pageHeight)
    }

    private func catalogLoaded() {
        // The first page stays until the first search replaces it, unless there will be none.
        guard case .ready = catalog.phase else {
            state.showsFirstPage = false
            return
        }
        state.catalogCount = catalog.listings.count
        if catalog.skippedRows > 0 {
            state.notice = "\(catalog.skippedRows)行をスキップ skipped — yumeguri catalog check"
        }
        state.prefectureNames = Dictionary(catalog.prefectures.map { ($0.code, $0.name) }, uniquingKeysWith: { a, _ in a })
        if state.filterPanel.items.isEmpty {
            let regions = catalog.prefectures.reduce(into: [String]()) { names, p in
                if !names.contains(p.region.name) { names.append(p.region.name) }
            }
            state.filterPanel = FilterPanelState(regions: regions, prefectures: catalog.prefectures.map { ($0.code, $0.name) })
        }
        search()
    }

    /// The phase shown comes from the catalog store; "ready" once the first search is in.
    public var phase: SearchViewState.Phase {
        switch catalog.phase {
        case .idle: .loading(CatalogBuildProgress(phase: .checking))
        case .loading(let progress): state.showsFirstPage ? .ready : .loading(progress)
        case .ready: state.hasSearched || state.showsFirstPage ? .ready : .loading(CatalogBuildProgress(phase: .indexing))
        case .failed(let error): .failed(error.description)
        }
    }

    /// ★ in the list, read from the store at drawing time, so a toggle on any screen shows here at once.
    public var favoriteIDs: Set<FacilityID> { favorites.ids }

    /// Waits until the loads and searches this screen started have finished (tests).
    public func waitForSearch() async { await effects.settled() }

    public func focusQuery() {
        state.focus = .query
        state.query.moveToEnd()
    }

    /// Synchronous: the state changes at once; fetching more rows, writing a favourite and
    /// searching go on as effects while the next key is already being handled.
    public func send(_ action: SearchAction) {
        state.notice = nil
        switch action {
        case .moveDown: state.viewport.move(by: 1, height: pageHeight); fetchMoreIfNeeded()
        case .moveUp: state.viewport.move(by: -1, height: pageHeight)
        case .select(let index): state.viewport.select(index, height: pageHeight); fetchMoreIfNeeded()
        case .first: state.viewport.first(height: pageHeight)
        case .last:
            // The last row may not be fetched yet: move there once it is.
            state.viewport.last(height: pageHeight)
            fetchMoreIfNeeded(all: true)
        case .pageDown: state.viewport.page(1, height: pageHeight); fetchMoreIfNeeded()
        case .pageUp: state.viewport.page(-1, height: pageHeight)
        case .open:
            if let selected = state.selectedListing { router.navigate(to: .facility(selected.id)) }
        case .addToPlan:
            guard let selected = state.selectedListing else { return }
            guard let plan = plans.activePlan else {
                state.notice = "プランがありません — no day plan open: p on a rally, on favourites or on the map makes one"
                return
            }
            state.notice = plans.addToActive(selected.id)
                ? "「\(selected.name)」を「\(plan.name)」に追加 — added to the plan"
                : "「\(selected.name)」は追加済み — already in the plan"
        case .showOnMap:
            // The map tab focuses the row, so the list and the map show the same place; Esc there is the
            // whole map (each tab's stack starts at its root).
            guard let selected = state.selectedListing else { return }
            router.select(tab: .map)
            router.popToRoot()
            router.navigate(to: .map(focus: selected.id))
        case .toggleFavorite:
            // The ★ changes before this returns (the store's optimistic update runs at once); the
            // write goes on in the store.
            if let selected = state.selectedListing { effects.run { [favorites] in await favorites.toggle(selected.id) } }
        case .focusQuery: focusQuery()
        case .openFilters: state.focus = .filters
        case .closeFilters: state.focus = .list
        case .clearFilters:
            // `x` takes the list back to what the query alone gives: its own order too.
            filterStore.filter = FacilityFilter()
            state.request.sort = .relevance
            search()
        case .cycleSort:
            state.request.sort = state.request.sort.next(origin: state.distanceOrigin)
            search()
        case .distanceFromSelection:
            guard let listing = state.selectedListing else { return }
            setOrigin(DistanceOrigin(label: listing.name, coordinate: listing.coordinate))
        case .insert(let text):
            let before = state.query
            if !state.query.insert(text) {
                state.notice = "検索語は\(SearchViewState.maxQueryLength)文字までです (query cut at \(SearchViewState.maxQueryLength) characters)"
            }
            // A full field takes nothing more: the rest of a long paste costs no search at all.
            if state.query != before { queryChanged() }
        case .backspace: state.query.backspace(); queryChanged()
        case .deleteForward: state.query.delete(); queryChanged()
        case .clearQuery: state.query.clear(); queryChanged()
        case .deleteWord: state.query.deleteWord(); queryChanged()
        case .caretLeft: state.query.moveLeft()
        case .caretRight: state.query.moveRight()
        case .editQuery(let edit):
            state.query.apply(edit)
            if edit == .killToEnd { queryChanged() }
        case .submitQuery, .leaveQuery: state.focus = .list
        case .filterDown: state.filterPanel.move(1)
        case .filterUp: state.filterPanel.move(-1)
        case .toggleFilter:
            guard let item = state.filterPanel.current else { return }
            if item == .inView && filterStore.filter.area == nil {
                state.notice = "地図で s を押すと、見えている範囲で絞り込めます (press s on the map)"
                return
            }
            item.toggle(&filterStore.filter, now: JapanTime(date.now))
            search()
        case .distanceFromPrefecture:
            guard case .prefecture(let code, let name)? = state.filterPanel.current,
                  let capital = catalog.prefecture(code: code)?.capital else { return }
            let capitalName = catalog.prefecture(code: code)?.capitalName ?? name
            setOrigin(DistanceOrigin(label: "\(name)庁 (\(capitalName))", coordinate: capital))
        }
    }

    private func setOrigin(_ origin: DistanceOrigin) {
        state.distanceOrigin = origin
        state.request.sort = .distance(origin)
        search()
    }

    /// A sort is chosen for the list it was chosen on: a new query is asked in relevance order
    /// (distance from 草津 means nothing for 別府), and the user sorts it again if they want.
    private func queryChanged() {
        guard state.request.query != state.query.text else { return }
        state.request.query = state.query.text
        state.request.sort = .relevance
        search()
    }

    /// Rows fetched at first: a few screens. Large result sets are fetched further as the list
    /// scrolls, so a one-letter query over 100,000 areas does not build every row per keystroke.
    static let firstFetch = 300

    /// Fetches more rows when the selection nears the end of what is loaded (or all, for `G`).
    private func fetchMoreIfNeeded(all: Bool = false) {
        let outcome = state.outcome
        guard !outcome.isComplete, outcome.request.unlimited == state.request.unlimited,
              all || state.viewport.selection + 2 * pageHeight >= outcome.rows.count,
              let engine = catalog.searchEngine else { return }
        var request = outcome.request
        request.limit = all ? nil : max(outcome.rows.count * 4, state.viewport.selection + 4 * pageHeight)
        let searchFacilities = self.searchFacilities
        effects.run("fetch") { [weak self] in
            let more = await searchFacilities.execute(engine, request, outcome)
            guard !Task.isCancelled, let self, self.state.outcome.request.unlimited == more.request.unlimited else { return }
            self.state.outcome = more
            self.state.viewport.setCount(more.rows.count, height: self.pageHeight)
            if all { self.state.viewport.last(height: self.pageHeight) }
        }
    }

    /// Starts a search for the current request, cancelling the one in flight.
    private func search() {
        // The filters' one owner is the store (the map reads it too); a request records the
        // filters it was made with, so a result can be matched to what was asked.
        state.request.filter = filterStore.filter
        guard let engine = catalog.searchEngine else { return }
        var request = state.request
        request.limit = Self.firstFetch
        let searchFacilities = self.searchFacilities
        let shown = state.outcome
        effects.run("search") { [weak self] in
            // Let the rest of a burst of keys (a paste) arrive first: each cancels this task.
            await Task.yield()
            guard !Task.isCancelled else { return }
            let outcome = await searchFacilities.execute(engine, request, shown)
            guard !Task.isCancelled, let self, self.state.request == request.unlimited else { return }
            self.apply(outcome)
        }
    }

    private func apply(_ outcome: SearchOutcome) {
        let selectedID = state.selectedListing?.id
        // A new order starts at its top: the focused row's new place means nothing to the user.
        let sameOrder = outcome.request.sort == state.outcome.request.sort
        state.hasSearched = true
        state.showsFirstPage = false
        state.outcome = outcome
        state.viewport.setCount(outcome.rows.count, height: pageHeight)
        // Keep the selection on the same area when it is still there, else start at the top.
        // Found by position, not by making the listing of every row until it turns up.
        if sameOrder, let selectedID, let position = outcome.listings.position(of: selectedID),
           let row = outcome.rows.firstIndex(where: { $0.index == position }),
           outcome.request.query.isEmpty {
            state.viewport.select(row, height: pageHeight)
        } else {
            state.viewport.first(height: pageHeight)
        }
    }
}

extension SearchViewModel: ViewModel {}
