import Foundation
import Dependencies
import Entities
import Navigation
@testable import SearchFeature
import Stores
import Testing
import TestSupport
import UseCases

@MainActor
// A wait for observed state that never comes true ends at the time limit (a failure), not a hung run.
@Suite(.timeLimit(.minutes(1))) struct SearchViewModelTests {
    func make(_ load: LoadCatalogUseCase = .returning(Fixtures.listings, prefectures: Fixtures.prefectures),
              search: SearchFacilitiesUseCase = .synchronous) -> (SearchViewModel, Router) {
        let router = Router()
        let viewModel = withDependencies {
            $0.date = .constant(Date(timeIntervalSince1970: 1_795_491_000))
            $0.loadCatalog = load
            $0.searchFacilities = search
            $0.router = router
        } operation: {
            let store = CatalogStore()
            return withDependencies { $0.catalogStore = store } operation: { SearchViewModel() }
        }
        return (viewModel, router)
    }

    func names(_ viewModel: SearchViewModel) -> [String] {
        viewModel.state.rows.map { viewModel.state.outcome.listings[$0.index].name }
    }

    func type(_ text: String, into viewModel: SearchViewModel) async {
        for character in text { await viewModel.sendAndSettle(.query(.insert(String(character)))) }
        await viewModel.waitForSearch()
    }

    @Test func loadsEverythingWithAnEmptyQuery() async {
        let (viewModel, _) = make()
        await viewModel.appearAndSettle()
        #expect(viewModel.state.phase == .ready)
        #expect(viewModel.state.rows.count == Fixtures.listings.count)
        // The first row is selected: with no query, the area with the most sources (道後, 11) leads.
        #expect(viewModel.state.selectedListing?.name == "道後温泉")
        #expect(viewModel.state.filterPanel.items.contains(.prefecture(code: "10", name: "群馬県")))
    }

    @Test func typingSearchesIncrementally() async {
        let (viewModel, _) = make()
        await viewModel.appearAndSettle()
        await viewModel.sendAndSettle(.focusQuery)
        #expect(viewModel.state.focus == .query)
        await type("くさつ", into: viewModel)
        #expect(names(viewModel).first == "草津")
        await viewModel.sendAndSettle(.query(.clear))
        await type("beppu", into: viewModel)
        #expect(names(viewModel).first == "別府/鉄輪")
        #expect(viewModel.state.rows.first?.matchedField == .reading) // romaji is matched through the kana reading
        await viewModel.sendAndSettle(.query(.clear))
        await type("gunma", into: viewModel)
        #expect(names(viewModel) == ["草津"])
        await viewModel.sendAndSettle(.submitQuery)
        #expect(viewModel.state.focus == .list)
    }

    /// The map writes the shared filter ("search this area"): the list follows without a key, and
    /// `m` on a row opens the map on it.
    @Test func aFilterSetElsewhereIsFollowedAndMOpensTheMapOnTheRow() async throws {
        let filters = SearchFilterStore()
        let router = Router()
        let viewModel = withDependencies {
            $0.date = .constant(Date(timeIntervalSince1970: 1_795_491_000))
            $0.loadCatalog = .returning(Fixtures.listings)
            $0.searchFacilities = .synchronous
            $0.router = router
        } operation: {
            let store = CatalogStore()
            return withDependencies {
                $0.catalogStore = store
                $0.searchFilterStore = filters
            } operation: { SearchViewModel() }
        }
        await viewModel.appearAndSettle()
        let all = viewModel.state.rows.count
        let kusatsu = try #require(Fixtures.listings.first { $0.name == "草津" })
        filters.filter.area = CoordinateBox(minLatitude: kusatsu.coordinate.latitude - 0.1, maxLatitude: kusatsu.coordinate.latitude + 0.1,
                                            minLongitude: kusatsu.coordinate.longitude - 0.1, maxLongitude: kusatsu.coordinate.longitude + 0.1)
        await waitUntil { viewModel.state.outcome.request.filter.area != nil }
        await viewModel.waitForSearch()
        #expect(viewModel.state.rows.count < all)
        #expect(viewModel.state.rows.allSatisfy { filters.filter.matches(viewModel.state.outcome.listings[$0.index]) })
        #expect(viewModel.state.summary.contains("この範囲"))
        viewModel.send(.showOnMap)
        let first = viewModel.state.outcome.listings[viewModel.state.rows[0].index].id
        #expect(router.selectedTab == .map)
        #expect(router.currentStack == [.map(focus: nil), .map(focus: first)])
        viewModel.effects.cancelAll()
    }

    /// Issue 14: a catalog that left bad rows out says so, and where to look.
    @Test func skippedRowsAreReportedOnTheFirstScreen() async {
        let listings = Fixtures.listings, prefectures = Fixtures.prefectures
        let (viewModel, _) = make(LoadCatalogUseCase { _ throws(CatalogError) in
            CatalogSnapshot(listings: listings, prefectures: prefectures, skippedRows: 2)
        })
        await viewModel.appearAndSettle()
        #expect(viewModel.state.notice?.contains("2行をスキップ") == true)
        #expect(viewModel.state.notice?.contains("yumeguri catalog check") == true)
        viewModel.effects.cancelAll()
    }

    @Test func listKeysMoveAndEnterOpens() async {
        let (viewModel, router) = make()
        await viewModel.appearAndSettle()
        viewModel.pageHeight = 10
        await viewModel.sendAndSettle(.pageDown)
        #expect(viewModel.state.viewport.selection == 9)
        await viewModel.sendAndSettle(.last)
        #expect(viewModel.state.viewport.selection == Fixtures.listings.count - 1)
        await viewModel.sendAndSettle(.first)
        await viewModel.sendAndSettle(.moveDown)
        await viewModel.sendAndSettle(.moveDown)
        await viewModel.sendAndSettle(.open)
        // The third row of the first screen, which lists by destination score.
        let third = viewModel.state.outcome.listings[viewModel.state.rows[2].index].id
        #expect(router.currentStack == [.search, .facility(third)])
    }

    @Test func aNewKeystrokeCancelsTheStaleSearch() async {
        // Each search parks until the test lets it go, so both are in flight at once.
        let gate = SearchGate()
        let search = SearchFacilitiesUseCase { engine, request, previous in
            await gate.park(request.query)
            return engine.run(request, refining: previous)
        }
        let (viewModel, _) = make(search: search)
        await gate.allow("") // the initial, empty search
        await viewModel.appearAndSettle()
        // `send` returns while the search is parked: typing goes on.
        viewModel.send(.query(.insert("く")))
        await gate.waitUntilParked("く")
        viewModel.send(.query(.insert("さ")))
        #expect(viewModel.state.query.text == "くさ")
        await gate.waitUntilParked("くさ")
        // The newer search finishes first; the stale one finishes afterwards and must not win.
        await gate.allow("くさ")
        await waitUntil { viewModel.state.outcome.request.query == "くさ" }
        #expect(viewModel.state.outcome.request.query == "くさ")
        await gate.allow("く")
        await gate.waitUntilFinished("く")
        await viewModel.waitForSearch()
        #expect(viewModel.state.outcome.request.query == "くさ")
        #expect(names(viewModel).first == "草津")
    }

    @Test func filtersAndSortChangeTheResults() async {
        let (viewModel, _) = make()
        await viewModel.appearAndSettle()
        await viewModel.sendAndSettle(.openFilters)
        #expect(viewModel.state.focus == .filters)
        // Walk to 群馬県 in the panel and toggle it.
        while viewModel.state.filterPanel.current != .prefecture(code: "10", name: "群馬県") { await viewModel.sendAndSettle(.filterDown) }
        await viewModel.sendAndSettle(.toggleFilter)
        await viewModel.waitForSearch()
        let expected = Fixtures.listings.filter { $0.prefectureCode == "10" }.count
        #expect(viewModel.state.rows.count == expected)
        #expect(viewModel.state.summary.contains("群馬県"))
        await viewModel.sendAndSettle(.distanceFromPrefecture)
        await viewModel.waitForSearch()
        guard case .distance(let origin) = viewModel.state.outcome.request.sort else {
            Issue.record("sort is not by distance")
            return
        }
        #expect(origin.label.contains("前橋"))
        await viewModel.sendAndSettle(.clearFilters)
        await viewModel.waitForSearch()
        #expect(viewModel.state.rows.count == Fixtures.listings.count)
        // `x` resets the order with the filters.
        #expect(viewModel.state.outcome.request.sort == .relevance)
        await viewModel.sendAndSettle(.closeFilters)
        await viewModel.sendAndSettle(.cycleSort)
        await viewModel.waitForSearch()
        #expect(viewModel.state.outcome.request.sort == .reading)
    }

    /// Issue 22, item 3: a sort belongs to the list it was chosen on. Distance from 草津, then a
    /// search for べっぷ, is in relevance order again, and the summary says which order it is.
    @Test func aNewQueryGoesBackToRelevanceAndTheSummaryNamesTheOrder() async throws {
        let (viewModel, _) = make()
        await viewModel.appearAndSettle()
        let kusatsu = try #require(viewModel.state.rows.firstIndex { viewModel.state.outcome.listings[$0.index].name == "草津" })
        await viewModel.sendAndSettle(.select(kusatsu))
        #expect(viewModel.state.selectedListing?.name == "草津")
        await viewModel.sendAndSettle(.distanceFromSelection)
        await viewModel.waitForSearch()
        #expect(viewModel.state.summary.contains("草津からの距離"))
        await viewModel.sendAndSettle(.focusQuery)
        await type("べっぷ", into: viewModel)
        #expect(viewModel.state.outcome.request.sort == .relevance)
        #expect(names(viewModel).first == "別府/鉄輪")
        #expect(viewModel.state.summary.contains("並び: 関連度"))
        #expect(!viewModel.state.summary.contains("距離"))
        // A sort chosen for this query holds for it, and `x` resets it.
        await viewModel.sendAndSettle(.leaveQuery)
        await viewModel.sendAndSettle(.cycleSort)
        await viewModel.waitForSearch()
        #expect(viewModel.state.summary.contains("並び: 五十音"))
        await viewModel.sendAndSettle(.clearFilters)
        await viewModel.waitForSearch()
        #expect(viewModel.state.outcome.request.sort == .relevance)
        #expect(viewModel.state.summary.contains("並び: 関連度"))
    }

    /// Issue 22, item 4: a new order starts at its top, not at the old focused row's new place.
    @Test func aNewOrderStartsAtItsTop() async {
        let (viewModel, _) = make()
        await viewModel.appearAndSettle()
        for _ in 0..<3 { await viewModel.sendAndSettle(.moveDown) }
        #expect(viewModel.state.viewport.selection == 3)
        for sort in [FacilitySort.reading, .temperature, .ph] {
            await viewModel.sendAndSettle(.cycleSort)
            await viewModel.waitForSearch()
            #expect(viewModel.state.outcome.request.sort == sort)
            #expect(viewModel.state.viewport.selection == 0, "\(sort)")
            await viewModel.sendAndSettle(.moveDown)
        }
    }

    /// Issue 22, item 10: the reading column shows the reading, whatever the query was typed in.
    @Test func theReadingColumnShowsTheReadingForARomajiMatch() {
        let kusatsu = Fixtures.listings[0]
        let (romaji, romajiRanges) = SearchView.secondText(kusatsu, highlight: MatchHighlight(field: .romaji, ranges: [0..<7]))
        #expect(romaji == "くさつ" && romajiRanges.isEmpty)
        let (reading, readingRanges) = SearchView.secondText(kusatsu, highlight: MatchHighlight(field: .reading, ranges: [0..<2]))
        #expect(reading == "くさつ" && readingRanges == [0..<2])
    }

    @Test func hugePastesAreCutAndSaySo() async {
        let (viewModel, _) = make()
        await viewModel.appearAndSettle()
        await viewModel.sendAndSettle(.focusQuery)
        await viewModel.sendAndSettle(.query(.insert(String(repeating: "湯", count: 10_000))))
        await viewModel.waitForSearch()
        #expect(viewModel.state.query.characters.count == SearchViewState.maxQueryLength)
        #expect(viewModel.state.notice?.contains("256") == true)
        await viewModel.sendAndSettle(.query(.clear))
        await viewModel.sendAndSettle(.query(.insert("草\u{1b}[2J津\u{7}")))
        await viewModel.waitForSearch()
        #expect(viewModel.state.query.text == "草[2J津")
    }

    @Test func aFailedLoadIsShown() async {
        let (viewModel, router) = make(LoadCatalogUseCase { _ throws(CatalogError) in
            throw .malformed(file: "onsen/aist_onsen_named.csv", line: 12, reason: .emptyField("id"))
        })
        await viewModel.appearAndSettle()
        #expect(viewModel.state.phase == .failed("onsen/aist_onsen_named.csv:12: 「id」が空です"))
        await viewModel.sendAndSettle(.open)
        #expect(router.currentStack == [.search])
    }

    @Test func theFirstPageIsDrawnBeforeTheWholeCatalogLoads() async {
        // The loader is held at a gate: nothing but the stored first page is in until it opens.
        let (release, releaseContinuation) = AsyncStream<Void>.makeStream()
        let page = Array(Fixtures.listings.prefix(2))
        let load = LoadCatalogUseCase { _ throws(CatalogError) in
            for await _ in release { break }
            return CatalogSnapshot(listings: Fixtures.listings, prefectures: Fixtures.prefectures)
        } firstPage: { _ in page }
        let (viewModel, _) = make(load)
        let appearing = Task { await viewModel.appearAndSettle() }
        await waitUntil { viewModel.state.showsFirstPage }
        #expect(viewModel.state.phase == .ready)
        #expect(names(viewModel) == page.map(\.name))
        #expect(viewModel.state.summary.contains("残りを読み込み中"))
        // Keys work on the first page meanwhile.
        viewModel.send(.moveDown)
        #expect(viewModel.state.selectedListing?.id == page[1].id)
        releaseContinuation.yield()
        await appearing.value
        #expect(!viewModel.state.showsFirstPage)
        #expect(viewModel.state.rows.count == Fixtures.listings.count)
        #expect(viewModel.state.selectedListing?.id == page[1].id) // the selection stays on the same area
        #expect(!viewModel.state.summary.contains("残りを読み込み中"))
    }

    @Test func withoutAStoredFirstPageTheProgressShowsUntilTheCatalogIsIn() async {
        let (release, releaseContinuation) = AsyncStream<Void>.makeStream()
        let load = LoadCatalogUseCase { _ throws(CatalogError) in
            for await _ in release { break }
            return CatalogSnapshot(listings: Fixtures.listings, prefectures: Fixtures.prefectures)
        }
        let (viewModel, _) = make(load)
        let appearing = Task { await viewModel.appearAndSettle() }
        await waitUntil { if case .loading = viewModel.state.phase { true } else { false } }
        #expect(viewModel.state.rows.isEmpty)
        #expect(!viewModel.state.showsFirstPage)
        releaseContinuation.yield()
        await appearing.value
        #expect(viewModel.state.phase == .ready)
        #expect(viewModel.state.rows.count == Fixtures.listings.count)
    }

    @Test func progressReachesTheScreenWhileTheCatalogBuilds() async {
        let (seen, seenContinuation) = AsyncStream<Void>.makeStream()
        let (release, releaseContinuation) = AsyncStream<Void>.makeStream()
        let load = LoadCatalogUseCase { progress throws(CatalogError) in
            progress(CatalogBuildProgress(phase: .importing, completed: 250, total: 4610))
            seenContinuation.yield()
            for await _ in release { break }
            return CatalogSnapshot(listings: Fixtures.listings, prefectures: Fixtures.prefectures)
        }
        let (viewModel, _) = make(load)
        let appearing = Task { await viewModel.appearAndSettle() }
        for await _ in seen { break }
        await waitUntil {
            if case .loading(let progress) = viewModel.state.phase { return progress.phase == .importing }
            return false
        }
        #expect(viewModel.state.phase == .loading(CatalogBuildProgress(phase: .importing, completed: 250, total: 4610)))
        releaseContinuation.yield()
        await appearing.value
        #expect(viewModel.state.phase == .ready)
    }
}

