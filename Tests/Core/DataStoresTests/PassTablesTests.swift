import DataStores
import Entities
import Foundation
import GRDB
import Testing

/// The pass tables on real SQLite files: one order and its passes in one transaction, and entries
/// taken with their visits atomically, never more than N, never twice at one bath — also from two
/// connections on one file, as two processes would.
@Suite struct PassTablesTests {
    let account = AccountRecord(id: "A1", displayName: "太郎", email: "taro@example.com", pinHash: "pbkdf2-sha256$1$00$00", createdAt: 0)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-pass-tables-\(UUID().uuidString)")

    func order(key: String, id: String = "R1", coupon: String? = nil) -> PassOrderRecord {
        PassOrderRecord(id: id, accountId: "A1", idempotencyKey: key, rallyId: "sanmeisen", rallyName: "日本三名泉", passCount: 1,
                        subtotalYen: 2_800, discountYen: coupon == nil ? 0 : 300, cardBrand: "visa", cardLast4: "4242", purchasedAt: 1,
                        couponId: coupon)
    }

    func pass(_ id: String, order: String = "R1", entries: Int = 3) -> RallyPassRecord {
        RallyPassRecord(id: id, orderId: order, accountId: "A1", rallyId: "sanmeisen", terms: "{}", entries: entries,
                        validFrom: "2026-11-24", validUntil: "2027-02-22", purchasedAt: 1)
    }

    func visit(_ area: String) -> VisitRecord {
        VisitRecord(facilityId: area, date: "2026-11-24", rating: 3, note: "湯めぐり手形 日本三名泉", createdAt: 1)
    }

    func open() throws -> UserDatabase { try UserDatabase.open(dataDirectory: directory) }

    @Test func confirmingTheSameKeyTwiceBuysOncePendingCopyAndCouponIncluded() async throws {
        let db = try UserDatabase.inMemory()
        try await db.insertAccount(account)
        try await db.claimCoupon(ClaimedCouponRecord(accountId: "A1", couponId: "c1", terms: "{}", validUntil: "2027-01-01", claimedAt: 0,
                                                     usedByOrderId: nil))
        try await db.savePendingPurchase(PendingPurchaseRecord(accountId: "A1", facilityId: "pass:sanmeisen", idempotencyKey: "K1",
                                                               draft: "{}", ownerProcess: 1, savedAt: 0))
        let first = try await db.placePassOrder(order(key: "K1", coupon: "c1"), passes: [pass("P1")], saveCard: nil)
        #expect(first.created)
        #expect(try await db.pendingPurchase(accountId: "A1", facilityId: "pass:sanmeisen") == nil)
        #expect(try await db.claimedCoupons(accountId: "A1").first?.usedByOrderId == "R1")
        let again = try await db.placePassOrder(order(key: "K1", id: "R2", coupon: "c1"), passes: [pass("P2", order: "R2")], saveCard: nil)
        #expect(!again.created && again.order.id == "R1" && again.passes.map(\.pass.id) == ["P1"])
        #expect(try await db.passes(accountId: "A1").map(\.pass.id) == ["P1"])
        #expect(try await db.passOrders(accountId: "A1").count == 1)
    }

    @Test func aCouponUsedElsewhereLeavesNoOrderAndNoPass() async throws {
        let db = try UserDatabase.inMemory()
        try await db.insertAccount(account)
        // No such claimed coupon: the order, written first, must go with the failed coupon update.
        await #expect(throws: UserDataError.coupon(.alreadyUsed)) {
            _ = try await db.placePassOrder(order(key: "K1", coupon: "missing"), passes: [pass("P1")], saveCard: nil)
        }
        #expect(try await db.passOrders(accountId: "A1").isEmpty)
        #expect(try await db.passes(accountId: "A1").isEmpty)
    }

    @Test func anEntryPerBathUpToNEachWithExactlyOneVisit() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let db = try open()
        try await db.insertAccount(account)
        _ = try await db.placePassOrder(order(key: "K1"), passes: [pass("P1", entries: 2)], saveCard: nil)
        let first = try await db.takePassEntry(passId: "P1", facilityId: "aist-1", usedAt: 10, visit: visit("aist-1"))
        guard case .taken(let use, _) = first else { Issue.record("first entry refused: \(first)"); return }
        #expect(use.visitId != nil)
        #expect(try await db.takePassEntry(passId: "P1", facilityId: "aist-1", usedAt: 11, visit: visit("aist-1")) == .alreadyUsedHere(at: 10))
        guard case .taken = try await db.takePassEntry(passId: "P1", facilityId: "aist-2", usedAt: 12, visit: visit("aist-2")) else {
            Issue.record("second bath refused")
            return
        }
        #expect(try await db.takePassEntry(passId: "P1", facilityId: "aist-3", usedAt: 13, visit: visit("aist-3")) == .noEntriesLeft)
        #expect(try await db.takePassEntry(passId: "nope", facilityId: "aist-3", usedAt: 13, visit: visit("aist-3")) == .noSuchPass)
        let visits = try await db.visits()
        #expect(visits.map(\.facilityId).sorted() == ["aist-1", "aist-2"])
        #expect(visits.allSatisfy { $0.rating == 3 && $0.note == "湯めぐり手形 日本三名泉" })
        let uses = try #require(try await db.pass(id: "P1")).uses
        #expect(Set(uses.compactMap(\.visitId)) == Set(visits.compactMap(\.id)))
    }

    /// Forty desks on two connections (two pools on one file, as two processes have) race for one
    /// pass at eight baths: exactly N entries, none twice at one bath, one visit per entry.
    @Test func concurrentDesksOnTwoConnectionsNeverTakeMoreThanN() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try open()
        try await first.insertAccount(account)
        _ = try await first.placePassOrder(order(key: "K1"), passes: [pass("P1", entries: 3)], saveCard: nil)
        let second = try open()
        let outcomes = try await withThrowingTaskGroup(of: PassEntryOutcome.self) { group in
            for index in 0..<40 {
                let db = index.isMultiple(of: 2) ? first : second
                let area = "aist-\(index % 8)"
                group.addTask {
                    try await db.takePassEntry(passId: "P1", facilityId: area, usedAt: Double(index), visit: visit(area))
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let taken = outcomes.compactMap { if case .taken(let use, _) = $0 { use } else { nil } }
        #expect(taken.count == 3)
        #expect(Set(taken.map(\.facilityId)).count == 3)
        // Issue 34.10: each winner is told the uses its own transaction saw, so the three say
        // 1, 2 and 3 taken (残り 2, 1, 0), never the same count twice.
        let seen = outcomes.compactMap { if case .taken(_, let uses) = $0 { uses.count } else { nil } }
        #expect(seen.sorted() == [1, 2, 3])
        let stored = try #require(try await first.pass(id: "P1"))
        #expect(stored.uses.count == 3)
        #expect(try await second.visits().count == 3)
    }
}
