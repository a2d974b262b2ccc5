import CNcursesw
import Dispatch
import Synchronization

/// A terminating signal reaches the app through the main queue (`SignalWatcher`), where the
/// loop ends in order: the terminal put back, pending writes settled. A frame that holds the main
/// queue (a 100 MB name was measured on every frame) held the signal too: SIGTERM and SIGHUP went
/// unanswered for over 80 s. The watchdog, on the signals' own queue, gives the main queue
/// `grace` to take a signal; if it has not, it calls `stuck`, which in the app restores the
/// terminal and ends the process with 128 + the signal's number, as the signal's default action
/// would have. That loses no more than a kill -9, which every store survives (each write is one
/// transaction). Armed only once the loop listens: start-up checks for signals between its steps.
public final class SignalWatchdog: Sendable {
    public static let grace: DispatchTimeInterval = .seconds(2)

    /// The signal the main queue has not taken yet, or 0.
    private let waiting = Atomic<Int32>(0)
    private let armed = Atomic<Bool>(false)
    private let queue: DispatchQueue
    private let grace: DispatchTimeInterval
    private let stuck: @Sendable (Int32) -> Void

    public init(queue: DispatchQueue, grace: DispatchTimeInterval = SignalWatchdog.grace,
                stuck: @escaping @Sendable (Int32) -> Void = SignalWatchdog.restoreAndExit) {
        (self.queue, self.grace, self.stuck) = (queue, grace, stuck)
    }

    /// The loop listens from now on.
    public func arm() { armed.store(true, ordering: .releasing) }

    /// On the signals' queue, as `number` arrives (before it is sent to the main queue).
    public func arrived(_ number: Int32) {
        guard armed.load(ordering: .acquiring) else { return }
        waiting.store(number, ordering: .releasing)
        queue.asyncAfter(deadline: .now() + grace) { [self] in
            if waiting.compareExchange(expected: number, desired: 0, ordering: .acquiringAndReleasing).exchanged { stuck(number) }
        }
    }

    /// On the main queue, as a signal is handed to the app.
    public func taken() { waiting.store(0, ordering: .releasing) }

    /// What the crash guard does, from outside a signal handler, then `_exit(128 + number)`.
    public static let restoreAndExit: @Sendable (Int32) -> Void = { number in ygr_emergency_exit(number) }
}
