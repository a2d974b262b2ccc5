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

/// The app: wires the live dependencies, starts the terminal, runs the loop, restores. Each step
/// of the start is named below; what a failed check does (its message and exit status) is
/// decided by `StartDecision` (AppWiring), where tests reach it.
@MainActor
enum AppMain {
    static func start(options: AppSettings, link: DeepLink?) async throws -> Int32 {
        // Everything yumeguri writes (databases, journals) is private to the user.
        umask(0o077)
        let (loaded, configDecision) = StartDecision.config { () throws(ConfigError) in
            try ConfigFile.loadOnce(ConfigFile.path(environment: options.environment), tables: KeyTables.all)
        }
        guard let config = loaded else { return report(configDecision) }
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
        let probe = startProbe(options: options, config: config)
        // A damaged user database, or one from a newer version, stops here with what to do, before
        // the terminal is taken: every screen would otherwise show it as empty or signed out.
        let userDataDecision = await StartDecision.userData(at: location)
        guard userDataDecision == .proceed else {
            // The answers are waited out and echo restored before the message: the replies must
            // not land in the user's shell.
            _ = probe?.finish()
            return report(userDataDecision)
        }
        let userData = await restoreSessionAndUserData()
        defer { userData.stop() }
        let (theme, ambiguous) = options.terminalSettings(config: config, reply: probe?.finish() ?? TerminalProbeReply())
        // The probe has given the terminal back: a signal so far ends here, nothing else to undo.
        await Task.yield()
        let signalDecision = StartDecision.signal(SignalWatcher.shared.received)
        guard signalDecision == .proceed else { return report(signalDecision) }
        let terminal: NcursesTerminal
        do {
            terminal = try NcursesTerminal(theme: theme, mouse: options.mouse(config: config), ambiguous: ambiguous)
        } catch {
            return report(.stop(message: error.description, status: 1))
        }
        let shell = Shell(terminal: terminal, router: router, asciiOnly: options.asciiOnly(config: config))
        let code = await run(shell, ambiguous: ambiguous, userData: userData)
        terminal.shutdown()
        // The terminal is the user's again at once; the process ends once what they saw is on disk.
        await settleWrites()
        return code
    }

    /// Says why the start stopped, if it has something to say, and gives the exit status.
    private static func report(_ decision: StartDecision) -> Int32 {
        guard case .stop(let message, let status) = decision else { return 0 }
        if let message { CLIOutput.error(message) }
        return status
    }

    /// The terminal answers its questions while the user database opens: the round trip (tens
    /// of milliseconds through tmux or ssh) no longer comes before the first frame. Only a
    /// terminal on both ends is asked: with output redirected the probe would write to a
    /// terminal the app is not going to use.
    private static func startProbe(options: AppSettings, config: AppConfig) -> TerminalProbe? {
        let interactive = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        // Every terminating signal is taken before the terminal is touched: one that comes during
        // start-up ends it, after what was set up is undone (it used to leave -icanon -echo, or
        // the alternate screen with mouse reporting on).
        if interactive { SignalWatcher.shared.install() }
        let questions = options.probeQuestions(config: config)
        return interactive ? TerminalProbe.start(background: questions.background, ambiguousWidth: questions.ambiguousWidth) : nil
    }

    /// Whoever was signed in when the app last ran is signed in again before the first frame,
    /// and the favourites are read meanwhile (they belong to the device, not to an account).
    private static func restoreSessionAndUserData() async -> UserDataStartup {
        @Dependency(\.sessionStore) var session
        async let restored: Void = session.restore()
        let userData = await UserDataStartup.start()
        await restored
        return userData
    }

    /// The loop, with every width it measures (and the canvas draws) following the one setting;
    /// the rest of the catalog and the visit log load once the first frame is on the screen.
    private static func run(_ shell: Shell, ambiguous: AmbiguousWidth, userData: UserDataStartup) async -> Int32 {
        @Dependency(\.catalogStore) var catalog
        return await AmbiguousWidth.$current.withValue(ambiguous) {
            await shell.run(afterFirstFrame: {
                catalog.releaseFullLoad()
                userData.loadVisits()
            })
        }
    }

    private static func settleWrites() async {
        @Dependency(\.favoritesStore) var favorites
        @Dependency(\.planStore) var plans
        @Dependency(\.factsStore) var facts
        await favorites.settleWrites()
        await plans.settleWrites()
        await facts.settleWrites()
    }
}
