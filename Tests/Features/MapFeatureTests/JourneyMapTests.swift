import Dependencies
import Entities
import Foundation
import Localization
import MapCore
import MapData
import Navigation
import Repositories
import RepositoryFakes
import Stores
import TerminalKit
import TestSupport
import Testing
import UseCases
@testable import MapFeature

/// A rally's members and a plan's route over the map: numbered, fitted into view, the route drawn
/// and the focused leg highlighted, read from the stores (an edit of the plan moves the map).
@MainActor
@Suite struct JourneyMapTests {
    static let beppu = Rally(
        id: RallyID("beppu-hatto"), name: "別府八湯", englishName: "Beppu", kind: .resort, summary: "", source: "",
        members: [RallyMember(position: 1, name: "亀川", prefectureName: "大分県", areas: [FixtureCatalog.kamegawaID]),
                  RallyMember(position: 2, name: "柴石", prefectureName: "大分県", areas: [FixtureCatalog.shibasekiID]),
                  RallyMember(position: 3, name: "鉄輪", prefectureName: "大分県", areas: [FixtureCatalog.kannawaID])])

    func make(_ subject: JourneyMapSubject, plans: [DayPlan] = []) async -> (MapViewModel, PlanStore) {
        let router = Router()
        let (viewModel, planStore) = withDependencies {
            $0.loadCatalog = .returning(MapFixtures.listings)
            $0.router = router
            $0.mapOutline = .empty
            $0.journeyUseCase = JourneyUseCase(repository: .inMemory(rallies: [Self.beppu], plans: plans))
            $0.visitLogUseCase = VisitLogUseCase(repository: .fake())
            $0.date = .constant(Date(timeIntervalSince1970: 1_795_000_000))
        } operation: {
            let (catalog, visits) = (CatalogStore(), VisitLogStore())
            return withDependencies {
                $0.catalogStore = catalog
                $0.visitLogStore = visits
            } operation: {
                let rallies = RallyStore()
                return withDependencies { $0.rallyStore = rallies } operation: {
                    let plans = PlanStore()
                    return withDependencies { $0.planStore = plans } operation: { (MapViewModel(subject: subject), plans) }
                }
            }
        }
        viewModel.setMapSize(TerminalSize(width: 60, height: 24))
        await viewModel.appearAndSettle()
        return (viewModel, planStore)
    }

    @Test func aRallysMembersAreNumberedAndInView() async throws {
        let (map, _) = await make(.rally(Self.beppu.id))
        let journey = try #require(map.state.journey)
        #expect(journey.markers.map(\.label).sorted() == ["1", "2", "3"])
        #expect(journey.route == nil, "a rally's members are not a route")
        #expect(map.state.viewport.zoom >= 7, "fitted to three baths a few km apart, not all of Japan")
        #expect(map.state.title == "地図 · 別府八湯")
        map.send(.nextStop)
        #expect(map.state.journey?.markers.first(where: \.isFocused)?.label == "2")
        map.send(.previousStop)
        map.send(.previousStop)
        #expect(map.state.journey?.markers.first(where: \.isFocused)?.label == "3", "wraps")
    }

    /// A rally's map in each language at 80×24: its English name and the focused stop's words.
    @Test func aRallysMapInEachLanguage() async throws {
        let (map, _) = await make(.rally(Self.beppu.id))
        let screen = MapScreen(viewModel: map)
        map.send(.nextStop)
        for language in [Language.ja, .en] {
            let text = renderText(screen, .terminal80x24, in: language)
            assertTextSnapshot(text, named: "journey-map-rally-80x24" + (language == .en ? "-en" : ""))
            #expect(text.contains(language == .en ? "] [ stops: 2. 柴石" : "] [ 番号: 2. 柴石"), "\(text)")
            let title = AppLanguage.$scoped.withValue(language) { screen.title }
            #expect(title == (language == .en ? "Map · Beppu" : "地図 · 別府八湯"))
        }
    }

    @Test func aPlansRouteIsDrawnAndFollowsTheStore() async throws {
        let stops = [FixtureCatalog.kamegawaID, FixtureCatalog.shibasekiID, FixtureCatalog.kannawaID]
        let plan = DayPlan(id: "plan-1", name: "別府の一日", origin: .manual, stops: stops, startTime: Date(timeIntervalSince1970: 1_795_000_000),
                           updatedAt: Date(timeIntervalSince1970: 1_795_000_000))
        let (map, plans) = await make(.plan("plan-1"), plans: [plan])
        let journey = try #require(map.state.journey)
        let route = try #require(journey.route)
        let drawn = (0..<route.heightCells).flatMap { y in (0..<route.widthCells).map { route.pattern(cellX: $0, cellY: y) } }.filter { $0 != 0 }
        #expect(drawn.count > 3, "the legs are drawn between the stops")
        // The first stop is focused and has no leg before it; the next has one, highlighted.
        map.send(.nextStop)
        let leg = try #require(map.state.journey?.leg)
        let highlighted = (0..<leg.heightCells).flatMap { y in (0..<leg.widthCells).map { leg.pattern(cellX: $0, cellY: y) } }.filter { $0 != 0 }
        #expect(!highlighted.isEmpty && highlighted.count < drawn.count)
        #expect(map.state.journey?.focusText?.contains("柴石") == true)
        // An edit anywhere (the plan screen, another process through the store) moves the map.
        var shorter = plan
        shorter.days[0].stops = Array(stops.prefix(2))
        plans.update(shorter)
        // The next frame's layout builds the scene again (MapFramesOnlyReadTests: the edit draws one).
        map.setMapSize(map.mapSize)
        #expect(map.state.journey?.markers.count == 2)
        let canvas = renderCanvas(Size(width: 60, height: 24)) { MapView.renderMap(map.state, in: $0.bounds, on: &$0) }
        #expect(canvas.plainText.contains("1") && canvas.plainText.contains("2"))
    }
}
