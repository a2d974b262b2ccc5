import AppShell
import AppWiring
import ArgumentParser
import CredentialsLive
import Dependencies
import Entities
import Foundation
import Localization
import MapFeature
import Navigation
import Repositories
import RepositoriesLive
import ScreenKit
import Stores
import TerminalKit
import YumeguriCLI

/// `yumeguri-bench fuzz`: seeded random keys and resizes through the whole app — the live registry,
/// every screen, the real catalog and a real user database in a fresh folder — on a headless
/// terminal. After every event the router and the shell must agree, and a frame at 60×16 or more
/// must not draw text over text (LayoutAudit); a crash ends the process.
/// `make fuzz EVENTS=1000000` runs it long; the test suite runs it short.
struct FuzzBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "fuzz")

    @Option(help: "How many events.")
    var events = 10_000

    @Option(help: "Seed (the same seed replays the same run).")
    var seed: UInt64 = 1

    @OptionGroup var options: AppOptions

    @MainActor
    func run() async throws {
        umask(0o077)
        let (location, isScratch) = try options.scratchLocation(prefix: "yumeguri-fuzz")
        defer { if isScratch { try? FileManager.default.removeItem(at: location.dataDirectory) } }
        var random = SplitMix64(seed: seed)
        var report = FuzzReport()
        let started = ContinuousClock.now
        let router = Router()
        LiveDependencies.prepare(location: location, router: router,
                                 mapDirectory: ResourceLocator.bundledMap(environment: options.environment), codeReader: .benchUnavailable)
        while report.events < events {
            // A quit (q then y, Ctrl-C) ends a session; the next one starts where a new app would.
            router.open(DeepLink(tab: .search, stack: [.search]))
            for tab in Tab.allCases { router.select(tab: tab); router.popToRoot() }
            router.select(tab: .search)
            let terminal = HeadlessTerminal(size: Size(width: 100, height: 30))
            let asciiOnly = random.next() % 4 == 0
            let shell = Shell(terminal: terminal, router: router, asciiOnly: asciiOnly)
            // A third of the sessions measure ambiguous characters as two cells.
            let ambiguous: AmbiguousWidth = random.next() % 3 == 0 ? .wide : .narrow
            report.sessions += 1
            await AmbiguousWidth.$current.withValue(ambiguous) {
                shell.render()
                while report.events < events, shell.exitCode == nil {
                    let event = FuzzEvents.next(&random)
                    if case .resize(let size) = event {
                        terminal.setSize(size)
                        shell.handle(.checkSize)
                    } else if case .key(let key) = event {
                        shell.handle(.key(key))
                    }
                    let audit = LayoutAudit()
                    LayoutAudit.$current.withValue(audit) { shell.render() }
                    report.events += 1
                    if let first = audit.overwrites.first, terminal.size.fits(Size(width: 60, height: 16)) {
                        report.failures.append("event \(report.events) \(terminal.size) \(ambiguous): \(first) row '\(terminal.screen.text(row: first.at.y))'")
                    }
                    report.check(shell: shell, router: router, terminal: terminal, asciiOnly: asciiOnly)
                    // Let the effects the keys started run now and then, as the real loop would.
                    if report.events % 64 == 0 { await shell.settled() } else { await Task.yield() }
                }
                await shell.settled()
            }
        }
        let elapsed = ContinuousClock.now - started
        print(BenchText.fuzzSummary(seed: seed, events: report.events, sessions: report.sessions, failures: report.failures.count,
                                    milliseconds: "\(BenchStatistics.milliseconds(elapsed))").text)
        for failure in report.failures.prefix(10) { print("  \(failure)") }
        if !report.failures.isEmpty { throw ExitCode(1) }
    }
}

enum FuzzEvent {
    case key(KeyEvent)
    case resize(Size)
}

