import Dependencies
import Entities
import Foundation
import Localization
import MapCore
import MapData
import MapDataLive
import Navigation
import RepositoryFakes
import Stores
import Testing
import UseCases
@testable import MapFeature

@MainActor
@Suite struct MapViewModelTests {
    @Test func opensOnAllOfJapanWithEveryAreaOnIt() async {
        let (viewModel, _) = MapFixtures.make()
        if case .loading = viewModel.state.phase {} else { Issue.record("expected loading before appear") }
        await viewModel.appearAndSettle()
        let state = viewModel.state
        #expect(state.phase == .ready)
        #expect(state.viewport.zoom == 0 && state.viewport.center == GeoBounds.japan.center)
        // Every area is on screen at zoom 0: marker counts add up to the catalog.
        let total = state.markers.reduce(0) { total, marker in
            if case .cluster(let n) = marker.kind { return total + n }
            return total + 1
        }
        #expect(total == MapFixtures.listings.count)
        #expect(state.nearest.count == MapViewModel.nearestLimit)
        #expect(state.focusIndex == 0)
    }

    @Test func fromAFacilityTheMapCentresZoomsAndFocuses() async throws {
        let (viewModel, _) = MapFixtures.make(focus: MapFixtures.kusatsu)
        await viewModel.appearAndSettle()
        let state = viewModel.state
        #expect(state.viewport.center == GeoPoint(36.6211, 138.5754))
        #expect(state.viewport.zoom == MapViewModel.focusZoom)
        #expect(state.focus?.id == MapFixtures.kusatsu)
        #expect(state.nearest.first?.name == "草津" && state.nearest.first?.distanceKm == 0)
        #expect(state.nearest.prefix(6).map(\.name) == ["草津", "応徳", "湯の平", "万座", "尻焼", "花敷"])
        // The focused area sits under the crosshair.
        let centre = try #require(state.viewport.cell(for: state.viewport.center))
        #expect(state.focusCell?.x == centre.x && state.focusCell?.y == centre.y)
    }

