import CatalogColumns
import Entities
import TerminalKit
import TestSupport
import Testing
import UseCases
import Widgets
@testable import SearchFeature

@Suite struct SearchSnapshotTests {
    let engine = FacilitySearchEngine(listings: Fixtures.listings, prefectures: Fixtures.prefectures)

    func state(query: String = "", focus: SearchViewState.Focus = .list, selection: Int = 0, height: Int) -> SearchViewState {
        var state = SearchViewState()
        state.hasSearched = true
        state.request = SearchRequest(query: query)
        state.outcome = engine.run(state.request)
        state.query = TextFieldState(text: query)
        state.focus = focus
        state.catalogCount = Fixtures.listings.count
        state.prefectureNames = Dictionary(uniqueKeysWithValues: Fixtures.prefectures.map { ($0.code, $0.name) })
        state.viewport = ListViewport(count: state.rows.count)
        state.viewport.select(selection, height: height)
        state.filterPanel = FilterPanelState(regions: ["関東", "九州"], prefectures: [("10", "群馬県"), ("44", "大分県")])
        return state
    }

    func render(_ state: SearchViewState, _ size: Size, phase: SearchViewState.Phase = .ready,
                favorites: Set<FacilityID> = []) -> Canvas {
        var state = state
        state.phase = phase
        state.favorites = favorites
        return renderCanvas(size) { SearchView.render(state, in: $0.bounds, on: &$0) }
    }

    /// The text with a line under each row marking highlighted cells with `^`.
    func highlights(_ canvas: Canvas) -> String {
        canvas.markedText { $0.style.role == .highlight || ($0.style.underline && $0.style.role == .selection) }
    }

    @Test func list80x24() {
        let canvas = render(state(selection: 3, height: 21), Size(width: 80, height: 24))
        assertTextSnapshot(canvas.plainText, named: "search-80x24")
        #expect(canvas[2, 3 + 3].style.role == .selection)
    }

    @Test func list120x40() {
        assertTextSnapshot(render(state(selection: 30, height: 37), Size(width: 120, height: 40)).plainText, named: "search-120x40")
    }

    @Test func highlightedMatches() {
        let kanji = render(state(query: "津", focus: .query, height: 21), Size(width: 80, height: 12))
        assertTextSnapshot(highlights(kanji), named: "search-highlight-kanji")
        let romaji = render(state(query: "beppu", height: 21), Size(width: 80, height: 8))
        assertTextSnapshot(highlights(romaji), named: "search-highlight-romaji")
        #expect(highlights(romaji).contains("           ^^^^^^"))
    }

    @Test func filterPanel() {
        var shown = state(height: 21)
        shown.focus = .filters
        shown.request = SearchRequest(filter: { var f = FacilityFilter(); f.prefectureCodes = ["10"]; return f }())
        shown.outcome = engine.run(shown.request)
        shown.viewport = ListViewport(count: shown.rows.count)
        let text = render(shown, Size(width: 100, height: 30)).plainText
        assertTextSnapshot(text, named: "search-filters-100x30")
        #expect(text.contains("[x] 群馬県"))
    }

    /// The order a list is sorted by is always a column: pH and distance at 80 columns, where the
    /// default list has neither.
    @Test func theSortKeyIsAColumn() {
        func sorted(_ sort: FacilitySort, width: Int) -> String {
            var shown = state(height: 7)
            shown.request = SearchRequest(sort: sort)
            shown.outcome = engine.run(shown.request)
            shown.viewport = ListViewport(count: shown.rows.count)
            return render(shown, Size(width: width, height: 10)).plainText
        }
        let plain = sorted(.relevance, width: 80)
        #expect(!plain.contains(" pH") && !plain.contains("距離"))
        let byPH = sorted(.ph, width: 80)
        assertTextSnapshot(byPH, named: "search-sorted-ph-80x10")
        #expect(byPH.contains(" pH"))
        let origin = DistanceOrigin(label: "前橋", coordinate: Coordinate(latitude: 36.3911, longitude: 139.0608))
        let byDistance = sorted(.distance(origin), width: 80)
        assertTextSnapshot(byDistance, named: "search-sorted-distance-80x10")
        #expect(byDistance.contains("距離") && byDistance.contains(" km"))
        // A wide terminal shows more columns instead of a wider name.
        let wide = sorted(.relevance, width: 160)
        #expect(wide.contains(" pH") && wide.contains("料金(見本)"))
    }

    @Test func loadingShowsProgress() {
        let text = render(SearchViewState(), Size(width: 80, height: 24),
                          phase: .loading(CatalogBuildProgress(phase: .importing, completed: 2305, total: 4610))).plainText
        assertTextSnapshot(text, named: "search-loading-80x24")
        #expect(text.contains("2305/4610"))
        #expect(text.contains("50%"))
    }

    @Test func onlyVisibleRowsAreDrawnForAHugeList() {
        let many = (0..<100_000).map { Fixtures.listing("syn-\($0)", "合成温泉\($0)", "ごうせい", "長野県", 40, nil) }
        var huge = SearchViewState()
        huge.outcome = SearchOutcome(request: SearchRequest(), listings: CatalogListings(many), rows: many.indices.map { ResultRow(index: $0) },
                                     matchedCount: many.count, isQueryTruncated: false)
        huge.catalogCount = many.count
        huge.viewport = ListViewport(count: many.count)
        huge.viewport.last(height: 21)
        let text = render(huge, Size(width: 80, height: 24)).plainText
        #expect(text.contains("100000/100000"))
        #expect(text.contains("合成温泉99999"))
        #expect(!text.contains("合成温泉99978 "))
    }
}
