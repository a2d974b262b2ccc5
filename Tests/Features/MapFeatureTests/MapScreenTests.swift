import Dependencies
import Entities
import Localization
import MapCore
import MapData
import MapDataLive
import Navigation
import Stores
import TerminalKit
import TestSupport
import Testing
@testable import MapFeature

@MainActor
@Suite struct MapScreenTests {
    func screen(focus: FacilityID? = nil, outline: MapOutlineClient = .live(directory: MapFixtures.mapDirectory)) -> (MapScreen, Router) {
        let (viewModel, router) = MapFixtures.make(focus: focus, outline: outline)
        return (MapScreen(viewModel: viewModel), router)
    }

    /// All of Japan at 100×30, the way the Map tab opens: coast, markers, the nearest list below.
    @Test func allOfJapan100x30() async {
        let (screen, _) = screen()
        _ = renderText(screen, Size(width: 100, height: 30))
        await screen.appearAndSettle()
        let text = renderText(screen, Size(width: 100, height: 30))
        assertTextSnapshot(text, named: "map-japan-100x30")
        #expect(text.contains("中心に近い温泉") && !text.contains("Nearest"), "one language at a time")
        #expect(text.contains("ズーム 0/10"))
    }

    @Test func allOfJapanInAscii() async {
        let (screen, _) = screen()
        _ = renderText(screen, Size(width: 100, height: 30), asciiOnly: true)
        await screen.appearAndSettle()
        let text = renderText(screen, Size(width: 100, height: 30), asciiOnly: true)
        assertTextSnapshot(text, named: "map-japan-100x30-ascii")
        // Only the data (Japanese names) is non-ASCII: no braille, boxes or shades.
        let decoration = text.unicodeScalars.filter { (0x2500...0x28FF).contains($0.value) || $0 == "•" || $0 == "◉" }
        #expect(decoration.isEmpty)
    }

    /// `m` on 草津: centred and zoomed in, 草津 focused, its summary beside the nearest list.
    @Test func kusatsu120x38() async {
        let (screen, _) = screen(focus: MapFixtures.kusatsu)
        _ = renderText(screen, Size(width: 120, height: 38))
        await screen.appearAndSettle()
        let text = renderText(screen, Size(width: 120, height: 38))
        assertTextSnapshot(text, named: "map-kusatsu-120x38")
        let lines = text.split(separator: "\n")
        #expect(lines.contains { $0.contains("草津") && $0.contains("0.0 km") && $0.contains("95.0℃") })
        // The summary comes from the registry (its test value names the facility asked for).
        #expect(text.contains("summary panel for aist-2711"))
    }

