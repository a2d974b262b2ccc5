import Dependencies
import Foundation
import MapFeature
import Repositories
import Router
import Stores
import TerminalKit

/// Composition root: wires the live dependencies, starts the terminal, runs the loop, restores.
@MainActor
enum AppMain {
    static func start(options: AppOptions, link: DeepLink?) async throws -> Int32 {
        // Everything yumeguri writes (databases, journals) is private to the user.
        umask(0o077)
        let location = try options.location()
        let router = Router()
        if let link { router.open(link) }
        // The outline ships with the app even when --catalog points elsewhere; without it the map
        // still shows its markers and says the coastline is missing.
        let mapOutline = ResourceLocator.bundledMap(environment: options.environment)
            .map(MapOutlineClient.live(directory:))
            ?? .failing("cannot find Resources/map (set YUMEGURI_RESOURCES to the Resources folder)")
        prepareDependencies {
            $0.catalogLocation = location
            $0.mapOutline = mapOutline
            $0.router = router
            $0.viewBuilding = .live
        }
        startUserData()
        // Whoever was signed in when the app last ran is signed in again before the first frame.
        @Dependency(\.sessionStore) var session
        await session.restore()
        // Tickets bought, used or refunded in another terminal show up here without a restart.
        await session.followOtherProcesses(clock: ContinuousClock())
        let terminal: NcursesTerminal
        do {
            terminal = try NcursesTerminal(theme: options.resolvedTheme())
        } catch {
            FileHandle.standardError.write(Data("yumeguri: \(error.description)\n".utf8))
            return 1
        }
        let runner = AppRunner(terminal: terminal, router: router, asciiOnly: options.ascii)
        let code = await runner.run()
        terminal.shutdown()
        return code
    }

    /// Favourites and visits load at launch (every list shows ★ from the start) and then follow
    /// writes by other yumeguri processes on the same data directory.
    private static func startUserData() {
        @Dependency(\.favoritesStore) var favorites
        @Dependency(\.visitLogStore) var visitLog
        Task {
            await favorites.load()
            await favorites.startWatching()
        }
        Task {
            await visitLog.load()
            await visitLog.startWatching()
        }
    }
}
