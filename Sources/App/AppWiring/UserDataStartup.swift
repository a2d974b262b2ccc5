import Dependencies
import Foundation
import Repositories
import Stores

/// The user data the app keeps up to date while it runs, started before the first frame and
/// stopped together when the app ends. Favourites load before the first frame (every list shows ★
/// from the start); the visit log, which an import can make a million long, and the rallies it
/// completes load once the first frame is on the screen (`loadVisits`; `stop` cancels what is
/// left). One feed follows writes by other yumeguri processes on the same data directory, so
/// favourites, visits and tickets changed in another terminal show here without a restart.
@MainActor
public final class UserDataStartup {
    let feed: UserDataChangeFeed
    private var visitsLoading: Task<Void, Never>?

    init(feed: UserDataChangeFeed) { self.feed = feed }

    /// Subscribes every store that shows user data to the change feed, loads the favourites and
    /// starts the feed.
    public static func start() async -> UserDataStartup {
        @Dependency(\.favoritesStore) var favorites
        @Dependency(\.visitLogStore) var visitLog
        @Dependency(\.sessionStore) var session
        @Dependency(\.userDataChanges) var changes
        @Dependency(\.planStore) var plans
        @Dependency(\.factsStore) var facts
        let feed = UserDataChangeFeed(token: changes.token, clock: ContinuousClock())
        feed.subscribe { await favorites.reload() }
        feed.subscribe { await visitLog.load() }
        feed.subscribe { await session.reloadAfterOtherProcessWrote() }
        feed.subscribe { await plans.reload() }
        feed.subscribe { await facts.reload() }
        await favorites.load()
        await feed.start()
        return UserDataStartup(feed: feed)
    }

    /// Reads the visit log, then the rallies, which follow it from then on, so a rally completed
    /// anywhere (a desk, another terminal) is announced whichever screen is up. Not before the
    /// first frame: the reads and their reader connections took one of the two cores while it was
    /// being made (about 1.4 ms of a warm start), and nothing in it shows visits.
    public func loadVisits() {
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

    public func stop() {
        visitsLoading?.cancel()
        feed.stop()
        @Dependency(\.rallyStore) var rallies
        rallies.stop()
    }
}
