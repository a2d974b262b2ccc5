import Entities
import Foundation
import GRDB
import Localization

extension UserDatabase {
    /// Writes a pass order and its passes in one transaction, with the coupon it uses and the card to
    /// remember. The same idempotency key a second time writes nothing and returns what is stored.
    public func placePassOrder(
        _ order: PassOrderRecord, passes: [RallyPassRecord], saveCard: SavedCardRecord?
    ) async throws(UserDataError) -> (order: PassOrderRecord, passes: [StoredPass], created: Bool) {
        let result = try await write { db in
            try PendingPurchaseRecord.filter(Column("idempotencyKey") == order.idempotencyKey).deleteAll(db)
            if let existing = try PassOrderRecord.filter(Column("idempotencyKey") == order.idempotencyKey).fetchOne(db) {
                guard existing.accountId == order.accountId else { throw UserDataError.database(DataStoreText.idempotencyKeyOfAnotherAccount.text) }
                let stored = try RallyPassRecord.filter(Column("orderId") == existing.id).order(Column("id")).fetchAll(db)
                return (existing, try Self.withUses(stored, db), false)
            }
            try order.insert(db)
            try Self.useCoupon(order.couponId, byOrder: order.id, account: order.accountId, db)
            for pass in passes { try pass.insert(db) }
            try Self.remember(saveCard, db)
            return (order, passes.map { StoredPass(pass: $0, uses: []) }, true)
        }
        if result.2 { walletChanged() }
        return result
    }

    public func passes(accountId: String) async throws(UserDataError) -> [StoredPass] {
        try await read { db in
            try Self.withUses(RallyPassRecord.filter(Column("accountId") == accountId).order(Column("purchasedAt").desc, Column("id"))
                .fetchAll(db), db)
        }
    }

    /// Any account's pass by id: the front desk looks a scanned code up here.
    public func pass(id: String) async throws(UserDataError) -> StoredPass? {
        try await read { db in try RallyPassRecord.fetchOne(db, key: id).map { try Self.withUses([$0], db)[0] } }
    }

    public func passOrders(accountId: String) async throws(UserDataError) -> [PassOrderRecord] {
        try await read { db in try PassOrderRecord.filter(Column("accountId") == accountId).order(Column("purchasedAt").desc).fetchAll(db) }
    }

    /// Takes one entry of a pass at a bath and records the visit, in one IMMEDIATE transaction: the
    /// insert carries its own count check (fewer uses than entries) and the UNIQUE (pass, bath)
    /// index refuses a second use at one bath, so desks racing in threads or processes never take
    /// more than the pass has. The visit goes in with the use or not at all.
    public func takePassEntry(passId: String, facilityId: String, usedAt: Double, visit: VisitRecord) async throws(UserDataError)
        -> PassEntryOutcome {
        let outcome: PassEntryOutcome
        try await damage.ensureWritable()
        do {
            outcome = try await writer.writeWithoutTransaction { db in
                var outcome = PassEntryOutcome.noSuchPass
                try db.inTransaction(.immediate) {
                    outcome = try Self.takeEntry(passId: passId, facilityId: facilityId, usedAt: usedAt, visit: visit, db)
                    return .commit
                }
                return outcome
            }
        } catch {
            throw await noted(error)
        }
        if case .taken = outcome { walletChanged() }
        return outcome
    }

    private static func takeEntry(passId: String, facilityId: String, usedAt: Double, visit: VisitRecord, _ db: Database) throws
        -> PassEntryOutcome {
        guard try RallyPassRecord.fetchOne(db, key: passId) != nil else { return .noSuchPass }
        try db.execute(sql: """
            INSERT INTO passUse (passId, facilityId, usedAt, visitId)
            SELECT ?, ?, ?, NULL
            WHERE (SELECT COUNT(*) FROM passUse WHERE passId = ?) < (SELECT entries FROM rallyPass WHERE id = ?)
            ON CONFLICT (passId, facilityId) DO NOTHING
            """, arguments: [passId, facilityId, usedAt, passId, passId])
        guard db.changesCount == 1 else {
            if let earlier = try PassUseRecord.filter(Column("passId") == passId && Column("facilityId") == facilityId).fetchOne(db) {
                return .alreadyUsedHere(at: earlier.usedAt)
            }
            return .noEntriesLeft
        }
        var recorded = visit
        try recorded.insert(db)
        try db.execute(sql: "UPDATE passUse SET visitId = ? WHERE passId = ? AND facilityId = ?",
                       arguments: [recorded.id, passId, facilityId])
        let uses = try PassUseRecord.filter(Column("passId") == passId).order(Column("usedAt"), Column("facilityId")).fetchAll(db)
        return .taken(PassUseRecord(passId: passId, facilityId: facilityId, usedAt: usedAt, visitId: recorded.id), uses: uses)
    }

    static func withUses(_ passes: [RallyPassRecord], _ db: Database) throws -> [StoredPass] {
        try passes.map { pass in
            StoredPass(pass: pass, uses: try PassUseRecord.filter(Column("passId") == pass.id).order(Column("usedAt"), Column.rowID)
                .fetchAll(db))
        }
    }
}
