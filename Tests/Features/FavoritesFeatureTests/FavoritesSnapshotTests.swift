import Entities
import Localization
import TerminalKit
import Widgets
import TestSupport
import Testing
@testable import FavoritesFeature

@Suite struct FavoritesSnapshotTests {
    func row(_ listing: FacilityListing, added: String, visits: Int = 0) -> FavoriteRow {
        FavoriteRow(id: listing.id, name: listing.name, reading: listing.reading, romaji: listing.romaji,
                    prefectureCode: listing.prefectureCode, prefectureName: listing.prefectureName,
                    temperatureText: listing.temperatureText, springType: listing.springType,
                    addedAt: FavoritesFixtures.day(added), visitCount: visits)
    }

    func loadedState() -> FavoritesViewState {
        var state = FavoritesViewState()
        state.viewport = ListViewportFactory.make(count: 3, selection: 1)
        state.content = loadedContent()
        return state
    }

    func loadedContent() -> FavoritesContent {
        FavoritesContent(isLoaded: true, rows: [row(FavoritesFixtures.kusatsu, added: "2026-11-01", visits: 2),
                                                row(FavoritesFixtures.beppu, added: "2026-11-03"),
                                                row(FavoritesFixtures.dogo, added: "2026-11-20", visits: 1)], total: 3)
    }

