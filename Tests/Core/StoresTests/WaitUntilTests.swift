import Observation
import TestSupport
import Testing

@MainActor @Observable private final class Flag { var isSet = false }

/// The helper every store test waits with: it wakes on the observed change, and a cancelled wait
/// (a test's time limit) ends instead of hanging the run.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct WaitUntilTests {
    @Test func wakesWhenTheObservedStateChanges() async {
        let flag = Flag()
        let waiter = Task { @MainActor in await waitUntil { flag.isSet }; return flag.isSet }
        await Task.yield()
        flag.isSet = true
        #expect(await waiter.value)
    }

    @Test func cancellingTheWaitEndsIt() async {
        let flag = Flag()
        let waiter = Task { @MainActor in await waitUntil { flag.isSet }; return flag.isSet }
        waiter.cancel()
        #expect(await waiter.value == false)
    }
}
