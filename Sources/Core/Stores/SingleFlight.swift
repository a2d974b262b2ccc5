/// One load at a time: a caller that comes while a load runs waits for that load instead of
/// starting a second one (the catalog, a visit log an import made a million long).
@MainActor
final class SingleFlight {
    private var running: Task<Void, Never>?

    nonisolated init() {}

    func run(_ operation: @escaping @MainActor () async -> Void) async {
        if let running { return await running.value }
        let task = Task { await operation() }
        running = task
        await task.value
        running = nil
    }
}
