import Entities
import Foundation
import GRDB

extension UserDatabase {
    /// Rewrites a visible visit in one transaction: `change` sees the row as stored now (so a
    /// correction made meanwhile in another process is its starting point, not overwritten by a
    /// stale copy) and may throw to refuse it. Nil when no visible visit has this id.
    public func updateVisit(
        id: Int64, _ change: @escaping @Sendable (VisitRecord) throws -> VisitRecord
    ) async throws(UserDataError) -> VisitRecord? {
        try await write { db in
            guard let stored = try VisitRecord.filter(sql: UserSchema.visibleVisit).filter(key: id).fetchOne(db) else { return nil }
            var changed = try change(stored)
            changed.id = stored.id
            changed.createdAt = stored.createdAt
            guard changed != stored else { return stored }
            try changed.update(db)
            return changed
        }
    }

    /// Deletes a visible visit and returns it as it was (for an undo), or nil when there was none.
    public func removeVisit(id: Int64) async throws(UserDataError) -> VisitRecord? {
        try await write { db in
            guard let stored = try VisitRecord.filter(sql: UserSchema.visibleVisit).filter(key: id).fetchOne(db) else { return nil }
            try stored.delete(db)
            return stored
        }
    }

    /// Puts a deleted visit back under its own id, so a pass use or an export that named it finds
    /// it again; under a new id when that one was taken meanwhile.
    public func restoreVisit(_ record: VisitRecord) async throws(UserDataError) -> VisitRecord {
        try await write { db in
            var restored = record
            if let id = record.id, try VisitRecord.exists(db, key: id) { restored.id = nil }
            try restored.insert(db)
            return restored
        }
    }

    /// The visit a ticket used at a desk records, inside the transaction that marks it used: a
    /// ticket's one move from issued to used and its one visit are written together or not at all
    /// (as a pass entry and its visit are, `takePassEntry`).
    static func recordTicketVisit(ticketId: String, usedAt: Double, _ db: Database) throws {
        guard let ticket = try TicketRecord.fetchOne(db, key: ticketId) else { return }
        let day = TicketVisit.day(usedAt: Date(timeIntervalSince1970: usedAt))
        var visit = VisitRecord(facilityId: ticket.facilityId, date: day.description, rating: TicketVisit.rating,
                                note: TicketVisit.note(productName: ticket.productName), createdAt: usedAt)
        try visit.insert(db)
    }
}
