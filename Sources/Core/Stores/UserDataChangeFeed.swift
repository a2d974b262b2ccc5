import Entities
import Observation

/// The one watcher of the user database for the whole app: it notices commits by other yumeguri
/// processes on the same data directory (a purchase in another terminal, a front desk using a
/// ticket) and tells the stores that show that data, which reload.
///
/// GRDB's ValueObservation only sees writes made through this process's connection, so a commit
/// by another process can only be noticed by asking the file; one feed asks for everyone. It asks
/// often right after a change and less and less while nothing happens (`fastest` doubling up to
/// `slowest`), so an idle app costs a query every two seconds. The clock is injected, so tests
/// advance time instead of waiting.
@MainActor
@Observable
public final class UserDataChangeFeed {
    public typealias Listener = @MainActor () async -> Void

    /// Handed out by `subscribe`; give it back to `unsubscribe`.
    public struct Subscription: Hashable, Sendable {
        fileprivate let id: Int
    }

    public static let fastest = Duration.milliseconds(250)
    public static let slowest = Duration.seconds(2)

    @ObservationIgnored private let token: @Sendable () async throws(UserDataError) -> Int
    @ObservationIgnored private let clock: any Clock<Duration>
    @ObservationIgnored private var listeners: [(subscription: Subscription, listener: Listener)] = []
    @ObservationIgnored private var nextID = 0
    @ObservationIgnored private var polling: Task<Void, Never>?
    /// The wait before the next check; grows while nothing changes.
    public private(set) var interval = fastest
    /// Checks done so far, each counted once the wait for the next one is fixed.
    public private(set) var checks = 0

    public init(token: @escaping @Sendable () async throws(UserDataError) -> Int, clock: any Clock<Duration>) {
        self.token = token
        self.clock = clock
    }

    @discardableResult
    public func subscribe(_ listener: @escaping Listener) -> Subscription {
        nextID += 1
        let subscription = Subscription(id: nextID)
        listeners.append((subscription, listener))
        return subscription
    }

    public func unsubscribe(_ subscription: Subscription) {
        listeners.removeAll { $0.subscription == subscription }
    }

    public var isRunning: Bool { polling != nil }

    /// Takes the current token as the baseline, then checks in a task this feed owns until `stop()`.
    /// Returns once the baseline is taken, so any later commit by another process counts.
    public func start() async {
        guard polling == nil else { return }
        let baseline = try? await token()
        guard polling == nil else { return }
        // The first wait counts from the baseline, not from whenever the task first runs.
        let first = Deadline(after: Self.fastest, on: clock)
        polling = Task { [weak self] in await self?.run(first: first, baseline: baseline) }
    }

    public func stop() {
        polling?.cancel()
        polling = nil
    }

    private func run(first: Deadline, baseline: Int?) async {
        var last = baseline
        var next = first
        while !Task.isCancelled {
            do { try await next.reached() } catch { return }
            // A failed read (the file is busy being replaced, say) counts as "nothing new": the
            // next check asks again.
            if let current = try? await token(), current != last {
                last = current
                interval = Self.fastest
                for entry in listeners {
                    guard !Task.isCancelled else { return }
                    await entry.listener()
                }
            } else {
                interval = min(interval * 2, Self.slowest)
            }
            next = Deadline(after: interval, on: clock)
            checks += 1
        }
    }
}
