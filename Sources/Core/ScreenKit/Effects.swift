import Entities
import Observation
import Observing

/// The work a view model (or panel) started and owns: Bubble Tea's commands, SVVS's tasks. `send`
/// stays synchronous — it changes state and, where work is needed, `run`s it here — so the run
/// loop never waits on a screen. Each effect starts at once (`Task.immediate`): everything up to
/// its first suspension, an optimistic ★ or a "checking…" hint, is done before `send` returns and
/// is in the next frame; the rest (a write, a fetch) goes on while the user keeps typing. The
/// owner cancels what is left when its screen leaves the stack.
@MainActor
@Observable
public final class Effects {
    @ObservationIgnored private var running: [Int: Task<Void, Never>] = [:]
    @ObservationIgnored private var keyed: [String: Int] = [:]
    @ObservationIgnored private var nextID = 0
    @ObservationIgnored private var waiters: [WakeOnce] = []
    @ObservationIgnored private var scheduled: [String: Task<Void, Never>] = [:]
    @ObservationIgnored private var keyWaiters: [String: [CheckedContinuation<Void, Never>]] = [:]
    /// Effects that finished before `run` could record them (no suspension at all).
    @ObservationIgnored private var finishedEarly: Set<Int> = []
    /// How many effects are running: a screen may show it ("saving…"), tests wait for zero.
    public private(set) var inFlight = 0

    public init() {}

    /// Starts `operation`. With a `key`, an effect still running under the same key is cancelled
    /// first: the newest search wins, a stale one can never overwrite it.
    public func run(_ key: String? = nil, _ operation: @escaping @MainActor () async -> Void) {
        FrameComposition.check("an effect started")
        if let key, let previous = keyed[key] { running[previous]?.cancel() }
        nextID += 1
        let id = nextID
        if let key { keyed[key] = id }
        inFlight += 1
        let task = Task.immediate { @MainActor [weak self] in
            await operation()
            self?.finish(id, key: key)
        }
        // An effect with no suspension has finished inside `Task.immediate`, before it could be kept.
        if finishedEarly.remove(id) == nil { running[id] = task }
    }

    /// Starts a timer or a watcher: cancelled with the other effects (and under the same `key`
    /// rules), but `settled()` does not wait for it — a 5-second undo window, or a loop that lasts
    /// as long as the screen, is never "finished".
    public func schedule(_ key: String, _ operation: @escaping @MainActor () async -> Void) {
        FrameComposition.check("a timer or watcher (\(key)) started")
        scheduled[key]?.cancel()
        if let previous = keyed[key] { running[previous]?.cancel() }
        scheduled[key] = Task.immediate { @MainActor in await operation() }
    }

    /// Cancels every effect still running (the screen left its stack, the account changed).
    public func cancelAll() {
        for task in running.values { task.cancel() }
        for task in scheduled.values { task.cancel() }
        scheduled = [:]
    }

    /// Returns once no effect is running, including effects started by effects. For tests and for
    /// callers (a CLI, a benchmark) that want the settled state after an action. Cancelling the
    /// waiting task ends the wait (a test's time limit then fails the test instead of hanging it).
    public func settled() async {
        while inFlight > 0, !Task.isCancelled {
            await waitForChange()
        }
    }

    private func waitForChange() async {
        let wake = WakeOnce()
        waiters.append(wake)
        await withTaskCancellationHandler {
            await withCheckedContinuation { wake.arm($0) }
        } onCancel: {
            wake.fire()
        }
    }

    private func wakeEveryone() {
        let woken = waiters
        waiters = []
        for wake in woken { wake.fire() }
    }

    /// Returns once no effect started under `key` is running (one effect waiting for another).
    public func settled(_ key: String) async {
        while keyed[key] != nil {
            await withCheckedContinuation { keyWaiters[key, default: []].append($0) }
        }
    }

    private func finish(_ id: Int, key: String?) {
        if running.removeValue(forKey: id) == nil { finishedEarly.insert(id) }
        if let key, keyed[key] == id {
            keyed[key] = nil
            for waiter in keyWaiters.removeValue(forKey: key) ?? [] { waiter.resume() }
        }
        inFlight -= 1
        if inFlight == 0 { wakeEveryone() }
    }
}
