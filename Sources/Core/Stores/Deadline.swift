/// A point in time on an injected clock, fixed when it is made. Sleeping until it, rather than
/// `sleep(for:)` inside a task, makes the wait independent of when that task first runs: a test
/// that advances its clock right after starting the wait wakes it, and a loaded machine does not
/// stretch a 5-second window into 5 seconds plus the scheduling delay.
public struct Deadline: Sendable {
    private let sleep: @Sendable () async throws -> Void

    public init(after duration: Duration, on clock: any Clock<Duration>) {
        sleep = Self.sleeper(after: duration, on: clock)
    }

    private static func sleeper<C: Clock<Duration>>(after duration: Duration, on clock: C) -> @Sendable () async throws -> Void {
        let deadline = clock.now.advanced(by: duration)
        return {
            try Task.checkCancellation()
            // A deadline exactly at `now` has passed (some clocks, swift-clocks' TestClock among
            // them, would otherwise wait for it until the next tick).
            guard clock.now < deadline else { return }
            try await clock.sleep(until: deadline, tolerance: nil)
        }
    }

    /// Returns at the deadline (at once if it has passed); throws when the task is cancelled.
    public func reached() async throws { try await sleep() }
}
