import Observation
import Synchronization

/// Suspends until `condition` holds, waking only when observed state it reads changes: an
/// explicit event, never a timed sleep. Cancellation (a test's time limit) ends the wait, so a
/// condition that never comes true fails the test instead of hanging the whole run.
@MainActor
public func waitUntil(_ condition: @escaping @MainActor () -> Bool) async {
    while !condition(), !Task.isCancelled {
        let wake = WakeOnce()
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                wake.arm(continuation)
                withObservationTracking { _ = condition() } onChange: { wake.fire() }
            }
        } onCancel: {
            wake.fire()
        }
    }
}

/// Resumes one continuation exactly once, whichever comes first: a change, or cancellation
/// (which may even come before the continuation exists).
private final class WakeOnce: Sendable {
    private let state = Mutex<(continuation: CheckedContinuation<Void, Never>?, fired: Bool)>((nil, false))

    func arm(_ continuation: CheckedContinuation<Void, Never>) {
        let fireNow = state.withLock { state -> Bool in
            if state.fired { return true }
            state.continuation = continuation
            return false
        }
        if fireNow { continuation.resume() }
    }

    func fire() {
        let continuation = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.fired else { return nil }
            state.fired = true
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume()
    }
}
