import Dependencies
import DetailFeature
import Entities
import Foundation
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

// Times the map screen's redraw after each key of a scripted pan/zoom session, on a real catalog
// (`yumeguri catalog synth --count 100000` for the issue's figure), the way the app does it: the key
// goes through the screen's table to the view model, the screen draws into a fresh canvas, and the
// frame is diffed against the previous one. Writing to the terminal is not included (it depends on
// the terminal; scripts/bench.sh measures bytes written separately).
//
// Usage: map-bench --catalog DIR [--data-dir DIR] [--map DIR] [--size 120x40]

func argument(_ name: String) -> String? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("map-bench: \(message)\n".utf8))
    exit(1)
}

let catalogDirectory = URL(fileURLWithPath: argument("--catalog") ?? "Resources")
let dataDirectory = URL(fileURLWithPath: argument("--data-dir")
    ?? FileManager.default.temporaryDirectory.appendingPathComponent("map-bench-data").path)
let mapDirectory = URL(fileURLWithPath: argument("--map") ?? "Resources/map")
let sizeParts = (argument("--size") ?? "120x40").split(separator: "x").compactMap { Int($0) }
guard sizeParts.count == 2, sizeParts[0] >= 60, sizeParts[1] >= 16 else { fail("--size must be like 120x40") }
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

let clock = ContinuousClock()

func milliseconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) * 1000 + Double(parts.attoseconds) / 1e15
}

func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let rank = Int((p / 100 * Double(sorted.count - 1)).rounded())
    return sorted[min(max(rank, 0), sorted.count - 1)]
}

func report(_ name: String, _ values: [Double]) {
    print(
        name.padding(toLength: 40, withPad: " ", startingAt: 0)
            + String(format: "p50 %7.3f ms   p99 %7.3f ms   max %7.3f ms", percentile(values, 50), percentile(values, 99), values.max() ?? 0))
}

func sharedCatalog() -> CatalogStore {
    @Dependency(\.catalogStore) var store
    return store
}
let catalog = sharedCatalog()
let loadTime = await clock.measure { await catalog.load() }
if case .failed(let error) = catalog.phase { fail(error.description) }
print("catalog: \(catalog.listings.count) areas from \(catalogDirectory.path), loaded in \(String(format: "%.0f", milliseconds(loadTime))) ms")

let screen = MapScreen()
// The body of a frame: everything between the tab bar and the status bar, as in the app.
let body = Rect(x: 0, y: 1, width: terminalSize.width, height: terminalSize.height - 2)
var warmup = Canvas(size: terminalSize)
screen.layout(in: body, asciiOnly: false)
screen.render(in: body, on: &warmup)
screen.appear()
await screen.settled()
if let message = screen.statusMessage { print("note: \(message)") }

// Every zoom level, pans at each, the focus stepping, borders on for the second half, resets.
let script = Array("+++hhjjl+++lkk++hhjjll+kk------0l+++++jjhhkkll----+++llnnNll----0b+++jjj+++kkk++++hhll----------n")
func key(_ c: Character) -> KeyEvent { .character(c) }

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
        let handle = clock.measure { _ = screen.handle(key(c)) }
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

print("map-bench: \(catalog.listings.count) markers, \(terminalSize.width)×\(terminalSize.height) terminal, \(frame.count) keys (zoom \(zooms.min() ?? 0)…\(zooms.max() ?? 0))")
report("key → new state (aggregate, nearest)", handleTimes)
report("draw screen + frame diff", drawTimes)
report("frame: key → diffed frame", frame)
let over = frame.filter { $0 > 16 }.count
print(over == 0 ? "every frame under 16 ms" : "\(over) of \(frame.count) frames over 16 ms")