enum FuzzEvents {
    static let japanese: [Character] = ["草", "津", "く", "さ", "つ", "湯", "ゆ", "温", "泉", "ｶ", "ﾞ", "ー", "別", "府"]
    static let named: [KeyEvent] = [.escape, .enter, .tab, .backTab, .up, .down, .left, .right, .home, .end, .pageUp, .pageDown,
                                    .backspace, .delete, .shiftUp, .shiftDown]
    static let meaningful: [Character] = Array("?/qy12345jkgGfFxsonNmtvcdu+-[]hlbJK0 ")

    static func next(_ random: inout SplitMix64) -> FuzzEvent {
        let roll = random.next() % 100
        switch roll {
        case 0..<2:
            let width = Int(random.next() % 161) + 1, height = Int(random.next() % 51) + 1
            return .resize(Size(width: width, height: height))
        case 2..<4: return .resize(Size(width: [80, 100, 120, 60][Int(random.next() % 4)], height: [24, 30, 40, 16][Int(random.next() % 4)]))
        case 4..<20: return .key(named[Int(random.next() % UInt64(named.count))])
        case 20..<26:
            // Ctrl keys, Ctrl-C (quit) rarely.
            let letter = Character(Unicode.Scalar(UInt8(97 + random.next() % 26)))
            return .key(.ctrl(letter == "c" && random.next() % 4 != 0 ? "l" : letter))
        case 26..<36: return .key(.character(japanese[Int(random.next() % UInt64(japanese.count))]))
        case 36..<80: return .key(.character(meaningful[Int(random.next() % UInt64(meaningful.count))]))
        default: return .key(.character(Character(Unicode.Scalar(UInt8(32 + random.next() % 95)))))
        }
    }
}

/// What must hold after every event, and what did not.
struct FuzzReport {
    var events = 0
    var sessions = 0
    var failures: [String] = []
    /// `FrameComposition.violations` as of the last check.
    var startedWhileComposing = 0

    @MainActor
    mutating func check(shell: Shell, router: Router, terminal: HeadlessTerminal, asciiOnly: Bool) {
        func fail(_ what: String) { failures.append("event \(events): \(what)") }
        if FrameComposition.violations > startedWhileComposing {
            fail("\(FrameComposition.violations - startedWhileComposing) effects started while a frame was composed (rendering only reads)")
            startedWhileComposing = FrameComposition.violations
        }
        for tab in Tab.allCases {
            let stack = router.stack(for: tab)
            if stack.isEmpty { fail("the \(tab) stack is empty") }
            if stack.first != tab.root { fail("the \(tab) stack does not start at its root: \(stack)") }
            if shell.screenTitles(for: tab).count != stack.count {
                fail("\(tab): \(shell.screenTitles(for: tab).count) screens for \(stack.count) destinations")
            }
        }
        if (shell.modalTitle != nil) != (router.modal != nil) { fail("modal shown \(shell.modalTitle ?? "nil") for \(String(describing: router.modal))") }
        if router.modal != nil, router.modal != .signIn { fail("a modal that is not sign-in: \(String(describing: router.modal))") }
        if terminal.screen.size != terminal.size { fail("frame \(terminal.screen.size) for a \(terminal.size) terminal") }
        if terminal.size.fits(Size(width: 60, height: 16)), shell.exitCode == nil, !shell.isHelpVisible {
            // The breadcrumb ends with the screen on top (its start may be elided, never its end).
            let top = terminal.screen.text(row: 0)
            let last = shell.modalTitle ?? shell.screenTitles(for: router.selectedTab).last ?? ""
            // Drawn as the canvas draws it: with --ascii, `地図 · 別府八湯` is `地図 . 別府八湯`.
            let drawn = asciiOnly ? String(last.map { AsciiDecoration.replacement(for: $0) ?? $0 }) : last
            let shown = String(drawn.prefix(4))
            if !shown.isEmpty, !top.contains(shown), !top.contains("…") { fail("breadcrumb '\(top)' does not end with '\(last)'") }
        }
    }
}
