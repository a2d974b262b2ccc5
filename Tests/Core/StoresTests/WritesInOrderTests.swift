import Entities
@testable import Stores
import Synchronization
import Testing

/// What the favourites and the plans write through: one write at a time, in the order asked.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct WritesInOrderTests {
    @MainActor final class Told { var errors: [UserDataError] = [] }

    /// A slow first write holds the second back, a failure is told and returned, and the writes
    /// after it still run; `settled` returns once the last one has.
    @Test func aSlowOrFailedWriteKeepsTheOrderAndTheRestStillRun() async {
        let writes = WritesInOrder()
        let log = Mutex<[String]>([])
        let told = Told()
        let gate = Gate()
        let first = writes.enqueue({ () throws(UserDataError) in
            await gate.wait()
            log.withLock { $0.append("first") }
            throw .database("database is locked")
        }, failed: { told.errors.append($0) })
        let second = writes.enqueue { () throws(UserDataError) in log.withLock { $0.append("second") } }
        await gate.open()
        await writes.settled()
        #expect(log.withLock { $0 } == ["first", "second"])
        #expect(await first.value == .database("database is locked"))
        #expect(await second.value == nil)
        #expect(told.errors == [.database("database is locked")])
    }
}