/// Holds searches until the test lets each one go, and reports when they park and finish.
actor SearchGate {
    private var allowed: Set<String> = []
    private var parked: Set<String> = []
    private var finished: Set<String> = []
    private var waiters: [String: [CheckedContinuation<Void, Never>]] = [:]
    private var watchers: [(condition: @Sendable (SearchGate.Snapshot) -> Bool, continuation: CheckedContinuation<Void, Never>)] = []

    struct Snapshot: Sendable {
        var parked: Set<String>
        var finished: Set<String>
    }

    func park(_ query: String) async {
        parked.insert(query)
        notify()
        if !allowed.contains(query) {
            await withCheckedContinuation { waiters[query, default: []].append($0) }
        }
        finished.insert(query)
        notify()
    }

    func allow(_ query: String) {
        allowed.insert(query)
        waiters.removeValue(forKey: query)?.forEach { $0.resume() }
    }

    func waitUntilParked(_ query: String) async { await wait { $0.parked.contains(query) } }
    func waitUntilFinished(_ query: String) async { await wait { $0.finished.contains(query) } }

    private func wait(_ condition: @escaping @Sendable (Snapshot) -> Bool) async {
        if condition(Snapshot(parked: parked, finished: finished)) { return }
        await withCheckedContinuation { watchers.append((condition, $0)) }
    }

    private func notify() {
        let snapshot = Snapshot(parked: parked, finished: finished)
        watchers.removeAll { watcher in
            guard watcher.condition(snapshot) else { return false }
            watcher.continuation.resume()
            return true
        }
    }
}

