import Dependencies
import Entities
import Foundation
import Localization
@testable import FavoritesFeature
import MapCore
import MapData
import Navigation
import Repositories
import RepositoryFakes
import ScreenKit
import Stores
import TerminalKit
import Testing
import TestSupport
import UseCases
import Widgets

/// Issue 35, pictures of the record: the stamp map, the calendar and the 泉質 passport, each
/// derived from the visit log through `VisitStatisticsStore`, with the keys that move them.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct RecordPicturesTests {
    /// The shared catalog rows with the 泉質 the passport collects from them written out (the
    /// catalog's shorthand names fewer types), and 玉川, an area of the test's own for 鉄.
    static let listings = [
        FixtureCatalog.kusatsu.with(springType: "酸性・含硫黄-アルミニウム-硫酸塩・塩化物泉"),
        FixtureCatalog.kannawa.with(springType: "単純温泉"),
        FixtureCatalog.dogo.with(springType: "アルカリ性単純温泉"),
        FixtureCatalog.noboribetsu.with(springType: "硫黄泉"),
        FixtureCatalog.kusatsuNeighbours[4].with(springType: "酸性・含硫黄"),
        FacilityListing(id: FacilityID("aist-0501"), name: "玉川", reading: "", romaji: "", prefectureCode: "05", prefectureName: "秋田県",
                        regionName: "東北", coordinate: Coordinate(latitude: 39.96, longitude: 140.72), maxTemperature: 50, ph: 2,
                        springType: "酸性・含二酸化炭素・鉄(II)-塩化物泉", sourceCount: 1),
    ]

    nonisolated static let mapDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources/map")

    /// A screen built by `build` over stores holding four visits (草津 twice, 別府, 道後 a year
    /// before), on 2025-11-21 in Japan.
    func make<S>(_ build: @escaping @MainActor () -> S) async throws -> (screen: S, router: Router, visits: VisitLogStore) {
        let router = Router(selectedTab: .favorites)
        let (screen, visits) = withDependencies {
            $0.visitLogUseCase = VisitLogUseCase(repository: .fake())
            $0.loadCatalog = .returning(Self.listings, prefectures: FavoritesFixtures.prefectures)
            $0.mapOutline = MapOutlineClient { () throws(MapOutlineError) in try MapOutline(directory: Self.mapDirectory) }
            $0.router = router
            $0.date = .constant(FavoritesFixtures.day("2025-11-21"))
        } operation: {
            @Dependency(\.catalogStore) var catalog
            @Dependency(\.visitLogStore) var visits
            let statistics = withDependencies { $0.catalogStore = catalog; $0.visitLogStore = visits } operation: { VisitStatisticsStore() }
            return withDependencies {
                $0.catalogStore = catalog
                $0.visitLogStore = visits
                $0.visitStatisticsStore = statistics
            } operation: { (build(), visits) }
        }
        for (id, date) in [("aist-2711", "2025-01-02"), ("aist-2711", "2025-08-10"), ("aist-7154", "2025-03-04"), ("aist-6653", "2024-05-06")] {
            _ = try await visits.record(VisitDraft(facilityID: FacilityID(id), date: try VisitDate(parsing: date), rating: 4, note: ""))
        }
        return (screen, router, visits)
    }

    @Test func theStampMapShadesEachPrefectureByItsVisitsAndFollowsTheLog() async throws {
        let (screen, router, visits) = try await make { StampMapScreen() }
        router.navigate(to: .visits)
        router.navigate(to: .stampMap)
        await screen.viewModel.appearAndSettle()
        _ = renderText(screen, Size(width: 80, height: 24))
        let state = screen.viewModel.state
        #expect(state.isLoaded && state.visits == 4 && state.areas == 3 && state.visitedPrefectures == 3)
        #expect(state.selectedName == "群馬県" && state.selectedVisits == 2 && state.selectedAreas == 1, "the most visited comes first")
        #expect(state.scale.level(2) == 2 && state.scale.level(1) == 1)
        assertTextSnapshot(renderText(screen, Size(width: 80, height: 24)), named: "stamp-map-80x24")
        assertTextSnapshot(renderText(screen, Size(width: 160, height: 50)), named: "stamp-map-160x50")
        assertTextSnapshot(renderText(screen, Size(width: 80, height: 24), asciiOnly: true), named: "stamp-map-ascii-80x24")
        let english = renderText(screen, .terminal80x24, in: .en)
        assertTextSnapshot(english, named: "stamp-map-en-80x24")
        #expect(english.contains("Stamp map  prefectures 3/47 · 3 areas · 4 visits") && english.contains("Okinawa"))
        AmbiguousWidth.$current.withValue(.wide) {
            let text = renderText(screen, Size(width: 80, height: 24))
            #expect(!text.contains("░") && !text.contains("▒") && text.contains(":"), "wide ambiguous cells get the ASCII shades")
            for line in text.split(separator: "\n") { #expect(String(line).displayWidth <= 80, "\(line)") }
        }
        #expect(renderText(screen, Size(width: 80, height: 24)).contains("沖縄 ··"), "沖縄 is an inset, unvisited")
        #expect(screen.handle(.character("j")))
        #expect(screen.viewModel.state.selectedName == "埼玉県" && screen.viewModel.state.selectedVisits == 0)
        #expect(screen.handle(.character("k")) && screen.handle(.character("k")))
        #expect(screen.viewModel.state.selectedName == "栃木県")
        try await visits.record(VisitDraft(facilityID: FixtureCatalog.noboribetsu.id, date: try VisitDate(parsing: "2025-11-01"), rating: 5, note: ""))
        await waitUntil { screen.viewModel.state.visitedPrefectures == 4 }
        #expect(screen.viewModel.state.visits == 5)
        #expect(screen.handle(.character("M")))
        #expect(router.currentStack.last == .visits, "M goes back to the list it came from")
        screen.disappear()
    }

    /// M, C, P and v between the log and its pictures go back to the one just below instead of
    /// stacking it again; a year from a deep link is the year shown.
    @Test func thePicturesAreFacesOfOneRecordOnTheStack() async throws {
        let (calendar, router, _) = try await make { VisitCalendarScreen(year: 2024) }
        router.navigate(to: .visits)
        router.navigate(to: .stampMap)
        router.navigate(to: .visitCalendar(year: 2024))
        await calendar.viewModel.appearAndSettle()
        #expect(calendar.viewModel.state.calendar?.year == 2024 && calendar.viewModel.state.summary?.visits == 1)
        #expect(calendar.handle(.character("M")))
        #expect(router.currentStack == [.favorites, .visits, .stampMap], "M goes back to the map below instead of stacking another")
        #expect(calendar.handle(.character("P")))
        #expect(router.currentStack == [.favorites, .visits, .stampMap, .springPassport])
        calendar.disappear()
    }

    @Test func theCalendarShowsAYearOfDaysAndSwitchesYears() async throws {
        let (screen, _, _) = try await make { VisitCalendarScreen(year: nil) }
        await screen.viewModel.appearAndSettle()
        var state = screen.viewModel.state
        #expect(state.calendar?.year == 2025, "the newest visit's year")
        #expect(state.summary?.visits == 3 && state.summary?.prefectureCount == 2)
        #expect(state.calendar.map { $0.counts[0] } == 0 && state.calendar.map { $0.counts[1] } == 1)
        #expect(state.levels.count == 365 && state.levels[324] != nil && state.levels[325] == nil, "days after 21 November have no cell yet")
        #expect(!state.canGoForward)
        assertTextSnapshot(renderText(screen, Size(width: 80, height: 24)), named: "visit-calendar-80x24")
        assertTextSnapshot(renderText(screen, Size(width: 160, height: 50)), named: "visit-calendar-160x50")
        assertTextSnapshot(renderText(screen, Size(width: 80, height: 24), asciiOnly: true), named: "visit-calendar-ascii-80x24")
        let english = renderText(screen, .terminal80x24, in: .en)
        assertTextSnapshot(english, named: "visit-calendar-en-80x24")
        #expect(english.contains("3 visits") && english.contains("Su ") && !english.contains("記録"))
        assertTextSnapshot(renderText(screen, .terminal120x40, in: .en), named: "visit-calendar-en-120x40")
        #expect(screen.handle(.character("h")))
        state = screen.viewModel.state
        #expect(state.calendar?.year == 2024 && state.summary?.visits == 1 && state.canGoForward)
        #expect(state.calendar?.counts.count == 366)
        #expect(screen.handle(.character("]")))
        #expect(screen.handle(.character("l")))
        #expect(screen.viewModel.state.calendar?.year == 2025, "no year after this one")
        screen.disappear()
    }

    @Test func thePassportCollectsTypesAndListsTheNearestAreasStillToVisit() async throws {
        let (screen, router, _) = try await make { SpringPassportScreen() }
        await screen.viewModel.appearAndSettle()
        screen.layout(in: Rect(x: 0, y: 0, width: 80, height: 24), asciiOnly: false)
        let state = screen.viewModel.state
        let collected = Dictionary(uniqueKeysWithValues: state.stamps.map { ($0.type, $0.areas) })
        #expect(state.collected == 5)
        #expect(collected[.simple] == 2 && collected[.sulfur] == 1 && collected[.acidic] == 1 && collected[.iron] == 0)
        #expect(state.anchor?.name == "草津", "nearest to the newest visit")
        let sulfur = try #require(PassportTypes.all.firstIndex(of: .sulfur))
        for _ in 0..<sulfur { #expect(screen.handle(.character("j"))) }
        await screen.settled()
        let areas = try #require(screen.viewModel.state.areas)
        #expect(areas.map(\.name) == ["万座", "登別"], "visited 草津 is left out; the nearest first")
        #expect((areas[0].distance ?? 99) < 10)
        assertTextSnapshot(renderText(screen, Size(width: 80, height: 24)), named: "spring-passport-80x24")
        assertTextSnapshot(renderText(screen, Size(width: 160, height: 50)), named: "spring-passport-160x50")
        assertTextSnapshot(renderText(screen, Size(width: 60, height: 13), asciiOnly: true), named: "spring-passport-ascii-60x13")
        let english = renderText(screen, .terminal80x24, in: .en)
        #expect(english.contains("5/10 therapeutic types collected") && !english.contains("泉質パスポート"))
        #expect(screen.handle(.enter))
        #expect(screen.viewModel.state.focus == .areas)
        #expect(screen.handle(.character("j")))
        #expect(screen.handle(.enter))
        #expect(router.currentStack.last == .facility(FixtureCatalog.noboribetsu.id))
        #expect(screen.handle(.escape))
        #expect(screen.viewModel.state.focus == .types)
        screen.disappear()
    }

    /// A run in English names the areas still to visit and the anchor as English lists do
    /// (`Manza 万座 (Gunma)`), not as the catalog writes them.
    @Test func thePassportInEnglishNamesItsAreasInEnglish() async throws {
        try await AppLanguage.$scoped.withValue(.en) {
            let (screen, _, _) = try await make { SpringPassportScreen() }
            await screen.viewModel.appearAndSettle()
            screen.layout(in: Rect(x: 0, y: 0, width: 80, height: 24), asciiOnly: false)
            let sulfur = try #require(PassportTypes.all.firstIndex(of: .sulfur))
            for _ in 0..<sulfur { #expect(screen.handle(.character("j"))) }
            await screen.settled()
            let english = renderText(screen, .terminal80x24, in: .en)
            assertTextSnapshot(english, named: "spring-passport-en-80x24")
            #expect(english.contains("Manza 万座 (Gunma)") && !english.contains("(群馬県)"), "\(english)")
            screen.disappear()
        }
    }
}
