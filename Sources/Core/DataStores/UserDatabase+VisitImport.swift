import Entities
import Foundation
import GRDB

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
            try db.execute(sql: "INSERT INTO visitImportBatch (ownerPid, startedAt) VALUES (?, ?)",
                           arguments: [pid, startedAt.timeIntervalSince1970])
            return db.lastInsertedRowID
        }
    }

    /// Adds `records` to the batch in one transaction, skipping any identical (facility, date,
    /// rating, note) to a visible visit or to one added to this batch before. Returns how many were added.
    public func addToVisitImport(_ batch: Int64, _ records: [VisitRecord]) async throws(UserDataError) -> Int {
        try await write { db in
            let exists = try db.cachedStatement(sql: """
                SELECT 1 FROM visit WHERE facilityId = ? AND date = ? AND rating = ? AND note = ?
                  AND (importBatch IS NULL OR importBatch = ? OR importBatch IN (SELECT id FROM visitImportBatch WHERE committed = 1))
                LIMIT 1
                """)
            let insert = try db.cachedStatement(sql: """
                INSERT INTO visit (facilityId, date, rating, note, createdAt, importBatch) VALUES (?, ?, ?, ?, ?, ?)
                """)
            var added = 0
            for record in records {
                exists.setUncheckedArguments([record.facilityId, record.date, record.rating, record.note, batch])
                if try Row.fetchOne(exists) != nil { continue }
                insert.setUncheckedArguments([record.facilityId, record.date, record.rating, record.note, record.createdAt, batch])
                try insert.execute()
                added += 1
            }
            return added
        }
    }

    /// Makes the batch's rows visible to everyone at once.
    public func commitVisitImport(_ batch: Int64) async throws(UserDataError) {
        try await write { db in
            try db.execute(sql: "UPDATE visitImportBatch SET committed = 1 WHERE id = ? AND committed = 0", arguments: [batch])
            guard db.changesCount == 1 else { throw UserDataError.database("the import's batch \(batch) is gone") }
        }
    }

    /// Removes an unfinished batch and its rows, a few thousand rows per transaction.
    public func abandonVisitImport(_ batch: Int64) async throws(UserDataError) {
        while try await write({ db in
            try db.execute(sql: """
                DELETE FROM visit WHERE rowid IN (SELECT rowid FROM visit WHERE importBatch = ? LIMIT 5000)
                """, arguments: [batch])
            return db.changesCount > 0
        }) {}
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

    func removeAbandonedVisitImports() async throws(UserDataError) {
        for batch in try await abandonedVisitImports() { try await abandonVisitImport(batch) }
    }
}