    /// Issue 15, item 6: with ambiguous characters wide the ★ takes two cells; every row still fits.
    @Test func favourites80x24WithAmbiguousCharactersWide() {
        AmbiguousWidth.$current.withValue(.wide) {
            let text = renderText(Size(width: 80, height: 24)) { FavoritesView.render(loadedState(), in: $0.bounds, on: &$0) }
            assertTextSnapshot(text, named: "favorites-80x24-wide")
            for line in text.split(separator: "\n") { #expect(String(line).displayWidth <= 80, "\(line)") }
        }
    }

    @Test func favourites80x24() {
        let text = renderText(Size(width: 80, height: 24)) { FavoritesView.render(loadedState(), in: $0.bounds, on: &$0) }
        assertTextSnapshot(text, named: "favorites-80x24")
        let english = AppLanguage.$scoped.withValue(.en) {
            renderText(Size(width: 80, height: 24)) { FavoritesView.render(loadedState(), in: $0.bounds, on: &$0) }
        }
        assertTextSnapshot(english, named: "favorites-en-80x24")
        #expect(english.contains("by my order") && english.contains("Pref.") && !english.contains("都道府県"))
        #expect(text.contains("★ 草津"))
    }

    @Test func favourites120x30Filtered() {
        var state = loadedState()
        state.focus = .filter
        state.filter.insert("べっぷ")
        state.content.rows = [state.content.rows[1]]
        state.viewport = ListViewportFactory.make(count: 1, selection: 0)
        let text = renderText(Size(width: 120, height: 30)) { FavoritesView.render(state, in: $0.bounds, on: &$0) }
        assertTextSnapshot(text, named: "favorites-filtered-120x30")
        // Issue 15: 120 columns get the spring type as a column, not a name column 80 cells wide.
        #expect(text.contains("泉質"))
        #expect(!text.contains("Spring type"), "one language at a time")
        #expect(text.split(separator: "\n").dropFirst(2).first.map { DisplayWidth.of($0.prefix { $0 != "大" }) } == 44)
    }

    @Test func emptyStateSaysHowToAddOne() {
        let text = renderText(Size(width: 80, height: 24)) {
            var state = FavoritesViewState()
            state.content = FavoritesContent(isLoaded: true)
            FavoritesView.render(state, in: $0.bounds, on: &$0)
        }
        assertTextSnapshot(text, named: "favorites-empty-80x24")
        #expect(text.contains("で温泉を選んで f を押すと"))
        #expect(text.contains("R: 湯めぐり帳"), "the rallies are found from here too")
        #expect(!text.contains("rallies"), "one language at a time")
        let english = AppLanguage.$scoped.withValue(.en) {
            renderText(Size(width: 80, height: 24)) {
                var state = FavoritesViewState()
                state.content = FavoritesContent(isLoaded: true)
                FavoritesView.render(state, in: $0.bounds, on: &$0)
            }
        }
        assertTextSnapshot(english, named: "favorites-empty-en-80x24")
        #expect(english.contains("No favourites yet.") && english.contains("R: rallies"))
    }

    @Test func stampSummaryAndHistory() throws {
        let visits = [
            Visit(id: 3, facilityID: FavoritesFixtures.dogo.id, date: try VisitDate(parsing: "2026-10-05"), rating: 4, note: "坊っちゃん湯"),
            Visit(id: 2, facilityID: FavoritesFixtures.kusatsu.id, date: try VisitDate(parsing: "2026-02-11"), rating: 5, note: "湯畑がきれい"),
            Visit(id: 1, facilityID: FavoritesFixtures.kusatsu.id, date: try VisitDate(parsing: "2025-12-30"), rating: 3, note: ""),
        ]
        let listings = Dictionary(uniqueKeysWithValues: FavoritesFixtures.listings.map { ($0.id, $0) })
        var state = VisitsViewState()
        var content = VisitsContent(isLoaded: true)
        content.stamps = StampSummary(visits: visits, prefectureOf: { listings[$0]?.prefectureCode }, prefectures: FavoritesFixtures.prefectures)
        content.rows = visits.map { visit in
            VisitRow(id: visit.id, facilityID: visit.facilityID, date: visit.date, name: listings[visit.facilityID]?.name ?? "",
                     prefectureName: listings[visit.facilityID]?.prefectureName ?? "", rating: visit.rating, note: visit.note)
        }
        content.total = content.rows.count
        state.viewport = ListViewportFactory.make(count: 3, selection: 0)
        state.content = content
        #expect(content.stamps?.visitedPrefectures == 2)
        #expect(content.stamps?.distinctAreas == 2)
        let text = renderText(Size(width: 80, height: 24)) { VisitsView.render(state, in: $0.bounds, on: &$0) }
        assertTextSnapshot(text, named: "visits-stamps-80x24")
        let ascii = renderText(Size(width: 80, height: 24), asciiOnly: true) { VisitsView.render(state, in: $0.bounds, on: &$0) }
        assertTextSnapshot(ascii, named: "visits-stamps-ascii-80x24")
        let english = AppLanguage.$scoped.withValue(.en) {
            renderText(Size(width: 80, height: 24)) { VisitsView.render(state, in: $0.bounds, on: &$0) }
        }
        assertTextSnapshot(english, named: "visits-stamps-en-80x24")
        #expect(english.contains("Stamps  prefectures 2/47 · 2 areas · 3 visits") && english.contains("Hot spring"))
        #expect(!english.contains("スタンプ帳") && !english.contains("日付"))
        // Issue 32: the regions and prefectures read in English; Chubu's and Kyushu's stamps take a
        // second line under their first stamp rather than run past 80 columns or lose a prefecture.
        let rows = english.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(rows.allSatisfy { $0.displayWidth <= 80 })
        #expect(english.contains(" Chubu     0/9  □Niigata") && english.contains(" Kanto     1/7  □Ibaraki □Tochigi ■Gunma"))
        for name in ["Aichi", "Okinawa", "Hokkaido", "Kagoshima"] { #expect(english.contains("□" + name), "\(name)") }
        let continued = rows.filter { $0.hasPrefix(String(repeating: " ", count: StampRows.margin + StampRows.labelWidth) + "□") }
        #expect(continued.count == 2, "Chubu and Kyushu each take one more line")
        #expect(!english.contains("中部") && !english.contains("■群馬"))
    }
}

enum ListViewportFactory {
    static func make(count: Int, selection: Int) -> Widgets.ListViewport {
        Widgets.ListViewport(count: count, selection: selection)
    }
}
