import CatalogColumns
import Dependencies
import Entities
import Localization
import Navigation
import Observation
import Observing
import ScreenKit
import Stores
import TerminalKit
import UseCases
import Widgets

/// The search screen: an incremental query, filters and sort over the catalog in `CatalogStore`.
/// Every keystroke starts a new search and cancels the one before, so typing never waits for a
/// stale result and a slow result never overwrites a newer one.
@MainActor
@Observable
public final class SearchViewModel {
    /// The screen's own fields: the query, the request and its outcome, focus, selection. What
    /// the stores own (the catalog's phase and names, the ★) is read into `state` when it is asked.
    private var own = SearchViewState()
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
            var areaSearches = filterStore.areaSearches
            while !Task.isCancelled {
                await observedChange { _ = filterStore.filter; _ = filterStore.areaSearches }
                guard let self, !Task.isCancelled else { return }
                // The map's "search this area" lists the view alone: the old query goes.
                if filterStore.areaSearches != areaSearches {
                    areaSearches = filterStore.areaSearches
                    self.dropQueryForAreaSearch()
                }
                if self.own.request.filter != filterStore.filter { self.search() }
            }
        }
    }

    /// Until the first search over the whole catalog: the same rows it will show first, for the
    /// same (empty) request, so nothing moves when it comes.
    private func showFirstPage(_ page: [FacilityListing]) {
        guard !page.isEmpty, !own.hasSearched, case .loading = catalog.phase,
              own.request.unlimited == SearchRequest(filter: filterStore.filter), filterStore.filter.isEmpty else { return }
        own.showsFirstPage = true
        own.outcome = SearchOutcome(request: own.request, listings: CatalogListings(page), rows: page.indices.map(ResultRow.init(index:)),
                                      matchedCount: page.count, isQueryTruncated: false)
        own.viewport.setCount(page.count, height: pageHeight)
        own.viewport.first(height: pageHeight)
    }

    private func catalogLoaded() {
        // The first page stays until the first search replaces it, unless there will be none.
        guard case .ready = catalog.phase else {
            own.showsFirstPage = false
            return
        }
        if catalog.skippedRows > 0 {
            own.notice = SearchText.skippedRows(catalog.skippedRows).text
        }
        if own.filterPanel.items.isEmpty {
            let regions = catalog.prefectures.reduce(into: [String]()) { names, p in
                if !names.contains(p.region.name) { names.append(p.region.name) }
            }
            let english = catalog.prefectures.reduce(into: [String: String]()) { names, p in
                names[p.name] = p.romaji
                names[p.region.name] = p.region.englishName
            }
            own.filterPanel = FilterPanelState(regions: regions, prefectures: catalog.prefectures.map { ($0.code, $0.name) }, englishNames: english)
        }
        search()
    }

    /// Everything the screen shows: its own fields, and what the stores own as they have it now.
    public var state: SearchViewState {
        var state = own
        state.phase = phase
        state.favorites = favorites.ids
        if case .ready = catalog.phase {
            state.catalogCount = catalog.listings.count
            state.prefectureNames = prefectureNames
        }
        return state
    }

    /// The catalog's prefecture names by code, made once per catalog and language (by `layout`,
    /// before a frame): `state` is read several times a frame.
    @ObservationIgnored private var prefectureNamesCache = DerivedOnChange<PrefectureNamesKey, [String: String]>("the search's prefecture names")

    private struct PrefectureNamesKey: Equatable {
        var catalogRevision: Int
        var language: Language
    }

    private var prefectureNames: [String: String] {
        prefectureNamesCache.value(for: PrefectureNamesKey(catalogRevision: catalog.revision, language: AppLanguage.current)) { _ in
            derivePrefectureNames()
        }
    }

    private func derivePrefectureNames() -> [String: String] {
        // By code, and the regions by their Japanese name (the filter's key), in the language in force.
        var names = Dictionary(catalog.prefectures.map { ($0.code, $0.displayName) }, uniquingKeysWith: { a, _ in a })
        for prefecture in catalog.prefectures { names[prefecture.region.name] = prefecture.region.displayName }
        return names
    }

    /// Before each frame: the prefecture names brought up to date for it.
    func arrange() { _ = prefectureNames }

    /// The phase shown comes from the catalog store; "ready" once the first search is in.
    private var phase: SearchViewState.Phase {
        switch catalog.phase {
        case .idle: .loading(CatalogBuildProgress(phase: .checking))
        case .loading(let progress): own.showsFirstPage ? .ready : .loading(progress)
        case .ready: own.hasSearched || own.showsFirstPage ? .ready : .loading(CatalogBuildProgress(phase: .indexing))
        case .failed(let error): .failed(error.description)
        }
    }

    /// Waits until the loads and searches this screen started have finished (tests).
    public func waitForSearch() async { await effects.settled() }

    public func focusQuery() {
        own.focus = .query
        own.query.moveToEnd()
    }

    /// Adds the focused area to the open plan. With none open, says how to open one, and offers
    /// the latest saved plan: `a` again adds there.
    private func addToPlan(_ selected: FacilityListing) {
        if plans.activePlan == nil, let latest = plans.plans.first {
            guard own.offeredPlanID == latest.id else {
                own.offeredPlanID = latest.id
                own.planNotice = SearchText.noPlanOpen(latest: latest.name).text
                return
            }
            plans.activate(latest.id)
        }
        own.offeredPlanID = nil
        guard let plan = plans.activePlan else {
            own.planNotice = SearchText.noPlanYet.text
            return
        }
        own.planNotice = plans.addToActive(selected.id)
            ? SearchText.addedToPlan(area: selected.name, plan: plan.name).text
            : SearchText.alreadyInPlan(area: selected.name).text
    }

    /// Synchronous: the state changes at once; fetching more rows, writing a favourite and
    /// searching go on as effects while the next key is already being handled.
    public func send(_ action: SearchAction) {
        own.notice = nil
        own.planNotice = nil
        if action != .addToPlan { own.offeredPlanID = nil }
        switch action {
        case .moveDown, .moveUp, .select, .first, .last, .pageDown, .pageUp: move(action)
        case .open, .addToPlan, .showOnMap, .toggleFavorite, .distanceFromSelection: actOnSelection(action)
        case .focusQuery, .query, .submitQuery, .leaveQuery: editQuery(action)
        case .openFilters, .closeFilters, .clearFilters, .cycleSort, .filterDown, .filterUp, .toggleFilter, .distanceFromPrefecture:
            changeFilters(action)
        }
    }

    private func move(_ action: SearchAction) {
        switch action {
        case .moveDown: own.viewport.move(by: 1, height: pageHeight); fetchMoreIfNeeded()
        case .moveUp: own.viewport.move(by: -1, height: pageHeight)
        case .select(let index): own.viewport.select(index, height: pageHeight); fetchMoreIfNeeded()
        case .first: own.viewport.first(height: pageHeight)
        case .last:
            // The last row may not be fetched yet: move there once it is.
            own.viewport.last(height: pageHeight)
            fetchMoreIfNeeded(all: true)
        case .pageDown: own.viewport.page(1, height: pageHeight); fetchMoreIfNeeded()
        case .pageUp: own.viewport.page(-1, height: pageHeight)
        default: break
        }
    }

    private func actOnSelection(_ action: SearchAction) {
        guard let selected = own.selectedListing else { return }
        switch action {
        case .open: router.navigate(to: .facility(selected.id))
        case .addToPlan:
            if plans.isLoaded {
                addToPlan(selected)
            } else {
                effects.run { [weak self, plans] in
                    await plans.load()
                    self?.addToPlan(selected)
                }
            }
        case .showOnMap:
            // The map tab focuses the row, so the list and the map show the same place; Esc there is the
            // whole map (each tab's stack starts at its root).
            router.select(tab: .map)
            router.popToRoot()
            router.navigate(to: .map(focus: selected.id))
        case .toggleFavorite:
            // The ★ changes before this returns (the store's optimistic update runs at once); the
            // write goes on in the store.
            effects.run { [favorites] in await favorites.toggle(selected.id) }
        case .distanceFromSelection:
            setOrigin(DistanceOrigin(label: selected.name, coordinate: selected.coordinate))
        default: break
        }
    }

    private func editQuery(_ action: SearchAction) {
        switch action {
        case .focusQuery: focusQuery()
        case .query(let edit):
            if !own.query.apply(edit) {
                own.notice = SearchText.queryTooLong(SearchViewState.maxQueryLength).text
            }
            // A full field takes nothing more: the rest of a long paste costs no search at all;
            // a caret move asks nothing new (`queryChanged` compares the text with the request).
            queryChanged()
        case .submitQuery, .leaveQuery: own.focus = .list
        default: break
        }
    }

    private func changeFilters(_ action: SearchAction) {
        switch action {
        case .openFilters: own.focus = .filters
        case .closeFilters: own.focus = .list
        case .clearFilters:
            // `x` takes the list back to what the query alone gives: its own order too.
            filterStore.filter = FacilityFilter()
            own.request.sort = .relevance
            search()
        case .cycleSort:
            own.request.sort = own.request.sort.next(origin: own.distanceOrigin)
            search()
        case .filterDown: own.filterPanel.move(1)
        case .filterUp: own.filterPanel.move(-1)
        case .toggleFilter: toggleFilter()
        case .distanceFromPrefecture:
            guard case .prefecture(let code, let name)? = own.filterPanel.current,
                  let capital = catalog.prefecture(code: code)?.capital else { return }
            let capitalName = catalog.prefecture(code: code)?.capitalName ?? name
            setOrigin(DistanceOrigin(label: SearchText.capitalOrigin(prefecture: name, capital: capitalName).text, coordinate: capital))
        default: break
        }
    }

    private func toggleFilter() {
        guard let item = own.filterPanel.current else { return }
        if item == .inView && filterStore.filter.area == nil {
            let key = KeyMention.searchThisAreaOnMap.label
            own.notice = SearchText.pressOnMap(key: key).text
            return
        }
        item.toggle(&filterStore.filter, now: JapanTime.withCalendar(date.now))
        search()
    }

    private func setOrigin(_ origin: DistanceOrigin) {
        own.distanceOrigin = origin
        own.request.sort = .distance(origin)
        search()
    }

    private func dropQueryForAreaSearch() {
        guard !own.query.text.isEmpty || !own.request.query.isEmpty else { return }
        let dropped = own.query.text
        own.query.clear()
        own.request.query = ""
        own.request.sort = .relevance
        own.notice = SearchText.searchedMapView(dropped: dropped).text
        search()
    }

    /// A sort is chosen for the list it was chosen on: a new query is asked in relevance order
    /// (distance from 草津 means nothing for 別府), and the user sorts it again if they want.
    private func queryChanged() {
        let query = SearchRequest.meaningfulQuery(own.query.text)
        guard own.request.query != query else { return }
        own.request.query = query
        own.request.sort = .relevance
        search()
    }

    /// Rows fetched at first: a few screens. Large result sets are fetched further as the list
    /// scrolls, so a one-letter query over 100,000 areas does not build every row per keystroke.
    static let firstFetch = 300

    /// Fetches more rows when the selection nears the end of what is loaded (or all, for `G`).
    private func fetchMoreIfNeeded(all: Bool = false) {
        let outcome = own.outcome
        guard !outcome.isComplete, outcome.request.unlimited == own.request.unlimited,
              all || own.viewport.selection + 2 * pageHeight >= outcome.rows.count,
              let engine = catalog.searchEngine else { return }
        var request = outcome.request
        request.limit = all ? nil : max(outcome.rows.count * 4, own.viewport.selection + 4 * pageHeight)
        let searchFacilities = self.searchFacilities
        effects.run("fetch") { [weak self] in
            let more = await searchFacilities.execute(engine, request, outcome)
            guard !Task.isCancelled, let self, self.own.outcome.request.unlimited == more.request.unlimited else { return }
            self.own.outcome = more
            self.own.viewport.setCount(more.rows.count, height: self.pageHeight)
            if all { self.own.viewport.last(height: self.pageHeight) }
        }
    }

    /// Starts a search for the current request, cancelling the one in flight.
    private func search() {
        // The filters' one owner is the store (the map reads it too); a request records the
        // filters it was made with, so a result can be matched to what was asked.
        own.request.filter = filterStore.filter
        guard let engine = catalog.searchEngine else { return }
        var request = own.request
        request.limit = Self.firstFetch
        let searchFacilities = self.searchFacilities
        let shown = own.outcome
        effects.run("search") { [weak self] in
            // Let the rest of a burst of keys (a paste) arrive first: each cancels this task.
            await Task.yield()
            guard !Task.isCancelled else { return }
            let outcome = await searchFacilities.execute(engine, request, shown)
            guard !Task.isCancelled, let self, self.own.request == request.unlimited else { return }
            self.apply(outcome)
        }
    }

    private func apply(_ outcome: SearchOutcome) {
        let selectedID = own.selectedListing?.id
        // A new order starts at its top: the focused row's new place means nothing to the user.
        let sameOrder = outcome.request.sort == own.outcome.request.sort
        own.hasSearched = true
        own.showsFirstPage = false
        own.outcome = outcome
        own.viewport.setCount(outcome.rows.count, height: pageHeight)
        // Keep the selection on the same area when it is still there, else start at the top.
        // Found by position, not by making the listing of every row until it turns up.
        if sameOrder, let selectedID, let position = outcome.listings.position(of: selectedID),
           let row = outcome.rows.firstIndex(where: { $0.index == position }),
           outcome.request.query.isEmpty {
            own.viewport.select(row, height: pageHeight)
        } else {
            own.viewport.first(height: pageHeight)
        }
    }
}

extension SearchViewModel: ViewModel {}
