import ArgumentParser
import Dependencies
import DetailFeature
import Entities
import Foundation
import Localization
import MapCore
import MapData
import MapDataLive
import MapFeature
import Navigation
import Repositories
// The live catalog behind `catalogStore`: linked here, found by swift-dependencies at run time.
import RepositoriesLive
import ScreenKit
import Stores
import TerminalKit

/// `yumeguri-bench map`: times the map screen's redraw after each key of a scripted pan/zoom
/// session, on a real catalog (`yumeguri catalog synth --count 100000` for the figure), the
/// way the app does it: the key goes through the screen's table to the view model, the screen draws
/// into a fresh canvas, and the frame is diffed against the previous one. Writing to the terminal
/// is not included (it depends on the terminal; scripts/bench.sh measures bytes written separately).
struct MapBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "map")

    @Option(help: ArgumentHelp("The catalog folder.", valueName: "dir"))
    var catalog = "Resources"

    @Option(help: ArgumentHelp("The data directory (default: a folder in the temporary directory).", valueName: "dir"))
    var dataDir: String?

    @Option(help: ArgumentHelp("The map outline folder.", valueName: "dir"))
    var map = "Resources/map"

    @Option(help: "Terminal size, like 120x40.")
    var size = "120x40"

    @MainActor
    func run() async throws {
        let catalogDirectory = URL(fileURLWithPath: catalog)
        let dataDirectory = URL(fileURLWithPath: dataDir
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("map-bench-data").path)
        let mapDirectory = URL(fileURLWithPath: map)
        let sizeParts = size.split(separator: "x").compactMap { Int($0) }
        guard sizeParts.count == 2, sizeParts[0] >= 60, sizeParts[1] >= 16 else { throw ValidationError(BenchText.sizeLike(option: "--size").text) }
        let terminalSize = Size(width: sizeParts[0], height: sizeParts[1])
        let router = Router()
        prepareDependencies {
            $0.catalogLocation = CatalogLocation(
                dataDirectory: dataDirectory, sourceDirectory: catalogDirectory,
                isBundled: catalogDirectory.standardizedFileURL.path.hasSuffix("/Resources"))
            $0.mapOutline = .live(directory: mapDirectory)
            $0.router = router
            // The summary beside the map is the detail module's real panel, as in the app.
            $0.viewBuilding = ViewBuildingClient(
                screen: { PlaceholderScreen(destination: $0) },
                nearbyPanel: { _ in StaticTextPanel(lines: []) },
                facilitySummaryPanel: { FacilitySummaryPanel(id: $0) })
        }

        try await measure(terminalSize: terminalSize, catalogDirectory: catalogDirectory)
    }

    /// Loads the catalog, then times every key of the script, three rounds (the first warms up).
    @MainActor
    private func measure(terminalSize: Size, catalogDirectory: URL) async throws {
        let clock = ContinuousClock()
        @Dependency(\.catalogStore) var catalog
        let loadTime = await clock.measure { await catalog.load() }
        if case .failed(let error) = catalog.phase { throw ValidationError(error.description) }
        print(BenchText.mapCatalog(areas: catalog.listings.count, folder: TerminalText.sanitized(catalogDirectory.path),
                                   milliseconds: String(format: "%.0f", milliseconds(loadTime))).text)

        let screen = MapScreen()
        // The body of a frame: everything between the tab bar and the status bar, as in the app.
        let body = Rect(x: 0, y: 1, width: terminalSize.width, height: terminalSize.height - 2)
        var warmup = Canvas(size: terminalSize)
        screen.layout(in: body, asciiOnly: false)
        screen.render(in: body, on: &warmup)
        screen.appear()
        await screen.settled()
        if let message = screen.statusMessage { print(BenchText.mapNote(message).text) }

        let times = await timeKeys(screen, terminalSize: terminalSize, body: body)
        print(BenchText.mapSummary(markers: catalog.listings.count, width: terminalSize.width, height: terminalSize.height, keys: times.frame.count,
                                   zoomFrom: times.zooms.min() ?? 0, zoomTo: times.zooms.max() ?? 0).text)
        report("key → new state (aggregate, nearest)", times.handle)
        report("draw screen + frame diff", times.draw)
        report("frame: key → diffed frame", times.frame)
        let over = times.frame.filter { $0 > 16 }.count
        print((over == 0 ? BenchText.framesUnderBudget : .framesOverBudget(over: over, total: times.frame.count)).text)
    }

    @MainActor
    private func timeKeys(_ screen: MapScreen, terminalSize: Size, body: Rect) async -> (frame: [Double], handle: [Double], draw: [Double], zooms: Set<Int>) {
        let clock = ContinuousClock()
        // Every zoom level, pans at each, the focus stepping, borders on for the second half, resets.
        let script = Array("+++hhjjl+++lkk++hhjjll+kk------0l+++++jjhhkkll----+++llnnNll----0b+++jjj+++kkk++++hhll----------n")

        var previous: Canvas?
        var frame: [Double] = []
        var handleTimes: [Double] = []
        var drawTimes: [Double] = []
        var zooms: Set<Int> = []
        for round in 0..<3 {
            for c in script {
                var canvas = Canvas(size: terminalSize)
                var changes = 0
                // The key through the table to the view model, which then derives the new state (markers,
                // nearest list, dots) when the screen looks up the focus for its summary panel.
                let handle = clock.measure { _ = screen.handle(.character(c)) }
                let draw = clock.measure {
                    screen.layout(in: body, asciiOnly: false)
                    screen.render(in: body, on: &canvas)
                    changes = FrameDiff.changes(from: previous, to: canvas).count
                }
                previous = canvas
                zooms.insert(screen.viewModel.state.viewport.zoom)
                _ = changes
                // Let the summary panels the focus changes asked for load, outside the timed part.
                await Task.yield()
                // The first round warms caches and the allocator; only later ones are reported.
                guard round > 0 else { continue }
                frame.append(milliseconds(handle + draw))
                handleTimes.append(milliseconds(handle))
                drawTimes.append(milliseconds(draw))
            }
        }

        return (frame, handleTimes, drawTimes, zooms)
    }

    private func milliseconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) * 1000 + Double(parts.attoseconds) / 1e15
    }

    private func percentile(_ values: [Double], _ p: Double) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((p / 100 * Double(sorted.count - 1)).rounded())
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    private func report(_ name: String, _ values: [Double]) {
        print(
            name.padding(toLength: 40, withPad: " ", startingAt: 0)
                + String(format: "p50 %7.3f ms   p99 %7.3f ms   max %7.3f ms", percentile(values, 50), percentile(values, 99), values.max() ?? 0))
    }
}