    /// 地図検索: `s` puts what the map shows into the search tab's filter, and the map itself keeps
    /// showing everything around (it is the view, not a filter of it).
    @Test func searchThisAreaFiltersTheListToTheViewAndSwitchesToIt() async throws {
        let filters = SearchFilterStore()
        filters.filter.couponsOnly = false
        let (viewModel, router) = MapFixtures.make(focus: MapFixtures.kusatsu, filters: filters)
        await viewModel.appearAndSettle()
        let markersBefore = viewModel.state.markers
        viewModel.send(.searchThisArea)
        let area = try #require(filters.filter.area)
        let bounds = viewModel.state.viewport.visibleBounds
        #expect(area == CoordinateBox(minLatitude: bounds.minLat, maxLatitude: bounds.maxLat,
                                      minLongitude: bounds.minLon, maxLongitude: bounds.maxLon))
        #expect(router.selectedTab == .search)
        let inside = MapFixtures.listings.filter(filters.filter.matches).map(\.id)
        #expect(inside.contains(MapFixtures.kusatsu))
        #expect(inside.count < MapFixtures.listings.count)
        #expect(filters.filter.summary().contains("この範囲"))
        #expect(viewModel.state.markers == markersBefore)
    }

    @Test func anUnknownFacilityIsReportedAndTheMapStaysOnJapan() async {
        let (viewModel, _) = MapFixtures.make(focus: FacilityID("aist-0002"))
        await viewModel.appearAndSettle()
        #expect(viewModel.state.viewport.zoom == 0)
        #expect(viewModel.state.message?.contains("aist-0002") == true)
    }

    @Test func panMovesTheCentreAnEighthOfTheViewAndBack() async {
        let (viewModel, _) = MapFixtures.make(focus: MapFixtures.kusatsu)
        await viewModel.appearAndSettle()
        let start = viewModel.state.viewport
        await viewModel.sendAndSettle(.pan(.left))
        #expect(viewModel.state.viewport.center.lon < start.center.lon)
        #expect(viewModel.state.viewport.center.lat == start.center.lat)
        // What was an eighth of the width left of the centre is now at the centre.
        let moved = start.project(viewModel.state.viewport.center)
        #expect(abs(moved.dotX - Double(start.widthDots) * (0.5 - MapViewport.panShare)) < 1e-6)
        await viewModel.sendAndSettle(.pan(.right))
        #expect(abs(viewModel.state.viewport.center.lon - start.center.lon) < 1e-9)
        await viewModel.sendAndSettle(.pan(.up))
        #expect(viewModel.state.viewport.center.lat > start.center.lat)
        await viewModel.sendAndSettle(.pan(.down))
        #expect(abs(viewModel.state.viewport.center.lat - start.center.lat) < 1e-9)
        // The nearest list moved with the map and came back.
        #expect(viewModel.state.nearest.first?.name == "草津")
    }

    @Test func zoomStopsAtBothEndsAndZeroResets() async {
        let (viewModel, _) = MapFixtures.make(focus: MapFixtures.beppu)
        await viewModel.appearAndSettle()
        #expect(MapViewport.zoomLevels.count >= 6)
        for _ in 0..<20 { await viewModel.sendAndSettle(.zoomIn) }
        #expect(viewModel.state.viewport.zoom == MapViewport.zoomLevels.upperBound)
        #expect(viewModel.state.message != nil)
        await viewModel.sendAndSettle(.zoomOut)
        #expect(viewModel.state.viewport.zoom == MapViewport.zoomLevels.upperBound - 1)
        #expect(viewModel.state.message == nil)
        #expect(viewModel.state.viewport.center == GeoPoint(33.3148, 131.4778))
        await viewModel.sendAndSettle(.reset)
        #expect(viewModel.state.viewport.zoom == 0 && viewModel.state.viewport.center == GeoBounds.japan.center)
    }

    @Test func nAndShiftNStepThroughTheNearestByDistanceAndWrap() async {
        let (viewModel, _) = MapFixtures.make(focus: MapFixtures.kusatsu)
        await viewModel.appearAndSettle()
        await viewModel.sendAndSettle(.nextMarker)
        #expect(viewModel.state.focus?.name == "応徳" && viewModel.state.focusIndex == 1)
        await viewModel.sendAndSettle(.nextMarker)
        #expect(viewModel.state.focus?.name == "湯の平")
        await viewModel.sendAndSettle(.previousMarker)
        await viewModel.sendAndSettle(.previousMarker)
        #expect(viewModel.state.focus?.name == "草津")
        await viewModel.sendAndSettle(.previousMarker)
        #expect(viewModel.state.focusIndex == viewModel.state.nearest.count - 1)
        // Moving the focus does not move the map.
        #expect(viewModel.state.viewport.center == GeoPoint(36.6211, 138.5754))
    }

    @Test func theFocusSurvivesASmallPanButNotALongOne() async {
        let (viewModel, _) = MapFixtures.make(focus: MapFixtures.kusatsu)
        await viewModel.appearAndSettle()
        await viewModel.sendAndSettle(.nextMarker)
        await viewModel.sendAndSettle(.pan(.right))
        #expect(viewModel.state.focus?.name == "応徳")
        await viewModel.sendAndSettle(.reset)
        for _ in 0..<6 { await viewModel.sendAndSettle(.pan(.down)) }
        await viewModel.sendAndSettle(.pan(.left))
        // Far from Gunma, the focus is whatever is nearest the new centre.
        #expect(viewModel.state.focusIndex == 0)
        #expect(viewModel.state.focus?.id == viewModel.state.nearest.first?.id)
    }

    @Test func enterOpensTheFocusedFacilityThroughTheRouter() async {
        let (viewModel, router) = MapFixtures.make(focus: MapFixtures.kusatsu)
        await viewModel.appearAndSettle()
        await viewModel.sendAndSettle(.nextMarker)
        await viewModel.sendAndSettle(.open)
        #expect(router.top == .facility(FacilityID("aist-2708")))
    }

    @Test func bordersToggle() async {
        let (viewModel, _) = MapFixtures.make(outline: .live(directory: MapFixtures.mapDirectory))
        await viewModel.appearAndSettle()
        #expect(viewModel.state.borders == nil)
        await viewModel.sendAndSettle(.toggleBorders)
        #expect(viewModel.state.showBorders)
        let borders = viewModel.state.borders
        #expect(borders.map { canvas in (0..<30).contains { y in (0..<80).contains { canvas.pattern(cellX: $0, cellY: y) != 0 } } } == true)
        await viewModel.sendAndSettle(.toggleBorders)
        #expect(viewModel.state.borders == nil)
    }

    @Test func denseAreasAggregateIntoCounts() async throws {
        let (viewModel, _) = MapFixtures.make()
        await viewModel.appearAndSettle()
        let state = viewModel.state
        let okinawa = try #require(state.viewport.cell(for: GeoPoint(26.2, 127.7)))
        let marker = state.markers.first { $0.x == okinawa.x && $0.y == okinawa.y }
        #expect(marker?.kind == .cluster(12))
        // 別府's three areas share a cell at all-Japan zoom, and part at town zoom.
        let beppu = try #require(state.viewport.cell(for: GeoPoint(33.3148, 131.4778)))
        #expect(state.markers.first { $0.x == beppu.x && $0.y == beppu.y }?.kind == .cluster(3))
        let (zoomed, _) = MapFixtures.make(focus: MapFixtures.beppu)
        await zoomed.appearAndSettle()
        await zoomed.sendAndSettle(.zoomIn)
        #expect(zoomed.state.markers.count == 3)
        #expect(zoomed.state.markers.allSatisfy { $0.kind == .area })
    }

    @Test func couponAndFavouriteAreasHaveTheirOwnMarks() async {
        // The mark comes from the favourites store, the same one every screen reads.
        let favorites = withDependencies {
            $0.favoritesUseCase = FavoritesUseCase(repository: .fake())
            $0.date = .constant(Date(timeIntervalSince1970: 1_795_000_000))
        } operation: { FavoritesStore() }
        _ = await favorites.toggle(FacilityID("aist-2712"))
        let (viewModel, _) = MapFixtures.make(focus: MapFixtures.kusatsu, favorites: favorites)
        await viewModel.appearAndSettle()
        let kinds = viewModel.state.markers.map(\.kind)
        #expect(kinds.contains(.coupon))
        #expect(kinds.contains(.favorite))
        #expect(viewModel.state.nearest.first { $0.name == "万座" }?.kind == .favorite)
        #expect(viewModel.state.nearest.first { $0.name == "尻焼" }?.kind == .coupon)
    }

    @Test func onlyAreasPassingTheSearchFiltersAreOnTheMap() async {
        let filters = SearchFilterStore()
        let (viewModel, _) = MapFixtures.make(focus: MapFixtures.kusatsu, filters: filters)
        await viewModel.appearAndSettle()
        let everything = viewModel.state.nearest.count
        #expect(everything > 1)
        var onlyCoupons = FacilityFilter()
        onlyCoupons.couponsOnly = true
        filters.filter = onlyCoupons
        // The scene follows at the next frame's layout, not while the frame is composed.
        viewModel.setMapSize(viewModel.mapSize)
        let expected = MapFixtures.listings.filter(\.hasCoupons).count
        #expect(viewModel.state.nearest.count == min(expected, 20))
        #expect(viewModel.state.nearest.allSatisfy { $0.kind == .coupon || $0.kind == .favorite })
        filters.filter = FacilityFilter()
        viewModel.setMapSize(viewModel.mapSize)
        #expect(viewModel.state.nearest.count == everything)
    }

    @Test func aMissingOutlineStillShowsTheMarkersAndSaysWhy() async {
        let (viewModel, _) = MapFixtures.make(outline: .noMapFolder)
        await viewModel.appearAndSettle()
        #expect(viewModel.state.phase == .ready)
        #expect(!viewModel.state.markers.isEmpty)
        #expect(viewModel.state.message == "海岸線なし: Resources/map が見つかりません (YUMEGURI_RESOURCES に Resources フォルダを設定してください)")
        AppLanguage.$scoped.withValue(.en) {
            #expect(viewModel.state.message == "No coastline: cannot find Resources/map (set YUMEGURI_RESOURCES to the Resources folder)")
        }
    }

    /// A map folder as the app finds it (Resources/map, read by the live client) whose rings file
    /// was cut off half-way: the map says which file and why, in the language in force.
    @Test func aTruncatedOutlineFileIsNamedInEachLanguage() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("map-truncated-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let rings = try Data(contentsOf: MapFixtures.mapDirectory.appendingPathComponent(MapOutline.ringsFileName))
        try rings.prefix(rings.count / 3).write(to: folder.appendingPathComponent(MapOutline.ringsFileName))
        try FileManager.default.copyItem(at: MapFixtures.mapDirectory.appendingPathComponent(MapOutline.segmentsFileName),
                                         to: folder.appendingPathComponent(MapOutline.segmentsFileName))
        let (viewModel, _) = MapFixtures.make(outline: .live(directory: folder))
        await viewModel.appearAndSettle()
        #expect(!viewModel.state.markers.isEmpty)
        #expect(viewModel.state.message == "海岸線なし: prefecture_rings.json: JSON として読めません (壊れたファイル)")
        AppLanguage.$scoped.withValue(.en) {
            #expect(viewModel.state.message == "No coastline: prefecture_rings.json: not valid JSON (a cut-off or damaged file)")
        }
    }

    /// The marker the map draws for 草津, 別府 and 登別 at all-Japan zoom covers land of their own
    /// prefecture (MapCore checks the projection; this checks the markers the screen gets).
    @Test(arguments: [(MapFixtures.kusatsu, 10), (MapFixtures.beppu, 44), (MapFixtures.noboribetsu, 1)])
    func knownAreasLandInTheirPrefecture(id: FacilityID, code: Int) async throws {
        let outline = try MapOutline(directory: MapFixtures.mapDirectory)
        let listing = try #require(MapFixtures.listings.first { $0.id == id })
        let (viewModel, _) = MapFixtures.make(listings: [listing], size: TerminalSize(width: 100, height: 30))
        await viewModel.appearAndSettle()
        let state = viewModel.state
        #expect(state.markers.count == 1)
        let marker = try #require(state.markers.first)
        var codes: Set<Int> = []
        for dx in 0..<2 {
            for dy in 0..<4 {
                let point = state.viewport.unproject(dotX: Double(marker.x * 2 + dx) + 0.5, dotY: Double(marker.y * 4 + dy) + 0.5)
                if let found = outline.prefecture(containing: point) { codes.insert(found) }
            }
        }
        #expect(codes.contains(code), "cell (\(marker.x), \(marker.y)) covers \(codes)")
    }
}
