import CredentialsLive
import DataStores
import Dependencies
import Entities
import Foundation
import Repositories
import RepositoriesLive
import Stores
import Testing
import UseCases

/// Issue 25.9: a reviewed order left unconfirmed (a kill, a quit, a flow left at the review) is
/// one order per account and target however often that happens, the wallet lists it (and
/// follows each save), and once it is past its day or a day old it is neither listed nor resumed,
/// and the next review anywhere removes it from disk.
@MainActor
@Suite struct PendingOrderTests {
    let clock = LockIsolated(Date(timeIntervalSince1970: 1_795_491_000))  // 2026-11-24
    let kusatsu = FacilityID("aist-2711")
    let dogo = FacilityID("aist-6653")

    func draft(_ id: FacilityID, _ name: String) -> PurchaseDraft {
        PurchaseDraft(facilityID: id, facilityName: name, products: SampleCommerce.generate(for: id).ticketProducts,
                      today: VisitDate(clock.value))
    }

    @Test func anInterruptedOrderIsListedOnceAndExpires() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-pending-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = try UserDatabase.open(dataDirectory: directory)
        let repository = AccountRepository.live(open: { () throws(UserDataError) in try UserDatabase.open(dataDirectory: directory) })
        let clock = self.clock
        let wallet = WalletUseCase(repository: repository, now: { clock.value }, makeID: { String(UUID().uuidString.prefix(12)) })
        let account = try await AccountUseCase(repository: repository, hasher: .pbkdf2, iterations: 16, now: { clock.value },
                                               makeID: { "A1" }).create("太郎", "taro@example.com", "2468")
        let target = PurchaseTarget.facility(kusatsu)

        // Reviewed, then changed and reviewed again: one order, and the wallet follows each save.
        let first = LoginContext(account: account, walletUseCase: wallet)
        _ = await first.purchases.resume(target) { draft(kusatsu, "草津") }
        try await first.purchases.prepareForReview(target) { "K1" }
        #expect(first.wallet.pendingOrders.map(\.draft.title) == ["草津"])
        first.purchases.update(target) { $0.choose(.none) }
        try await first.purchases.prepareForReview(target) { "K2" }
        #expect(first.wallet.pendingOrders.map(\.draft.idempotencyKey) == ["K2"])

        // The next start (the first was killed at the review) lists it, once, and resumes it.
        let next = LoginContext(account: account, walletUseCase: wallet)
        await next.wallet.load()
        #expect(next.wallet.pendingOrders.count == 1)
        #expect(next.wallet.pendingOrders.first?.draft.target == target)

        // A day later: not listed, not resumed; a review elsewhere removes it from disk.
        clock.setValue(clock.value.addingTimeInterval(PendingOrder.keptFor + 60))
        await next.wallet.load()
        #expect(next.wallet.pendingOrders.isEmpty)
        #expect(try await database.pendingPurchases(accountId: account.id.rawValue).count == 1)
        let later = LoginContext(account: account, walletUseCase: wallet)
        _ = await later.purchases.resume(.facility(dogo)) { draft(dogo, "道後") }
        try await later.purchases.prepareForReview(.facility(dogo)) { "K3" }
        #expect(try await database.pendingPurchases(accountId: account.id.rawValue).map(\.idempotencyKey) == ["K3"])
        #expect(await later.purchases.resume(target) { draft(kusatsu, "草津") } == .new)
    }

    /// An order whose day of use has passed cannot be placed as reviewed: not offered, even
    /// within the day it is kept.
    @Test func anOrderForADayAlreadyPastIsNotOffered() {
        let saved = clock.value
        let order = PendingOrder(draft: draft(kusatsu, "草津"), savedAt: saved)
        let today = VisitDate(saved)
        #expect(!order.isExpired(now: saved.addingTimeInterval(3600), today: today))
        #expect(order.isExpired(now: saved.addingTimeInterval(3600), today: today.adding(days: 1)))
        #expect(order.isExpired(now: saved.addingTimeInterval(PendingOrder.keptFor + 1), today: today))
    }
}
