import Entities
import Foundation
import GRDB

/// The user's own data (favourites, visits) in `user.sqlite` in the data directory. WAL mode lets
/// two yumeguri processes share the file: each writes in short transactions, and each notices the
/// other's commits through `dataVersion()`.
public final class UserDatabase: Sendable {
    let writer: any DatabaseWriter
    public let path: String
    /// Refuses writes once damage is known (see `DamageGate`).
    let damage: DamageGate
    /// Commits through this connection that changed a ticket or a pass (see `changeToken`).
    private let walletCommits = CommitCounter()

    private init(writer: any DatabaseWriter, path: String, checked: Bool) {
        self.writer = writer
        self.path = path
        damage = DamageGate(checked: checked) { [writer] in
            do {
                let findings = try writer.read { db in try String.fetchAll(db, sql: "PRAGMA quick_check(5)") }
                return findings == ["ok"] ? nil : .damaged(path: path, problem: findings.joined(separator: "; "))
            } catch {
                let problem = UserDatabase.problem(error, path: path)
                if case .damaged = problem { return problem }
                return nil
            }
        }
    }

    public static let fileName = "user.sqlite"

    /// Opens (creating and migrating when needed) the user database in `dataDirectory`.
    /// How a write waits for another process's: it tries again every 2 ms for up to 5 s. SQLite's
    /// own timeout backs off to 100 ms between tries, so a purchase kept missing the short gaps a
    /// long import leaves between its transactions, and waited for many of them instead of one.
    public static let waitForLock: Database.BusyCallback = { tries in
        guard tries < 2_500 else { return false }
        usleep(2_000)
        return true
    }

    /// `quickCheckLimit`: files larger than this are checked before their first write instead of
    /// at the open (tests make it small).
    public static func open(dataDirectory: URL, quickCheckLimit: Int = UserDatabaseCheck.quickCheckLimit) throws(UserDataError) -> UserDatabase {
        do {
            try SecureFiles.prepareDirectory(dataDirectory)
        } catch {
            if case .dataDirectory(let path, let reason) = error { throw .dataDirectory(path: path, reason: reason) }
            throw .dataDirectory(path: dataDirectory.path, reason: error.description)
        }
        let path = dataDirectory.appendingPathComponent(fileName).path
        var config = Configuration()
        config.label = "user"
        // Another instance may hold the write lock for a moment: wait rather than fail at once.
        config.busyMode = .callback(UserDatabase.waitForLock)
        // GRDB's migrator reads which migrations are applied outside the transactions that apply
        // them, so two processes opening a new file at once both ran "v1" and one failed with
        // "table favorite already exists". Opening and migrating one process at a time closes that gap.
        return try CrossProcessLock.withLock(path: path + openLockSuffix, timeout: .seconds(10)) { () throws(UserDataError) in
            // Read-only first: a damaged file or one from a newer version is refused before the
            // first write (opening for writing would already change its header).
            var size = stat()
            var checkedInFull = stat(path, &size) != 0 || Int(size.st_size) <= quickCheckLimit
            let finding = try UserDatabaseCheck.check(path: path, quickCheckLimit: quickCheckLimit)
            // A large file whose open would write (a migration to run, or the switch to a write-ahead
            // log) is checked in full first: the open used to migrate a damaged 81 MB file, read-only
            // commands included, and only the first write checked it.
            if !checkedInFull, finding != .healthy(applied: UserSchema.knownMigrations) || !UserDatabaseCheck.usesWriteAheadLog(path: path) {
                _ = try UserDatabaseCheck.check(path: path, quickCheckLimit: .max)
                checkedInFull = true
            }
            UserDatabaseLog.placeEmpty(path: path)
            do {
                let pool = try DatabasePool(path: path, configuration: config)
                // Orders are money, even mock money: a committed purchase must survive a power cut,
                // not only a killed process. GRDB sets the writer to NORMAL in WAL mode (synced at
                // checkpoints only); FULL syncs every commit, which at a few writes a minute costs
                // nothing a user notices. Only the one writer connection commits.
                try pool.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA synchronous = FULL") }
                // Nothing to migrate is nothing written: an open that only reads leaves the file as it was.
                if try !pool.read({ db in try UserSchema.migrator.hasCompletedMigrations(db) }) {
                    try UserSchema.migrator.migrate(pool)
                }
                if finding != .healthy(applied: UserSchema.knownMigrations) {
                    try pool.write { db in
                        try db.execute(sql: "INSERT OR REPLACE INTO schemaInfo (key, value) VALUES ('writtenBy', ?)",
                                       arguments: ["yumeguri \(AppVersion.current)"])
                    }
                }
                SecureFiles.restrict(database: path)
                return UserDatabase(writer: pool, path: path, checked: checkedInFull)
            } catch {
                throw problem(error, path: path)
            }
        }
    }

