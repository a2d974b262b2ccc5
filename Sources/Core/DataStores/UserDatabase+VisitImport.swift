import Entities
import Foundation
import GRDB
import Localization

/// Importing visits without locking anyone out. An import writes its rows in many short
/// transactions, each tagged with the import's batch; readers see none of them until
/// `commitVisitImport` marks the batch committed, one row in one short transaction. So the import is
/// still all or nothing — a killed process leaves an uncommitted batch nobody sees, removed by the
/// next import — while a purchase or a favourite in another process waits for one short
/// transaction at most.
extension UserDatabase {
    /// Starts a batch owned by this process, first removing the rows of batches whose process is gone.
    public func beginVisitImport(startedAt: Date) async throws(UserDataError) -> Int64 {
        try await removeAbandonedVisitImports()
        let pid = Int64(ProcessLiveness.current)
        return try await write { db in
            try db.execute(sql: """
                INSERT INTO visitImportBatch (ownerPid, startedAt, firstVisitId)
                VALUES (?, ?, (SELECT COALESCE(MAX(id), 0) + 1 FROM visit))
                """, arguments: [pid, startedAt.timeIntervalSince1970])
            return db.lastInsertedRowID
        }
    }

    /// Adds `records` to the batch in one transaction, skipping any identical (facility, date,
    /// rating, note) to a visible visit or to one added to this batch before. Returns how many were
    /// added. Any order is correct; the index's order (date, area), which `VisitFileImport` sorts
    /// its rows into, is fast.
    public func addToVisitImport(_ batch: Int64, _ records: [VisitRecord]) async throws(UserDataError) -> Int {
        var added = 0, next = 0
        while next < records.count {
            let step = try await addToVisitImport(batch, Array(records[next...]), holdingAtMost: nil)
            added += step.added
            next += step.stored
        }
        return added
    }

    /// What one transaction of an import did: rows taken from the front of those offered, how
    /// many of them were new, and how long it held the write lock (BEGIN IMMEDIATE to COMMIT).
    public struct VisitImportStep: Sendable, Equatable {
        public var stored: Int
        public var added: Int
        public var held: Duration
    }

    /// Adds rows from the front of `records` in one transaction that commits as soon as it has
    /// held the write lock for `limit` (at least one row goes in): bounded by time, not rows, so a
    /// slow moment (a cold page, a busy machine) shortens the group instead of lengthening the
    /// wait of a purchase in another process. The log is not checkpointed inside it
    /// (`checkpointVisitImport` does that between transactions, holding no lock writers wait for).
    public func addToVisitImport(_ batch: Int64, _ records: [VisitRecord], holdingAtMost limit: Duration?) async throws(UserDataError) -> VisitImportStep {
        try await damage.ensureWritable()
        do {
            return try await writer.writeWithoutTransaction { db in
                // Nobody sees these rows until the batch commits, and that commit is synced (FULL),
                // which makes every earlier frame of the log durable with it: syncing each group
                // would only make the import slower.
                try db.execute(sql: "PRAGMA synchronous = NORMAL")
                // A checkpoint run by the commit would count against the transaction's time.
                try db.execute(sql: "PRAGMA wal_autocheckpoint = 0")
                defer {
                    try? db.execute(sql: "PRAGMA synchronous = FULL")
                    try? db.execute(sql: "PRAGMA wal_autocheckpoint = 1000")
                }
                // Index pages a group touches are read again by the next: keep them in memory.
                try db.execute(sql: "PRAGMA cache_size = -32768")
                let clock = ContinuousClock()
                var step = VisitImportStep(stored: 0, added: 0, held: .zero)
                var began = clock.now
                try db.inTransaction(.immediate) {
                    began = clock.now
                    let deadline = limit.map { began + $0 }
                    (step.stored, step.added) = try Self.insert(records, batch: batch, until: deadline, clock: clock, db)
                    return .commit
                }
                step.held = clock.now - began
                return step
            }
        } catch {
            throw await noted(error)
        }
    }