/// Issue 31 §9: `a` with no plan open says how to open one and offers the latest saved plan, in
/// the status bar: the order line above the list keeps saying what the list is.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct SearchAddToPlanTests {
    @Test func aWithNoPlanOpenOffersTheLatestAndAAgainAddsThere() async throws {
        let now = Date(timeIntervalSince1970: 1_795_491_000)
        let saved = DayPlan(id: "plan-1", name: "別府八湯 12/05 (土)", origin: .manual, stops: [], startTime: now, updatedAt: now)
        let (viewModel, plans) = withDependencies {
            $0.date = .constant(now)
            $0.uuid = .incrementing
            $0.loadCatalog = .returning(Fixtures.listings, prefectures: Fixtures.prefectures)
            $0.searchFacilities = .synchronous
            $0.router = Router()
            var journey = JourneyUseCase.testValue
            journey.plans = { () throws(UserDataError) in [saved] }
            journey.savePlan = { _ throws(UserDataError) in }
            $0.journeyUseCase = journey
        } operation: {
            let (catalog, plans) = (CatalogStore(), PlanStore())
            return withDependencies { $0.catalogStore = catalog; $0.planStore = plans } operation: { (SearchViewModel(), plans) }
        }
        await viewModel.appearAndSettle()
        let selected = try #require(viewModel.state.selectedListing)
        let orderLine = viewModel.state.summary
        await viewModel.sendAndSettle(.addToPlan)
        #expect(viewModel.state.planNotice?.contains("もう一度 a で最新の「別府八湯 12/05 (土)」に追加します") == true, "\(viewModel.state.planNotice ?? "nil")")
        #expect(viewModel.state.notice == nil && viewModel.state.summary == orderLine, "the order line stays")
        #expect(plans.plan("plan-1")?.stops.isEmpty == true, "nothing added before the user says so")
        await viewModel.sendAndSettle(.addToPlan)
        #expect(plans.plan("plan-1")?.stops == [selected.id])
        #expect(plans.activePlanID == "plan-1")
        #expect(viewModel.state.planNotice?.contains("に追加しました") == true)
    }
}
