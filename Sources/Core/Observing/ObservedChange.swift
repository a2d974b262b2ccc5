import Observation
import Synchronization

/// Suspends until state that `read` reads changes (Swift's Observation), or the task is cancelled:
/// how a screen follows a store without polling. Cancellation always ends the wait, so an effect
/// that follows a store ends with its screen.
@MainActor
public func observedChange(_ read: @escaping @MainActor () -> Void) async {
    let wake = WakeOnce()
    await withTaskCancellationHandler {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            wake.arm(continuation)
            withObservationTracking { read() } onChange: { wake.fire() }
        }
    } onCancel: {
        wake.fire()
    }
}

/// Resumes one continuation exactly once, whichever comes first: a change or cancellation (which
/// may come before the continuation exists).
package final class WakeOnce: Sendable {
    private let state = Mutex<(continuation: CheckedContinuation<Void, Never>?, fired: Bool)>((nil, false))

    package init() {}

    package func arm(_ continuation: CheckedContinuation<Void, Never>) {
        let fireNow = state.withLock { state -> Bool in
            if state.fired { return true }
            state.continuation = continuation
            return false
        }
        if fireNow { continuation.resume() }
    }

    package func fire() {
        let continuation = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.fired else { return nil }
            state.fired = true
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume()
    }
}
