import Entities
import GRDB

/// The steps a ticket order and a pass order share inside their transaction: written once, so the
/// two kinds of order cannot come to use a coupon or keep a card by different rules.
extension UserDatabase {
    /// Marks the claimed coupon used by this order, or fails the order: one coupon, one order.
    static func useCoupon(_ couponId: String?, byOrder orderId: String, account accountId: String, _ db: Database) throws {
        guard let couponId else { return }
        try db.execute(sql: """
            UPDATE claimedCoupon SET usedByOrderId = ? WHERE accountId = ? AND couponId = ? AND usedByOrderId IS NULL
            """, arguments: [orderId, accountId, couponId])
        guard db.changesCount == 1 else { throw UserDataError.coupon(.alreadyUsed) }
    }

    /// Keeps the card the buyer asked to remember (a card already kept stays as it is).
    static func remember(_ card: SavedCardRecord?, _ db: Database) throws {
        guard let card else { return }
        try db.execute(sql: """
            INSERT OR IGNORE INTO savedCard (id, accountId, brand, last4, expiryMonth, expiryYear, holderName, createdAt)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """, arguments: [card.id, card.accountId, card.brand, card.last4, card.expiryMonth, card.expiryYear, card.holderName, card.createdAt])
    }
}
