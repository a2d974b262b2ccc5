import CNcursesw
import Foundation
import Synchronization

/// Watches stdin on its own thread so the main actor never blocks on input. It reports `.input`
/// when keys are waiting and then pauses until `resume()` (the main actor has read them), so a key
/// is never reported twice; `.tick` comes every `tickMilliseconds` without input, for the size check.
public final class InputWatcher: Sendable {
    public enum Event: Sendable { case input, tick, hangUp }

    private let gate = DispatchSemaphore(value: 0)
    private let stopped = Mutex(false)
    private let tickMilliseconds: Int32

    public init(tickMilliseconds: Int32 = 250) { self.tickMilliseconds = tickMilliseconds }

    public func start(_ emit: @escaping @Sendable (Event) -> Void) {
        let thread = Thread { [self] in
            while !stopped.withLock({ $0 }) {
                switch ygr_wait_for_input(tickMilliseconds) {
                case 1:
                    emit(.input)
                    gate.wait()
                case 2:
                    emit(.hangUp)
                    return
                default:
                    emit(.tick)
                }
            }
        }
        thread.name = "yumeguri.input"
        thread.start()
    }

    /// The keys reported by the last `.input` have been read.
    public func resume() { gate.signal() }

    public func stop() {
        stopped.withLock { $0 = true }
        gate.signal()
    }
}

/// Delivers every signal whose default action ends the process on the main queue instead, so the
/// terminal is restored before the app exits with 128 + the signal's number. The ones that dump
/// core (SIGSEGV, SIGSYS, SIGXFSZ, …) cannot run Swift safely; the crash guard in the shim restores
/// the terminal from an async-signal-safe handler and re-raises them instead.
///
/// One per process (`shared`), installed before the terminal is touched — the probe's no-echo
/// mode included —, so a signal in the first few hundred milliseconds is kept instead of ending the
/// process with the terminal half set up (and ncurses, which only takes a signal whose action is
/// still the default, never installs its own handler that exits 1). Signals that come before
/// anyone listens are held and handed to the first `start`.
@MainActor
public final class SignalWatcher {
    public static let shared = SignalWatcher()

    private var sources: [any DispatchSourceSignal] = []
    private var pending: [Int32] = []
    private var handler: (@MainActor (Int32) -> Void)?

    private init() {}

    /// `kill -l` on Linux: every signal that terminates by default and does not dump core — but
    /// SIGPIPE, which libdispatch does not reliably turn into a source event; the crash guard
    /// restores the terminal for it instead and the process ends with 141, as it would have.
    public static let terminating: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM,
                                              SIGVTALRM, SIGPROF, SIGIO, SIGPWR, SIGSTKFLT]

    /// Takes over every terminating signal (once) and returns when the sources are armed; until
    /// `start`, signals are only remembered. On Linux libdispatch arms a source by installing its
    /// own handler (and a signalfd) on its manager thread, a moment after `resume`: setting SIG_IGN
    /// first, as this did, lost a signal sent in that moment (a HUP 30 ms after the start was
    /// never seen). Until a source is armed its signal keeps its default action, which ends the
    /// process before the terminal is touched; elsewhere (kqueue) the signal must be ignored.
    public func install() {
        guard sources.isEmpty else { return }
        let armed = DispatchGroup()
        for number in Self.terminating {
            #if !os(Linux)
            signal(number, SIG_IGN)
            #endif
            let source = DispatchSource.makeSignalSource(signal: number, queue: Self.queue)
            let watchdog = watchdog
            source.setEventHandler {
                watchdog.arrived(number)
                DispatchQueue.main.async { MainActor.assumeIsolated { SignalWatcher.shared.deliver(number) } }
            }
            armed.enter()
            source.setRegistrationHandler { armed.leave() }
            source.resume()
            sources.append(source)
        }
        _ = armed.wait(timeout: .now() + .milliseconds(500))
    }

    private static let queue = DispatchQueue(label: "yumeguri.signals")
    /// Ends the process when the main queue cannot take a signal (a frame that does not end).
    private let watchdog = SignalWatchdog(queue: SignalWatcher.queue)

    /// The first signal that arrived while nobody listened, if any: start-up checks it between
    /// its steps and undoes what it has set up so far.
    public var received: Int32? { pending.first }

    /// From now on each signal goes to `handler`, those held first.
    public func start(_ handler: @escaping @MainActor (Int32) -> Void) {
        install()
        self.handler = handler
        watchdog.arm()
        let held = pending
        pending = []
        for number in held { handler(number) }
    }

    private func deliver(_ number: Int32) {
        watchdog.taken()
        if let handler { handler(number) } else { pending.append(number) }
    }
}
