import Dependencies
import Stores
import Testing

@Suite(.timeLimit(.minutes(1))) struct DeadlineTests {
    /// The deadline is fixed when made: a clock advanced before anyone waits still counts, so a
    /// test never races the task that will do the waiting.
    @Test func aDeadlinePassedBeforeTheWaitStartsEndsTheWaitAtOnce() async throws {
        let clock = TestClock<Duration>()
        let deadline = Deadline(after: .seconds(5), on: clock)
        await clock.advance(by: .seconds(5))
        try await deadline.reached()
    }

    @Test func aDeadlineNotYetReachedKeepsWaiting() async throws {
        let clock = TestClock<Duration>()
        let deadline = Deadline(after: .seconds(5), on: clock)
        let waiter = Task { try await deadline.reached() }
        await clock.advance(by: .seconds(4))
        waiter.cancel()
        // Cancelled while still waiting: had the deadline passed, the wait would have returned normally.
        await #expect(throws: CancellationError.self) { try await waiter.value }
    }
}