    /// Issue 15, item 6: with ambiguous characters wide, markers, shades and frames are drawn in
    /// ASCII (one cell each), so the map and the panels keep their places.
    @Test func kusatsu120x38WithAmbiguousCharactersWide() async {
        await AmbiguousWidth.$current.withValue(.wide) {
            let (screen, _) = screen(focus: MapFixtures.kusatsu)
            _ = renderText(screen, Size(width: 120, height: 38))
            await screen.appearAndSettle()
            let text = renderText(screen, Size(width: 120, height: 38))
            assertTextSnapshot(text, named: "map-kusatsu-120x38-wide")
            #expect(!text.contains("─") && !text.contains("•") && !text.contains("░"))
            // Issue 22 item 18: every mark, the focus and the legend's included, is ASCII when wide.
            for mark in ["◉", "┼", "┬", "┴", "├", "┤", "♥", "▒", "▓", "█"] { #expect(!text.contains(mark), "\(mark) drawn when wide") }
            for line in text.split(separator: "\n") { #expect(String(line).displayWidth <= 120, "\(line)") }
        }
    }

    @Test func narrowTerminalPutsTheListBelow() async {
        let (screen, _) = screen(focus: MapFixtures.kusatsu)
        _ = renderText(screen, Size(width: 80, height: 22))
        await screen.appearAndSettle()
        let text = renderText(screen, Size(width: 80, height: 22))
        assertTextSnapshot(text, named: "map-kusatsu-80x22")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let list = lines.firstIndex { $0.contains("中心に近い温泉") } ?? 0
        #expect(list >= 12)
    }

    /// The map in English at 80×24 and 120×40: the header, legend and nearest list in English
    /// only (the areas' names are the data's).
    @Test func englishSnapshots() async {
        let (screen, _) = screen(focus: MapFixtures.kusatsu)
        _ = renderText(screen, Size(width: 80, height: 24))
        await screen.appearAndSettle()
        for size in [Size(width: 80, height: 24), Size(width: 120, height: 40)] {
            let text = renderText(screen, size, in: .en)
            assertTextSnapshot(text, named: "map-kusatsu-\(size.width)x\(size.height)-en")
            #expect(text.contains("Nearest") && text.contains("zoom 7/10"), "\(text)")
            #expect(!text.contains("中心"), "\(text)")
            for line in text.split(separator: "\n") { #expect(String(line).displayWidth <= size.width) }
        }
        #expect(AppLanguage.$scoped.withValue(.en) { screen.title } == "Around Kusatsu 草津", "the catalog's name in English beside the Japanese")
        // The same map in Japanese at 80×24 (`map-kusatsu-80x22` is the 80-column one with its chrome).
        assertTextSnapshot(renderText(screen, .terminal80x24, in: .ja), named: "map-kusatsu-80x24-ja")
    }

    /// A click on a row of the nearest list focuses that area (its summary follows); a click on
    /// the focused row opens it, as in every other list.
    @Test func aClickSelectsARowOfTheNearestList() async throws {
        let (screen, router) = screen(focus: MapFixtures.kusatsu, outline: .empty)
        let size = Size(width: 80, height: 24)
        _ = renderText(screen, size)
        await screen.appearAndSettle()
        let lines = renderText(screen, size).split(separator: "\n", omittingEmptySubsequences: false)
        let second = screen.viewModel.state.nearest[1]
        let row = try #require(lines.firstIndex { $0.contains(second.name) && $0.contains("km") })
        #expect(screen.handleMouse(MouseEvent(.press, x: 3, y: row)))
        await screen.settled()
        #expect(screen.viewModel.state.focus?.id == second.id, "the clicked row is focused")
        #expect(router.top != .facility(second.id))
        #expect(screen.handleMouse(MouseEvent(.press, x: 3, y: row)))
        #expect(router.top == .facility(second.id), "a click on the focused row opens it")
    }

    @Test func keysGoThroughTheTableAndTheSummaryFollowsTheFocus() async {
        let (screen, router) = screen(focus: MapFixtures.kusatsu, outline: .empty)
        _ = renderText(screen, Size(width: 120, height: 38))
        await screen.appearAndSettle()
        #expect(await screen.handleAndSettle(.character("n")))
        #expect(renderText(screen, Size(width: 120, height: 38)).contains("summary panel for aist-2708"))
        #expect(await screen.handleAndSettle(.character("N")))
        #expect(renderText(screen, Size(width: 120, height: 38)).contains("summary panel for aist-2711"))
        #expect(await screen.handleAndSettle(.character("+")))
        #expect(screen.viewModel.state.viewport.zoom == MapViewModel.focusZoom + 1)
        #expect(await screen.handleAndSettle(.left))
        #expect(await screen.handleAndSettle(.character("0")))
        #expect(screen.viewModel.state.viewport.zoom == 0)
        #expect(await screen.handleAndSettle(.character("x")) == false)
        #expect(await screen.handleAndSettle(.enter))
        #expect(router.top == .facility(screen.viewModel.state.nearest[0].id))
    }

    @Test func helpListsEveryMapKey() {
        let keys = MapScreen.keyMap.help.map(\.keys).joined(separator: " ")
        for key in ["h", "j", "k", "l", "←", "+", "-", "0", "n", "N", "Enter", "b"] {
            #expect(keys.split(separator: " ").contains(Substring(key)), "\(key) missing from help")
        }
    }

    /// Issue 23, rendering only reads: the spatial grid, the coast and the markers are built in
    /// `layout` and `send`, keyed by the catalog's revision, never while a frame is composed.
    @Test func composingFramesBuildsNoScene() async {
        let filters = SearchFilterStore()
        let (viewModel, _) = MapFixtures.make(focus: MapFixtures.kusatsu, filters: filters)
        let screen = MapScreen(viewModel: viewModel)
        _ = renderText(screen, Size(width: 100, height: 30))
        await screen.appearAndSettle()
        _ = renderText(screen, Size(width: 100, height: 30))
        var built = screen.viewModel.scenesBuilt
        var canvas = Canvas(size: Size(width: 100, height: 30))
        for _ in 0..<20 { screen.render(in: canvas.bounds, on: &canvas) }
        #expect(screen.viewModel.scenesBuilt == built)
        // The same layout again (the next frame at the same size) builds nothing either.
        screen.layout(in: canvas.bounds, asciiOnly: false)
        #expect(screen.viewModel.scenesBuilt == built)
        // The search filters change (the search tab wrote them): the frames composed meanwhile
        // still build nothing; the next frame's layout builds the new scene once.
        var onlyCoupons = FacilityFilter()
        onlyCoupons.couponsOnly = true
        filters.filter = onlyCoupons
        for _ in 0..<20 { screen.render(in: canvas.bounds, on: &canvas) }
        #expect(screen.viewModel.scenesBuilt == built)
        screen.layout(in: canvas.bounds, asciiOnly: false)
        #expect(screen.viewModel.scenesBuilt == built + 1)
        built += 1
        // A key that moves the camera builds the new scene in `send`, before any frame.
        screen.viewModel.send(.zoomIn)
        #expect(screen.viewModel.scenesBuilt == built + 1)
        for _ in 0..<20 { screen.render(in: canvas.bounds, on: &canvas) }
        #expect(screen.viewModel.scenesBuilt == built + 1)
    }
}
