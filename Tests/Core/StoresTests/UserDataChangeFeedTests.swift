import Dependencies
import Entities
import Observation
import Stores
import Synchronization
import Testing
import TestSupport

/// The token as a test sets it: another process's commit is a bump.
private final class TokenSource: Sendable {
    private let state = Mutex<(value: Int, failing: Bool)>((0, false))
    func bump() { state.withLock { $0.value += 1 } }
    func fail(_ failing: Bool) { state.withLock { $0.failing = failing } }
    func read() throws(UserDataError) -> Int {
        let (value, failing) = state.withLock { ($0.value, $0.failing) }
        if failing { throw .database("disk I/O error") }
        return value
    }
}

@MainActor
@Observable
private final class Calls {
    var count = 0
}

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct UserDataChangeFeedTests {
    private let token = TokenSource()
    private let clock = TestClock<Duration>()
    private let calls = Calls()

    private func makeFeed() -> UserDataChangeFeed {
        let token = self.token
        let feed = UserDataChangeFeed(token: { () throws(UserDataError) in try token.read() }, clock: clock)
        let calls = self.calls
        feed.subscribe { calls.count += 1 }
        return feed
    }

    /// Advances to the next check and returns the wait it took.
    private func nextCheck(_ feed: UserDataChangeFeed) async -> Duration {
        let wait = feed.interval
        let done = feed.checks + 1
        await clock.advance(by: wait)
        await waitUntil { feed.checks == done }
        return wait
    }

    @Test func backsOffWhileIdleAndComesBackAfterAChange() async {
        let feed = makeFeed()
        await feed.start()
        defer { feed.stop() }
        var waits: [Duration] = []
        for _ in 0..<6 { waits.append(await nextCheck(feed)) }
        #expect(waits == [.milliseconds(250), .milliseconds(500), .seconds(1), .seconds(2), .seconds(2), .seconds(2)])
        #expect(calls.count == 0)

        token.bump()
        #expect(await nextCheck(feed) == UserDataChangeFeed.slowest)
        #expect(calls.count == 1)
        #expect(feed.interval == UserDataChangeFeed.fastest)
    }

    @Test func aCommitBeforeStartIsTheBaselineNotAChange() async {
        token.bump()
        let feed = makeFeed()
        await feed.start()
        defer { feed.stop() }
        _ = await nextCheck(feed)
        #expect(calls.count == 0)
        token.bump()
        _ = await nextCheck(feed)
        #expect(calls.count == 1)
    }

    @Test func everyListenerHearsEachChangeOnceUntilItUnsubscribes() async {
        let feed = makeFeed()
        let second = Calls()
        let subscription = feed.subscribe { second.count += 1 }
        await feed.start()
        defer { feed.stop() }
        token.bump()
        token.bump()
        _ = await nextCheck(feed)
        #expect(calls.count == 1 && second.count == 1)
        feed.unsubscribe(subscription)
        token.bump()
        _ = await nextCheck(feed)
        #expect(calls.count == 2 && second.count == 1)
    }

    @Test func aFailedReadIsNotAChangeAndTheNextReadStillCounts() async {
        let feed = makeFeed()
        await feed.start()
        defer { feed.stop() }
        token.fail(true)
        token.bump()
        _ = await nextCheck(feed)
        #expect(calls.count == 0)
        token.fail(false)
        _ = await nextCheck(feed)
        #expect(calls.count == 1)
    }

    @Test func stopEndsTheWatchAndStartAgainTakesANewBaseline() async {
        let feed = makeFeed()
        await feed.start()
        #expect(feed.isRunning)
        feed.stop()
        #expect(!feed.isRunning)
        token.bump()
        await feed.start()
        defer { feed.stop() }
        _ = await nextCheck(feed)
        #expect(calls.count == 0)
    }
}