    /// Moves what the import has logged into the database file (PASSIVE: it waits for no one and
    /// no writer waits for it), so the log stays small for readers and for the next commit's sync.
    public func checkpointVisitImport() async throws(UserDataError) {
        do {
            try await writer.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(PASSIVE)") }
        } catch {
            throw await noted(error)
        }
    }

    private static func insert(_ records: [VisitRecord], batch: Int64, until deadline: ContinuousClock.Instant?,
                               clock: ContinuousClock, _ db: Database) throws -> (stored: Int, added: Int) {
        let exists = try RawStatement(db.cachedStatement(sql: """
            SELECT 1 FROM visit WHERE date = ? AND facilityId = ? AND rating = ? AND note = ?
              AND (importBatch IS NULL OR importBatch = ?
                   OR EXISTS (SELECT 1 FROM visitImportBatch b WHERE b.id = visit.importBatch AND b.committed = 1))
            LIMIT 1
            """), db)
        let insert = try RawStatement(db.cachedStatement(sql: """
            INSERT INTO visit (date, facilityId, rating, note, createdAt, importBatch) VALUES (?, ?, ?, ?, ?, ?)
            """), db)
        // A lookup that found its row is still open: left so, it would keep the checkpoint after
        // this transaction from running ("database table is locked").
        defer {
            exists.reset()
            insert.reset()
        }
        var added = 0, stored = 0
        for record in records {
            if stored > 0, let deadline, clock.now >= deadline { break }
            stored += 1
            exists.bind(record.date, record.facilityId, record.rating, record.note)
            exists.bind(5, batch)
            if try exists.step() { continue }
            insert.bind(record.date, record.facilityId, record.rating, record.note)
            insert.bind(5, record.createdAt)
            insert.bind(6, batch)
            _ = try insert.step()
            added += 1
        }
        return (stored, added)
    }

    /// Makes the batch's rows visible to everyone at once.
    public func commitVisitImport(_ batch: Int64) async throws(UserDataError) {
        try await write { db in
            try db.execute(sql: "UPDATE visitImportBatch SET committed = 1 WHERE id = ? AND committed = 0", arguments: [batch])
            guard db.changesCount == 1 else { throw UserDataError.database(DataStoreText.importBatchGone("\(batch)").text) }
        }
    }

    /// Removes an unfinished batch and its rows, a few thousand ids per transaction.
    public func abandonVisitImport(_ batch: Int64) async throws(UserDataError) {
        let range = try await read { db in
            try Row.fetchOne(db, sql: """
                SELECT firstVisitId, (SELECT COALESCE(MAX(id), 0) FROM visit) AS lastVisitId
                FROM visitImportBatch WHERE id = ? AND committed = 0
                """, arguments: [batch]).map { ($0["firstVisitId"] as Int64, $0["lastVisitId"] as Int64) }
        }
        guard let (first, last) = range else { return }
        // About a frame's work each: another process's write waits for one of these at most.
        let step: Int64 = 1_000
        for start in stride(from: first, through: last, by: Int(step)) {
            try await write { db in
                try db.execute(sql: "DELETE FROM visit WHERE id BETWEEN ? AND ? AND importBatch = ?",
                               arguments: [start, start + step - 1, batch])
            }
        }
        try await write { db in
            try db.execute(sql: "DELETE FROM visitImportBatch WHERE id = ? AND committed = 0", arguments: [batch])
        }
    }

    /// Batches left by processes that died mid-import.
    public func abandonedVisitImports() async throws(UserDataError) -> [Int64] {
        let batches = try await read { db in
            try Row.fetchAll(db, sql: "SELECT id, ownerPid FROM visitImportBatch WHERE committed = 0")
                .map { (id: $0["id"] as Int64, pid: $0["ownerPid"] as Int64) }
        }
        return batches.filter { ProcessLiveness.isGone(Int($0.pid)) }.map(\.id)
    }

    /// Removes the invisible rows of imports whose process ended before committing or removing
    /// them (killed, or failed on a full disk where even the removal could not be written).
    public func removeAbandonedVisitImports() async throws(UserDataError) {
        for batch in try await abandonedVisitImports() { try await abandonVisitImport(batch) }
    }
}
