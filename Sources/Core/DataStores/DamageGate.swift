import Entities

/// Keeps writes out of a damaged user database. A file small enough is checked in full when it
/// is opened (`UserDatabaseCheck.quickCheckLimit`); a larger one is checked (SQLite's
/// `quick_check`, on a reader of the open pool) once, before its first write, by whichever write
/// comes first — the others wait for the same verdict. The app starts that check as it opens, so
/// the user rarely waits for it. Any SQLite report of damage, from a read or a write, closes the
/// gate for good: nothing is written after the first sign of damage.
actor DamageGate {
    private var verdict: UserDataError??
    private var running: Task<UserDataError?, Never>?
    private let check: @Sendable () -> UserDataError?

    /// `check` returns the damage it finds, or nil; `checked` when the open already checked it all.
    init(checked: Bool, check: @escaping @Sendable () -> UserDataError?) {
        self.check = check
        verdict = checked ? .some(nil) : nil
    }

    /// Throws the damage found, checking first when nothing has been checked yet.
    func ensureWritable() async throws(UserDataError) {
        if case .some(let found) = verdict {
            if let found { throw found }
            return
        }
        let task = running ?? Task.detached(priority: .utility) { [check] in check() }
        running = task
        let found = await task.value
        running = nil
        if verdict == nil { verdict = .some(found) }
        if case .some(.some(let damage)) = verdict { throw damage }
    }

    /// Starts the check without waiting for it (the app, as it opens the database).
    func startChecking() {
        guard verdict == nil, running == nil else { return }
        running = Task.detached(priority: .utility) { [check] in check() }
    }

    func markDamaged(_ damage: UserDataError) { verdict = .some(damage) }
}
