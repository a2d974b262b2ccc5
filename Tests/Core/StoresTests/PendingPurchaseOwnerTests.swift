import Credentials
import CredentialsLive
import DataStores
import Entities
import Foundation
import Repositories
import RepositoriesLive
import Testing

/// A reviewed order kept on disk is picked up again only by its own process or after that process
/// has gone; a second instance that is still running keeps its own order.
@Suite struct PendingPurchaseOwnerTests {
    @Test func onlyAnOrderWhoseInstanceHasStoppedIsTakenOver() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-pending-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = try UserDatabase.open(dataDirectory: directory)
        let repository = AccountRepository.live(open: { () throws(UserDataError) in try UserDatabase.open(dataDirectory: directory) })
        let account = Account(id: AccountID("A1"), displayName: "太郎", email: "taro@example.com", createdAt: Date(timeIntervalSince1970: 0))
        try await repository.insertAccount(account, PINHash(pin: "2468", salt: [1, 2, 3], iterations: 1, hasher: .pbkdf2))
        let facility = FacilityID("aist-2711")
        var draft = PurchaseDraft(facilityID: facility, facilityName: "草津", products: SampleCommerce.generate(for: facility).ticketProducts,
                                  today: VisitDate(dayNumber: 20_000))
        _ = draft.ensureIdempotencyKey { "K1" }

        try await repository.savePendingPurchase(draft, account.id, Date(timeIntervalSince1970: 1))
        #expect(try await repository.pendingPurchase(account.id, .facility(facility))?.draft == draft)

        func owned(by pid: Int) async throws {
            let json = String(decoding: try JSONEncoder().encode(draft), as: UTF8.self)
            try await database.savePendingPurchase(PendingPurchaseRecord(
                accountId: "A1", facilityId: facility.rawValue, idempotencyKey: "K1", draft: json, ownerProcess: pid, savedAt: 1))
        }
        // Our parent (the test runner's) is alive: its order is not ours to take.
        try await owned(by: Int(getppid()))
        #expect(try await repository.pendingPurchase(account.id, .facility(facility)) == nil)
        #expect(try await database.pendingPurchase(accountId: "A1", facilityId: facility.rawValue) != nil)
        // A pid above any pid_max belongs to no process: the order is picked up.
        try await owned(by: Int(Int32.max) - 1)
        #expect(try await repository.pendingPurchase(account.id, .facility(facility))?.draft == draft)
    }
}
