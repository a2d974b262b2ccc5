import DataStores
import Entities
import Foundation
import Testing

@Suite struct TicketTablesTests {
    let account = AccountRecord(id: "A1", displayName: "太郎", email: "taro@example.com", pinHash: "pbkdf2-sha256$1$00$00", createdAt: 0)

    func order(key: String, id: String = "O1") -> OrderRecord {
        OrderRecord(id: id, accountId: "A1", idempotencyKey: key, facilityId: "aist-1", facilityName: "草津", useDate: "2026-11-21",
                    totalYen: 1600, ticketCount: 2, cardBrand: "visa", cardLast4: "4242", purchasedAt: 1)
    }

    func ticket(_ id: String, order: String = "O1") -> TicketRecord {
        TicketRecord(id: id, orderId: order, accountId: "A1", facilityId: "aist-1", facilityName: "草津", productName: "大人 入浴券",
                     priceYen: 800, useDate: "2026-11-21", validUntil: "2027-02-19", purchasedAt: 1, status: "issued", changedAt: nil)
    }

    @Test func confirmingTheSameKeyTwiceBuysOnce() async throws {
        let db = try UserDatabase.inMemory()
        try await db.insertAccount(account)
        let first = try await db.placeOrder(order(key: "K1"), tickets: [ticket("T1"), ticket("T2")], saveCard: nil)
        #expect(first.created)
        let again = try await db.placeOrder(order(key: "K1", id: "O2"), tickets: [ticket("T3", order: "O2"), ticket("T4", order: "O2")], saveCard: nil)
        #expect(!again.created)
        #expect(again.order.id == "O1" && again.tickets.map(\.id) == ["T1", "T2"])
        #expect(try await db.tickets(accountId: "A1").count == 2)
        #expect(try await db.orders(accountId: "A1").count == 1)
    }

    @Test func anOrderAndItsTicketsAreOneTransaction() async throws {
        let db = try UserDatabase.inMemory()
        try await db.insertAccount(account)
        // The second ticket breaks the status check: the order and the first ticket must not remain.
        var bad = ticket("T2")
        bad.status = "lost"
        await #expect(throws: UserDataError.self) {
            _ = try await db.placeOrder(order(key: "K1"), tickets: [ticket("T1"), bad], saveCard: nil)
        }
        #expect(try await db.orders(accountId: "A1").isEmpty)
        #expect(try await db.tickets(accountId: "A1").isEmpty)
    }

    @Test func placingAnOrderRemovesItsPendingCopyInTheSameTransaction() async throws {
        let db = try UserDatabase.inMemory()
        try await db.insertAccount(account)
        let pending = PendingPurchaseRecord(accountId: "A1", facilityId: "aist-1", idempotencyKey: "K1", draft: "{}", ownerProcess: 1, savedAt: 1)
        try await db.savePendingPurchase(pending)
        // A failed order keeps it: the same order can still be confirmed.
        var bad = ticket("T2")
        bad.status = "lost"
        await #expect(throws: UserDataError.self) {
            _ = try await db.placeOrder(order(key: "K1"), tickets: [ticket("T1"), bad], saveCard: nil)
        }
        #expect(try await db.pendingPurchase(accountId: "A1", facilityId: "aist-1") == pending)
        _ = try await db.placeOrder(order(key: "K1"), tickets: [ticket("T1"), ticket("T2")], saveCard: nil)
        #expect(try await db.pendingPurchase(accountId: "A1", facilityId: "aist-1") == nil)
    }

    @Test func aFacilityKeepsOnePendingOrderPerAccount() async throws {
        let db = try UserDatabase.inMemory()
        try await db.insertAccount(account)
        try await db.savePendingPurchase(PendingPurchaseRecord(accountId: "A1", facilityId: "aist-1", idempotencyKey: "K1", draft: "{}", ownerProcess: 1, savedAt: 1))
        let newer = PendingPurchaseRecord(accountId: "A1", facilityId: "aist-1", idempotencyKey: "K2", draft: "{\"n\":2}", ownerProcess: 1, savedAt: 2)
        try await db.savePendingPurchase(newer)
        #expect(try await db.pendingPurchase(accountId: "A1", facilityId: "aist-1") == newer)
        #expect(try await db.pendingPurchase(accountId: "A2", facilityId: "aist-1") == nil)
        try await db.discardPendingPurchase(accountId: "A1", facilityId: "aist-1")
        #expect(try await db.pendingPurchase(accountId: "A1", facilityId: "aist-1") == nil)
    }

    @Test func emailsAreUniqueAndStatusChangesOnlyFromExpected() async throws {
        let db = try UserDatabase.inMemory()
        try await db.insertAccount(account)
        await #expect(throws: UserDataError.emailTaken) {
            try await db.insertAccount(AccountRecord(id: "A2", displayName: "x", email: "taro@example.com", pinHash: "h", createdAt: 0))
        }
        _ = try await db.placeOrder(order(key: "K1"), tickets: [ticket("T1")], saveCard: nil)
        let used = try await db.updateTicketStatus(id: "T1", accountId: "A1", from: "issued", to: "used", changedAt: 5)
        #expect(used?.status == "used")
        let refund = try await db.updateTicketStatus(id: "T1", accountId: "A1", from: "issued", to: "refunded", changedAt: 6)
        #expect(refund?.status == "used" && refund?.changedAt == 5)
        #expect(try await db.updateTicketStatus(id: "T1", accountId: "B", from: "used", to: "issued", changedAt: 7) == nil)
    }

    /// Four connections on one file (as four processes would be), buying at once: each order once,
    /// and the same key confirmed on two of them still buys once.
    @Test func concurrentBuyersOnOneFileEachSucceedOnce() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-orders-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let databases = try (0..<4).map { _ in try UserDatabase.open(dataDirectory: directory) }
        try await databases[0].insertAccount(account)
        let results = try await withThrowingTaskGroup(of: Bool.self) { group in
            for (index, db) in databases.enumerated() {
                group.addTask {
                    let id = "O\(index)"
                    return try await db.placeOrder(order(key: "K\(index)", id: id), tickets: [ticket("T\(index)a", order: id), ticket("T\(index)b", order: id)],
                                                   saveCard: nil).created
                }
                group.addTask {
                    let id = "D\(index)"
                    return try await db.placeOrder(order(key: "SAME", id: id), tickets: [ticket("D\(index)a", order: id), ticket("D\(index)b", order: id)],
                                                   saveCard: nil).created
                }
            }
            return try await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.filter { $0 }.count == 5)
        #expect(try await databases[3].orders(accountId: "A1").count == 5)
        #expect(try await databases[2].tickets(accountId: "A1").count == 10)
    }
}
