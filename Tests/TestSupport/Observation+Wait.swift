import Observing
import ScreenKit

/// Suspends until `condition` holds, waking only when observed state it reads changes: an
/// explicit event, never a timed sleep. Cancellation (a test's time limit) ends the wait, so a
/// condition that never comes true fails the test instead of hanging the whole run.
@MainActor
public func waitUntil(_ condition: @escaping @MainActor () -> Bool) async {
    while !condition(), !Task.isCancelled {
        await observedChange { _ = condition() }
    }
}
