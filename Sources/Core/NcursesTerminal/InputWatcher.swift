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
@MainActor
public final class SignalWatcher {
    private var sources: [any DispatchSourceSignal] = []

    public init() {}

    /// `kill -l` on Linux: every signal that terminates by default and does not dump core — but
    /// SIGPIPE, which libdispatch does not reliably turn into a source event; the crash guard
    /// restores the terminal for it instead and the process ends with 141, as it would have.
    public static let terminating: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM,
                                              SIGVTALRM, SIGPROF, SIGIO, SIGPWR, SIGSTKFLT]

    public func start(signals: [Int32] = SignalWatcher.terminating, _ handler: @escaping @MainActor (Int32) -> Void) {
        for number in signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler { MainActor.assumeIsolated { handler(number) } }
            source.resume()
            sources.append(source)
        }
    }
}
