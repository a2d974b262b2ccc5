import AppShell
import AppWiring
import CodeReaderLive
import Dependencies
import Foundation
import NcursesTerminal
import Navigation
import Settings
import Stores
import TerminalKit
import UseCases
import YumeguriCLI

/// The app: wires the live dependencies, starts the terminal, runs the loop, restores.
@MainActor
enum AppMain {
    static func start(options: AppSettings, link: DeepLink?) async throws -> Int32 {
        // Everything yumeguri writes (databases, journals) is private to the user.
        umask(0o077)
        // The config comes first: the keys a screen answers to are the user's from its first frame.
        let config: AppConfig
        do {
            config = try ConfigFile.loadOnce(ConfigFile.path(environment: options.environment), tables: KeyTables.all)
        } catch {
            CLIOutput.error(error.description + "\n" + ShellText.configHint.text)
            return 2
        }
        KeyOverrides.install(config.keys)
        let location = try options.location()
        let router = Router()
        if let link { router.open(link) }
        LiveDependencies.prepare(location: location, router: router,
                                 mapDirectory: ResourceLocator.bundledMap(environment: options.environment), codeReader: .zbarimg)
        // The catalog opens while the user database is checked and the terminal is set up: the
        // first frame then finds its first page read (or the catalog building) instead of starting it.
        @Dependency(\.catalogStore) var catalog
        // Its first page only, until the first frame is on the screen (`holdFullLoad`).
        catalog.holdFullLoad()
        defer { catalog.releaseFullLoad() }
        let catalogOpening = Task { await catalog.load() }
        defer { catalogOpening.cancel() }
        // The terminal answers its questions while the user database opens: the round trip (tens
        // of milliseconds through tmux or ssh) no longer comes before the first frame. Only a
        // terminal on both ends is asked: with output redirected the probe would write to a
        // terminal the app is not going to use.
        let interactive = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        // Every terminating signal is taken before the terminal is touched: one that comes during
        // start-up ends it below, after what was set up is undone (it used to leave -icanon -echo,
        // or the alternate screen with mouse reporting on).
        if interactive { SignalWatcher.shared.install() }
        let questions = options.probeQuestions(config: config)
        let probe = interactive ? TerminalProbe.start(background: questions.background, ambiguousWidth: questions.ambiguousWidth) : nil
        // A damaged user database, or one from a newer version, stops here with what to do, before
        // the terminal is taken: every screen would otherwise show it as empty or signed out.
        do {
            try await LiveDependencies.openUserData(location)
        } catch {
            // The answers are waited out and echo restored before the message: the replies must
            // not land in the user's shell.
            _ = probe?.finish()
            CLIOutput.error(error.description)
            return 1
        }
        // Whoever was signed in when the app last ran is signed in again before the first frame,
        // and the favourites are read meanwhile (they belong to the device, not to an account).
        @Dependency(\.sessionStore) var session
        async let restored: Void = session.restore()
        let userData = await startUserData()
        await restored
        defer { userData.stop() }
        let (theme, ambiguous) = options.terminalSettings(config: config, reply: probe?.finish() ?? TerminalProbeReply())
        // The probe has given the terminal back: a signal so far ends here, nothing else to undo.
        await Task.yield()
        if let number = SignalWatcher.shared.received { return 128 + number }
        let terminal: NcursesTerminal
        do {
            terminal = try NcursesTerminal(theme: theme, mouse: options.mouse(config: config), ambiguous: ambiguous)
        } catch {
            CLIOutput.error(error.description)
            return 1
        }
        let shell = Shell(terminal: terminal, router: router, asciiOnly: options.asciiOnly(config: config))
        // Every width the loop measures (and the canvas draws) follows the one setting.
        let code = await AmbiguousWidth.$current.withValue(ambiguous) {
            await shell.run(afterFirstFrame: {
                catalog.releaseFullLoad()
                userData.loadVisits()
            })
        }
        terminal.shutdown()
        // The terminal is the user's again at once; the process ends once what they saw is on disk.
        @Dependency(\.favoritesStore) var favorites
        @Dependency(\.planStore) var plans
        @Dependency(\.factsStore) var facts
        await favorites.settleWrites()
        await plans.settleWrites()
        await facts.settleWrites()
        return code
    }

    /// Favourites load before the first frame (every list shows ★ from the start); the visit log,
    /// which an import can make a million long, and the rallies it completes load once the first
    /// frame is on the screen (`UserDataStartup.loadVisits`; `stop` cancels what is left). Then one
    /// feed follows writes by other yumeguri processes on the same data directory, so favourites,
    /// visits and tickets changed in another terminal show here without a restart.
    private static func startUserData() async -> UserDataStartup {
        @Dependency(\.favoritesStore) var favorites
        @Dependency(\.visitLogStore) var visitLog
        @Dependency(\.sessionStore) var session
        @Dependency(\.userDataChanges) var changes
        @Dependency(\.planStore) var plans
        let feed = UserDataChangeFeed(token: changes.token, clock: ContinuousClock())
        feed.subscribe { await favorites.reload() }
        feed.subscribe { await visitLog.load() }
        feed.subscribe { await session.reloadAfterOtherProcessWrote() }
        feed.subscribe { await plans.reload() }
        @Dependency(\.factsStore) var facts
        feed.subscribe { await facts.reload() }
        await favorites.load()
        await feed.start()
        return UserDataStartup(feed: feed)
    }
}

/// What `startUserData` started, and the visit log it leaves for after the first frame, stopped
/// together when the app ends.
@MainActor
final class UserDataStartup {
    let feed: UserDataChangeFeed
    private var visitsLoading: Task<Void, Never>?

    init(feed: UserDataChangeFeed) { self.feed = feed }

    /// Reads the visit log, then the rallies, which follow it from then on, so a rally completed
    /// anywhere (a desk, another terminal) is announced whichever screen is up. Not before the
    /// first frame: the reads and their reader connections took one of the two cores while it was
    /// being made (about 1.4 ms of a warm start), and nothing in it shows visits.
    func loadVisits() {
        guard visitsLoading == nil else { return }
        @Dependency(\.visitLogStore) var visitLog
        @Dependency(\.rallyStore) var rallies
        @Dependency(\.factsStore) var facts
        visitsLoading = Task {
            // The user's facts first: a few rows, which the detail, the plans and the tickets read.
            if !facts.isLoaded { await facts.load() }
            await visitLog.load()
            await rallies.load()
        }
    }

    func stop() {
        visitsLoading?.cancel()
        feed.stop()
        @Dependency(\.rallyStore) var rallies
        rallies.stop()
    }
}