    /// Beside the database: the lock file held while a process opens and migrates it.
    public static let openLockSuffix = ".open-lock"

    /// A private database in memory, for tests and previews.
    public static func inMemory() throws(UserDataError) -> UserDatabase {
        do {
            let queue = try DatabaseQueue()
            try UserSchema.migrator.migrate(queue)
            return UserDatabase(writer: queue, path: ":memory:", checked: true)
        } catch {
            throw .database("\(error)")
        }
    }

    func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(UserDataError) -> T {
        do { return try await writer.read(body) } catch { throw await noted(error) }
    }

    /// One transaction: everything in `body` is committed together or not at all. Never into a
    /// file known or found to be damaged (`DamageGate`).
    func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(UserDataError) -> T {
        try await damage.ensureWritable()
        do { return try await writer.write(body) } catch { throw await noted(error) }
    }

    /// `error` in the user's words; damage closes the gate to every later write.
    func noted(_ error: any Error) async -> UserDataError {
        let problem = Self.problem(error, path: path)
        if case .damaged = problem { await damage.markDamaged(problem) }
        return problem
    }

    /// Starts the damage check of a large file in the background (the app, as it opens).
    public func startDamageCheck() async { await damage.startChecking() }

    /// Closes every connection, once what is running on them has finished. The last connection
    /// to the file, in any process, writes the log back into it and removes it: left open at
    /// exit, the log kept every write since the last automatic checkpoint, and every start read
    /// it whole to rebuild its index, in the check and again in the pool.
    public func close() throws(UserDataError) {
        // The pool's readers are read-only, and GRDB closes the writer before them: closed in that
        // order, no connection could write the log back. The readers go first (they close once
        // what they run has finished), so the writer is the last connection of this process.
        guard let pool = writer as? DatabasePool else {
            do { try writer.close() } catch { throw .database("\(error)") }
            return
        }
        pool.releaseMemory()
        do { try pool.close() } catch { throw .database("\(error)") }
        // A read that began after the release opened a reader GRDB closes last (see `writeBackLog`).
        Self.writeBackLog(path: path)
    }

    /// Takes the write lock (BEGIN IMMEDIATE) and keeps it for `seconds`, as another process in a
    /// long write would: for `make bench`, which measures keys while the database is busy.
    /// `locked` runs once the lock is held.
    public func holdWriteLock(seconds: Double, locked: @escaping @Sendable () -> Void) async throws(UserDataError) {
        do {
            try await writer.writeWithoutTransaction { db in
                try db.execute(sql: "BEGIN IMMEDIATE")
                locked()
                Thread.sleep(forTimeInterval: seconds)
                try db.execute(sql: "COMMIT")
            }
        } catch {
            throw .database("\(error)")
        }
    }

    // MARK: Change detection

    /// SQLite's `PRAGMA data_version` on the writer connection: it changes exactly when another
    /// connection (another process) has committed since the last call, never for this one's own writes.
    public func dataVersion() async throws(UserDataError) -> Int {
        do {
            return try await writer.writeWithoutTransaction { db in try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0 }
        } catch {
            throw .database("\(error)")
        }
    }

