import Entities
import Foundation
import GRDB
import Localization

extension UserDatabase {
    // MARK: Accounts

    public func accounts() async throws(UserDataError) -> [AccountRecord] {
        try await read { db in try AccountRecord.order(Column("createdAt"), Column("id")).fetchAll(db) }
    }

    public func account(email: String) async throws(UserDataError) -> AccountRecord? {
        try await read { db in try AccountRecord.filter(Column("email") == email).fetchOne(db) }
    }

    public func account(id: String) async throws(UserDataError) -> AccountRecord? {
        try await read { db in try AccountRecord.fetchOne(db, key: id) }
    }

    /// Inserts; `.accountEmailTaken` when the email is registered already (checked by the unique index).
    public func insertAccount(_ record: AccountRecord) async throws(UserDataError) {
        try await write { db in
            if try AccountRecord.filter(Column("email") == record.email).fetchCount(db) > 0 { throw UserDataError.emailTaken }
            try record.insert(db)
        }
    }

    /// Wrong PINs in a row for an email: (count, time of the last), or nil.
    public func signInFailures(email: String) async throws(UserDataError) -> (count: Int, lastAt: Double)? {
        try await read { db in
            try Row.fetchOne(db, sql: "SELECT count, lastAt FROM signInFailure WHERE email = ?", arguments: [email])
                .map { (count: $0["count"], lastAt: $0["lastAt"]) }
        }
    }

    /// Reserves one sign-in try for `email`: in one write transaction (IMMEDIATE, so processes
    /// take turns) it reads the failures, decides with `SignInThrottle`, and counts an allowed try
    /// as a wrong PIN before the caller hashes anything. A right PIN then clears the row; a wrong one
    /// writes nothing more, so failures that began before a success never undo it.
    public func reserveSignInAttempt(email: String, at time: Double) async throws(UserDataError) -> SignInAttempt {
        try await write { db in
            let stored = try Row.fetchOne(db, sql: "SELECT count, lastAt FROM signInFailure WHERE email = ?", arguments: [email])
                .map { SignInFailures(count: $0["count"], lastAt: Date(timeIntervalSince1970: $0["lastAt"])) }
            let attempt = SignInThrottle.reserve(stored, now: Date(timeIntervalSince1970: time))
            if case .allowed(let failures) = attempt {
                try db.execute(sql: """
                    INSERT INTO signInFailure (email, count, lastAt) VALUES (?, ?, ?)
                    ON CONFLICT(email) DO UPDATE SET count = excluded.count, lastAt = excluded.lastAt
                    """, arguments: [email, failures.count, time])
            }
            return attempt
        }
    }

    public func clearSignInFailures(email: String) async throws(UserDataError) {
        try await write { db in try db.execute(sql: "DELETE FROM signInFailure WHERE email = ?", arguments: [email]) }
    }

    /// Replaces an account's stored PIN hash (a stronger work factor after a sign-in).
    public func updatePINHash(accountId: String, pinHash: String) async throws(UserDataError) {
        try await write { db in
            try db.execute(sql: "UPDATE account SET pinHash = ? WHERE id = ?", arguments: [pinHash, accountId])
        }
    }

    /// The account that stays signed in across restarts, if any.
    public func signedInAccountID() async throws(UserDataError) -> String? {
        try await read { db in try String.fetchOne(db, sql: "SELECT accountId FROM signedInAccount WHERE slot = 1") }
    }

    public func setSignedInAccountID(_ id: String?) async throws(UserDataError) {
        try await write { db in
            if let id {
                try db.execute(sql: "INSERT OR REPLACE INTO signedInAccount (slot, accountId) VALUES (1, ?)", arguments: [id])
            } else {
                try db.execute(sql: "DELETE FROM signedInAccount")
            }
        }
    }

    // MARK: Cards

    public func savedCards(accountId: String) async throws(UserDataError) -> [SavedCardRecord] {
        try await read { db in try SavedCardRecord.filter(Column("accountId") == accountId).order(Column("createdAt").desc).fetchAll(db) }
    }

