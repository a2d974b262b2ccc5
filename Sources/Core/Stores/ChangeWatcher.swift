import Entities

/// Polls a change token (SQLite's `data_version`) and calls `onChange` when another process has
/// written. GRDB's ValueObservation only sees writes made through this process's own connection,
/// so a cross-process change can only be noticed by asking the file. The clock is injected, so
/// tests advance time instead of waiting.
enum ChangeWatcher {
    static let interval = Duration.milliseconds(300)

    /// Takes the current token as the baseline, then watches in a task the caller keeps (and
    /// cancels to stop). Returns once the baseline is taken, so any later write counts.
    @MainActor
    static func start(
        clock: any Clock<Duration>,
        token: @escaping @Sendable () async throws(UserDataError) -> Int,
        onChange: @escaping @MainActor () async -> Void
    ) async -> Task<Void, Never> {
        let initial = try? await token()
        // The first wait counts from the baseline, not from whenever the task first runs.
        let first = Deadline(after: interval, on: clock)
        return Task { await run(clock: clock, first: first, initial: initial, token: token, onChange: onChange) }
    }

    static func run(
        clock: any Clock<Duration>,
        first: Deadline,
        initial: Int?,
        token: @escaping @Sendable () async throws(UserDataError) -> Int,
        onChange: @escaping @MainActor () async -> Void
    ) async {
        var last = initial
        var next = first
        while !Task.isCancelled {
            do { try await next.reached() } catch { return }
            next = Deadline(after: interval, on: clock)
            guard let current = try? await token() else { continue }
            if current != last {
                last = current
                await onChange()
            }
        }
    }
}
