import Dispatch
import Foundation
import Synchronization
import Testing
@testable import NcursesTerminal

/// Issue 34.6: a signal the main queue does not take within the grace (a frame that does not end)
/// still ends the process; one it takes does not.
@Suite struct SignalWatchdogTests {
    final class Record: Sendable {
        let numbers = Mutex<[Int32]>([])
    }

    @Test func aSignalTheMainQueueDoesNotTakeEndsTheProcessAndOneItTakesDoesNot() async {
        let queue = DispatchQueue(label: "watchdog-test")
        let record = Record()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            let watchdog = SignalWatchdog(queue: queue, grace: .milliseconds(20)) { number in
                record.numbers.withLock { $0.append(number) }
                if number == SIGHUP { done.resume() }
            }
            // Before the loop listens, start-up handles signals itself.
            queue.sync { watchdog.arrived(SIGINT) }
            watchdog.arm()
            // Taken in time: never reported.
            queue.sync { watchdog.arrived(SIGTERM) }
            watchdog.taken()
            // Not taken: reported once its grace has passed (after SIGTERM's would have been).
            queue.sync { watchdog.arrived(SIGHUP) }
        }
        #expect(record.numbers.withLock { $0 } == [SIGHUP])
    }
}