    // MARK: Orders and tickets

    /// Writes an order, its tickets and (when given) the card to remember, in one transaction. When
    /// an order with the same idempotency key exists, nothing is written and the stored order and
    /// tickets come back instead: confirming twice, or retrying after a crash, buys once.
    public func placeOrder(
        _ order: OrderRecord, tickets: [TicketRecord], saveCard: SavedCardRecord?
    ) async throws(UserDataError) -> (order: OrderRecord, tickets: [TicketRecord], created: Bool) {
        let placed = try await write { db in try Self.insertOrder(order, tickets: tickets, saveCard: saveCard, db) }
        if placed.2 { walletChanged() }
        return placed
    }

    /// `placeOrder`'s writes inside a transaction the caller holds (one order, or a day's orders).
    static func insertOrder(
        _ order: OrderRecord, tickets: [TicketRecord], saveCard: SavedCardRecord?, _ db: Database
    ) throws -> (order: OrderRecord, tickets: [TicketRecord], created: Bool) {
        // The pending copy of this order goes in the same transaction as the order itself.
        try PendingPurchaseRecord.filter(Column("idempotencyKey") == order.idempotencyKey).deleteAll(db)
        if let existing = try OrderRecord.filter(Column("idempotencyKey") == order.idempotencyKey).fetchOne(db) {
            guard existing.accountId == order.accountId else { throw UserDataError.database(DataStoreText.idempotencyKeyOfAnotherAccount.text) }
            let stored = try TicketRecord.filter(Column("orderId") == existing.id).order(Column("id")).fetchAll(db)
            return (existing, stored, false)
        }
        try order.insert(db)
        // The coupon is used by this order or the order is not placed: one transaction.
        try Self.useCoupon(order.couponId, byOrder: order.id, account: order.accountId, db)
        for ticket in tickets { try ticket.insert(db) }
        try Self.remember(saveCard, db)
        return (order, tickets, true)
    }

    // MARK: Pending purchases

    /// Keeps the reviewed order of an account at a facility (replacing an older one there), and
    /// removes every account's reviewed orders saved before `expiredBefore` (seconds since 1970):
    /// orders left at the review do not pile up.
    public func savePendingPurchase(_ record: PendingPurchaseRecord, expiredBefore: Double? = nil) async throws(UserDataError) {
        try await write { db in
            if let expiredBefore {
                try PendingPurchaseRecord.filter(Column("savedAt") < expiredBefore).deleteAll(db)
            }
            try PendingPurchaseRecord.filter(Column("accountId") == record.accountId && Column("facilityId") == record.facilityId).deleteAll(db)
            try PendingPurchaseRecord.filter(Column("idempotencyKey") == record.idempotencyKey).deleteAll(db)
            try record.insert(db)
        }
    }

    public func pendingPurchase(accountId: String, facilityId: String) async throws(UserDataError) -> PendingPurchaseRecord? {
        try await read { db in
            try PendingPurchaseRecord.filter(Column("accountId") == accountId && Column("facilityId") == facilityId).fetchOne(db)
        }
    }

    /// Every reviewed, unconfirmed order of an account, the latest first.
    public func pendingPurchases(accountId: String) async throws(UserDataError) -> [PendingPurchaseRecord] {
        try await read { db in
            try PendingPurchaseRecord.filter(Column("accountId") == accountId).order(Column("savedAt").desc).fetchAll(db)
        }
    }

    public func discardPendingPurchase(accountId: String, facilityId: String) async throws(UserDataError) {
        try await write { db in
            _ = try PendingPurchaseRecord.filter(Column("accountId") == accountId && Column("facilityId") == facilityId).deleteAll(db)
        }
    }

    public func orders(accountId: String) async throws(UserDataError) -> [OrderRecord] {
        try await read { db in try OrderRecord.filter(Column("accountId") == accountId).order(Column("purchasedAt").desc).fetchAll(db) }
    }

