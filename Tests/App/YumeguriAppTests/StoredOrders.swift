import Foundation
import GRDB

/// What a data directory's user database holds of orders, read straight from the file (not through
/// the app's code, which is what is under test), with the checks a crash must never break.
struct StoredOrders {
    /// `PRAGMA integrity_check`: "ok" or the first problems found.
    var integrity: String
    /// Rows of `PRAGMA foreign_key_check`: references to rows that do not exist.
    var foreignKeyViolations: Int
    var orders: Int
    /// Order id by idempotency key.
    var orderIDs: [String: String]
    /// Keys of orders whose stored tickets are not exactly their `ticketCount`.
    var partialOrders: [String]
    /// Tickets whose order is not stored.
    var orphanTickets: Int
    var tickets: Int
    var accounts: Int

    /// Reviewed orders saved for resuming after a crash.
    static func pendingPurchases(dataDirectory: URL) throws -> Int {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: dataDirectory.appendingPathComponent("user.sqlite").path, configuration: configuration)
        return try queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM pendingPurchase") ?? 0 }
    }

    static func read(dataDirectory: URL) throws -> StoredOrders {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: dataDirectory.appendingPathComponent("user.sqlite").path, configuration: configuration)
        return try queue.read { db in
            let integrity = try String.fetchAll(db, sql: "PRAGMA integrity_check").joined(separator: "; ")
            let foreignKeyViolations = try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").count
            let orders = try Row.fetchAll(db, sql: "SELECT idempotencyKey, id FROM ticketOrder")
            let partial = try String.fetchAll(db, sql: """
                SELECT idempotencyKey FROM ticketOrder o
                WHERE ticketCount != (SELECT COUNT(*) FROM ticket t WHERE t.orderId = o.id)
                """)
            let orphans = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM ticket WHERE orderId NOT IN (SELECT id FROM ticketOrder)") ?? -1
            return StoredOrders(
                integrity: integrity,
                foreignKeyViolations: foreignKeyViolations,
                orders: orders.count,
                orderIDs: Dictionary(orders.map { ($0["idempotencyKey"] as String, $0["id"] as String) }, uniquingKeysWith: { a, _ in a }),
                partialOrders: partial,
                orphanTickets: orphans,
                tickets: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM ticket") ?? -1,
                accounts: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM account") ?? -1)
        }
    }

    /// Nothing half-written: the file is sound and every order has all its tickets or is absent.
    var isWhole: Bool { integrity == "ok" && foreignKeyViolations == 0 && partialOrders.isEmpty && orphanTickets == 0 }
}
