import Entities

/// A store's writes to the user database, each started once the one asked before it has finished.
/// Awaited each from its own task (one per key), two writes reached the database in either order:
/// two ★ in a row were stored reversed, and a later edit of a plan could land before an earlier.
@MainActor
final class WritesInOrder {
    private var last: Task<UserDataError?, Never>?

    nonisolated init() {}

    /// Starts `write` after every write asked before it. The task ends with its failure (nil when
    /// it succeeded), which `failed` is also told of, in order, on the main actor.
    @discardableResult
    func enqueue(_ write: @escaping @Sendable () async throws(UserDataError) -> Void,
                 failed: @escaping @MainActor (UserDataError) -> Void = { _ in }) -> Task<UserDataError?, Never> {
        let previous = last
        let task = Task { () -> UserDataError? in
            _ = await previous?.value
            do throws(UserDataError) { try await write() } catch {
                failed(error)
                return error
            }
            return nil
        }
        last = task
        return task
    }

    /// Returns once every write asked so far has finished.
    func settled() async { _ = await last?.value }
}