    public func tickets(accountId: String) async throws(UserDataError) -> [TicketRecord] {
        try await read { db in
            try TicketRecord.filter(Column("accountId") == accountId).order(Column("purchasedAt").desc, Column("id")).fetchAll(db)
        }
    }

    /// Changes a ticket's status only if it is still `expected` and belongs to `accountId` (so two
    /// processes cannot both use it). Returns the stored row afterwards, or nil when not found.
    public func updateTicketStatus(
        id: String, accountId: String, from expected: String, to status: String, changedAt: Double
    ) async throws(UserDataError) -> TicketRecord? {
        let (changed, stored) = try await write { db in
            try db.execute(sql: "UPDATE ticket SET status = ?, changedAt = ? WHERE id = ? AND accountId = ? AND status = ?",
                           arguments: [status, changedAt, id, accountId, expected])
            let changed = db.changesCount == 1
            if changed, status == TicketStatus.used.rawValue { try Self.recordTicketVisit(ticketId: id, usedAt: changedAt, db) }
            let stored = try TicketRecord.filter(Column("id") == id && Column("accountId") == accountId).fetchOne(db)
            if changed, status == TicketStatus.refunded.rawValue, let stored {
                try Self.returnCouponIfOrderRefunded(stored.orderId, today: VisitDate(Date(timeIntervalSince1970: changedAt)), db)
            }
            return (changed, stored)
        }
        if changed { walletChanged() }
        return stored
    }

    /// Any account's ticket by id: the front desk looks a scanned code up here.
    public func ticket(id: String) async throws(UserDataError) -> TicketRecord? {
        try await read { db in try TicketRecord.fetchOne(db, key: id) }
    }

    /// Moves a ticket from `expected` to `status` in one statement; true only for the caller whose
    /// statement changed it, so of two desks scanning one ticket at once exactly one succeeds.
    public func changeTicketStatus(id: String, from expected: String, to status: String, at time: Double) async throws(UserDataError) -> Bool {
        let changed = try await write { db in
            try db.execute(sql: "UPDATE ticket SET status = ?, changedAt = ? WHERE id = ? AND status = ?",
                           arguments: [status, time, id, expected])
            let changed = db.changesCount == 1
            if changed, status == TicketStatus.used.rawValue { try Self.recordTicketVisit(ticketId: id, usedAt: time, db) }
            return changed
        }
        if changed { walletChanged() }
        return changed
    }

    /// When every ticket of an order has been refunded, its coupon goes back to the wallet if it is
    /// still valid (in the same transaction as the last refund).
    static func returnCouponIfOrderRefunded(_ orderId: String, today: VisitDate, _ db: Database) throws {
        let open = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM ticket WHERE orderId = ? AND status != 'refunded'",
                                    arguments: [orderId]) ?? 0
        guard open == 0 else { return }
        try db.execute(sql: "UPDATE claimedCoupon SET usedByOrderId = NULL WHERE usedByOrderId = ? AND validUntil >= ?",
                       arguments: [orderId, today.description])
    }

    // MARK: Coupons

    public func claimedCoupons(accountId: String) async throws(UserDataError) -> [ClaimedCouponRecord] {
        try await read { db in
            try ClaimedCouponRecord.filter(Column("accountId") == accountId).order(Column("claimedAt").desc, Column("couponId")).fetchAll(db)
        }
    }

    /// Adds a coupon to an account's wallet; `.coupon(.alreadyClaimed)` the second time.
    public func claimCoupon(_ record: ClaimedCouponRecord) async throws(UserDataError) {
        try await write { db in
            try db.execute(sql: """
                INSERT OR IGNORE INTO claimedCoupon (accountId, couponId, terms, validUntil, claimedAt, usedByOrderId)
                VALUES (?, ?, ?, ?, ?, NULL)
                """, arguments: [record.accountId, record.couponId, record.terms, record.validUntil, record.claimedAt])
            guard db.changesCount == 1 else { throw UserDataError.coupon(.alreadyClaimed) }
        }
    }
}