    /// Moves whenever the wallet's data may have changed: a commit by another process
    /// (`dataVersion`) or a ticket or pass changed through this connection (a desk screen, a
    /// purchase, a refund). Both only grow, so their sum changes exactly when either does; every
    /// change of a ticket's or pass's state, from any screen or process, reaches the stores the same way.
    public func changeToken() async throws(UserDataError) -> Int {
        try await dataVersion() &+ walletCommits.value
    }

    /// Called after a committed write that changed a ticket or a pass.
    func walletChanged() { walletCommits.increment() }

    // MARK: Favourites

    public func favorites() async throws(UserDataError) -> [FavoriteRecord] {
        try await read { db in try FavoriteRecord.fetchAll(db, sql: "SELECT facilityId, position, addedAt FROM favorite ORDER BY position, addedAt") }
    }

    /// Adds at the end of the user's order. The position is computed inside the transaction, so two
    /// processes adding at the same moment get distinct positions. Adding an existing one keeps it.
    public func addFavorite(_ id: String, addedAt: Date) async throws(UserDataError) -> FavoriteRecord {
        try await write { db in
            if let existing = try FavoriteRecord.fetchOne(db, key: id) { return existing }
            let last = try Int.fetchOne(db, sql: "SELECT MAX(position) FROM favorite") ?? 0
            let record = FavoriteRecord(facilityId: id, position: last + 1, addedAt: addedAt.timeIntervalSince1970)
            try record.insert(db)
            return record
        }
    }

    /// Removes and returns the removed row (for undo), or nil when it was not a favourite.
    @discardableResult
    public func removeFavorite(_ id: String) async throws(UserDataError) -> FavoriteRecord? {
        try await write { db in
            guard let existing = try FavoriteRecord.fetchOne(db, key: id) else { return nil }
            try existing.delete(db)
            return existing
        }
    }

    /// Puts a removed favourite back where it was, moving later ones down by one.
    public func restoreFavorite(_ record: FavoriteRecord) async throws(UserDataError) {
        try await write { db in
            guard try FavoriteRecord.fetchOne(db, key: record.facilityId) == nil else { return }
            try db.execute(sql: "UPDATE favorite SET position = position + 1 WHERE position >= ?", arguments: [record.position])
            try record.insert(db)
        }
    }

    /// Swaps a favourite with its neighbour `offset` places away in the user's order, reading the
    /// order inside the transaction so a concurrent change elsewhere is not overwritten.
    public func moveFavorite(_ id: String, by offset: Int) async throws(UserDataError) {
        try await write { db in
            var rows = try FavoriteRecord.order(Column("position"), Column("addedAt")).fetchAll(db)
            guard let index = rows.firstIndex(where: { $0.facilityId == id }) else { return }
            let target = min(max(0, index + offset), rows.count - 1)
            guard target != index else { return }
            let moved = rows.remove(at: index)
            rows.insert(moved, at: target)
            // Renumber 1...n: positions stay dense and distinct whatever they were before.
            for (number, var row) in rows.enumerated() where row.position != number + 1 {
                row.position = number + 1
                try row.update(db)
            }
        }
    }

    // MARK: Visits

    public func visits() async throws(UserDataError) -> [VisitRecord] {
        try await read { db in try VisitRecord.filter(sql: UserSchema.visibleVisit).order(Column("date").desc, Column("id").desc).fetchAll(db) }
    }

    public func addVisit(_ record: VisitRecord) async throws(UserDataError) -> VisitRecord {
        try await write { db in
            var inserted = record
            try inserted.insert(db)
            return inserted
        }
    }

    @discardableResult
    public func deleteVisit(id: Int64) async throws(UserDataError) -> Bool {
        try await write { db in try VisitRecord.deleteOne(db, key: id) }
    }
}
