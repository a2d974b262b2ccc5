import AppWiring
import ArgumentParser
import Dependencies
import FavoritesFeature
import Foundation
import Localization
import Navigation
import ScreenKit
import Stores
import TerminalKit
import YumeguriCLI

/// `yumeguri-bench pictures`: times a frame of each picture of the record (the stamp map, the
/// calendar, the 泉質 passport) over the data directory's visit log (`make bench` imports a million
/// visits first): a key that moves the picture through the screen's table to its view model, then
/// layout, drawing into a fresh canvas and the diff against the previous frame, as the app does.
/// Also the one derivation the three share (`VisitStatisticsStore`), which runs off the main actor
/// once per change of the log, and a stamp-map frame after a resize (Japan laid out again).
struct PicturesBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "pictures")

    @Option(help: "Terminal size, like 120x40.")
    var size = "120x40"

    @Option(help: "Frames timed per picture (after a warm-up round of the same).")
    var frames = 300

    @OptionGroup var options: AppOptions

    @MainActor
    func run() async throws {
        let sizeParts = size.split(separator: "x").compactMap { Int($0) }
        guard sizeParts.count == 2, sizeParts[0] >= 60, sizeParts[1] >= 16 else { throw ValidationError(BenchText.sizeLike(option: "--size").text) }
        guard frames > 0 else { throw ValidationError(BenchText.mustBePositive(option: "--frames").text) }
        let terminalSize = Size(width: sizeParts[0], height: sizeParts[1])
        let location = try options.location()
        LiveDependencies.prepare(location: location, router: Router(), mapDirectory: ResourceLocator.bundledMap(environment: options.environment),
                                 codeReader: .benchUnavailable)
        @Dependency(\.visitLogStore) var visitLog
        @Dependency(\.catalogStore) var catalog
        @Dependency(\.visitStatisticsStore) var statistics
        let clock = ContinuousClock()
        let load = await clock.measure { await visitLog.load(); await catalog.load() }
        let derive = await clock.measure { await statistics.refresh() }
        print(BenchText.picturesSummary(visits: visitLog.visits.count, areas: catalog.listings.count, width: terminalSize.width, height: terminalSize.height,
                                        loadMilliseconds: Self.fixed(BenchStatistics.milliseconds(load)),
                                        countMilliseconds: Self.fixed(BenchStatistics.milliseconds(derive))).text)
        let body = Rect(x: 0, y: 1, width: terminalSize.width, height: terminalSize.height - 2)
        var all: [Double] = []
        all += await time("stamp map (j: next prefecture)", StampMapScreen(), keys: [.character("j")], body: body, size: terminalSize)
        all += await time("calendar (h/l: year before/after)", VisitCalendarScreen(year: nil), keys: [.character("h"), .character("l")],
                          body: body, size: terminalSize)
        all += await time("passport (j/k: next/previous type)", SpringPassportScreen(), keys: [.character("j"), .character("j"), .character("k")],
                          body: body, size: terminalSize)
        await timeResizes(body: body, size: terminalSize)
        let over = all.filter { $0 > 16 }.count
        print((over == 0 ? BenchText.pictureFramesUnderBudget : .pictureFramesOverBudget(over: over, total: all.count)).text)
    }

    /// Frames of `screen` with `keys` pressed in turn, one per frame; the first round (as many
    /// frames) warms caches and lets each key's background work finish, and is not reported.
    @MainActor
    func time(_ name: String, _ screen: some Screen, keys: [KeyEvent], body: Rect, size: Size) async -> [Double] {
        let clock = ContinuousClock()
        var warm = Canvas(size: size)
        screen.layout(in: body, asciiOnly: false)
        screen.render(in: body, on: &warm)
        screen.appear()
        await screen.settled()
        var previous: Canvas?
        var times: [Double] = [], cpu: [Double] = []
        for round in 0..<2 {
            for index in 0..<frames {
                var canvas = Canvas(size: size)
                let cpuStart = BenchStatistics.threadCPUMilliseconds()
                let elapsed = clock.measure {
                    _ = screen.handle(keys[index % keys.count])
                    screen.layout(in: body, asciiOnly: false)
                    screen.render(in: body, on: &canvas)
                    _ = FrameDiff.changes(from: previous, to: canvas).count
                }
                previous = canvas
                let used = BenchStatistics.threadCPUMilliseconds() - cpuStart
                if round == 0 { await screen.settled() } else { times.append(BenchStatistics.milliseconds(elapsed)); cpu.append(used) }
            }
        }
        screen.disappear()
        report(name, times)
        // On a shared machine a frame's wall time also counts waiting for a core.
        report("  the same, thread CPU time", cpu)
        return times
    }

    /// The stamp map laid out at a new size every frame: Japan rasterised again, then drawn.
    @MainActor
    func timeResizes(body: Rect, size: Size) async {
        let clock = ContinuousClock()
        let screen = StampMapScreen()
        screen.layout(in: body, asciiOnly: false)
        screen.appear()
        await screen.settled()
        var times: [Double] = []
        for index in 0..<40 {
            let rect = Rect(x: 0, y: 1, width: body.width - index % 2, height: body.height)
            var canvas = Canvas(size: size)
            times.append(BenchStatistics.milliseconds(clock.measure {
                screen.layout(in: rect, asciiOnly: false)
                screen.render(in: rect, on: &canvas)
            }))
        }
        screen.disappear()
        report("stamp map after a resize (Japan rasterised)", times)
    }

    func report(_ name: String, _ values: [Double]) {
        let sorted = values.sorted()
        let p50 = BenchStatistics.percentile(sorted, 0.5) ?? 0, p99 = BenchStatistics.percentile(sorted, 0.99) ?? 0
        print(name.padding(toLength: 46, withPad: " ", startingAt: 0)
              + "p50 \(Self.fixed(p50, 3)) ms   p99 \(Self.fixed(p99, 3)) ms   max \(Self.fixed(sorted.last ?? 0, 3)) ms   (\(values.count) frames)")
    }

    static func fixed(_ value: Double, _ digits: Int = 0) -> String { String(format: "%.\(digits)f", value) }
}
