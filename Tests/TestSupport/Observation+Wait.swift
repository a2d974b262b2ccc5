import Observation

/// Suspends until `condition` holds, waking only when observed state it reads changes: an
/// explicit event, never a timed sleep.
@MainActor
public func waitUntil(_ condition: @escaping @MainActor () -> Bool) async {
    while !condition() {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            withObservationTracking { _ = condition() } onChange: { continuation.resume() }
        }
    }
}
