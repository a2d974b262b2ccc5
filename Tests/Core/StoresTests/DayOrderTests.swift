import CredentialsLive
import Dependencies
import Entities
import Foundation
import Repositories
import RepositoriesLive
import Testing
import UseCases

/// Issue 31 §7: a trip day's tickets in one order — one order per bath, one payment, each bath's
/// own coupon applied — placed all together or not at all, and once per key.
@Suite struct DayOrderTests {
    let clock = LockIsolated(Date(timeIntervalSince1970: 1_795_491_000))  // 2026-11-24
    let repository = AccountRepository.inMemory()
    let adult = TicketProduct(id: "adult", name: "大人 入浴券", kind: .adult, priceYen: 800)
    let kannawa = FacilityID("aist-7154")
    let myoban = FacilityID("aist-7158")

    var wallet: WalletUseCase {
        let clock = self.clock
        return WalletUseCase(repository: repository, now: { clock.value }, makeID: { String(UUID().uuidString.prefix(16)) })
    }

    func account() async throws -> Account {
        let clock = self.clock
        return try await AccountUseCase(repository: repository, hasher: .pbkdf2, iterations: 16, now: { clock.value },
                                        makeID: { "A" + UUID().uuidString.prefix(8) }).create("太郎", "taro@example.com", "2468")
    }

    func request(_ account: Account, _ facility: FacilityID, key: String, coupon: Coupon? = nil) -> (request: PurchaseRequest, products: [TicketProduct]) {
        (PurchaseRequest(accountID: account.id, idempotencyKey: key, facilityID: facility, facilityName: facility.rawValue,
                         lines: [OrderLine(product: adult, quantity: 2)], useDate: VisitDate(clock.value).adding(days: 11),
                         card: SavedCard(id: "C1", brand: .visa, last4: "4242", expiryMonth: 12, expiryYear: 2029, holderName: "T"),
                         rememberCard: true, coupon: coupon), [adult])
    }

    func coupon(_ facility: FacilityID) -> Coupon {
        Coupon(id: "\(facility.rawValue)-2026Q4-1", facilityID: facility, benefit: .yenOffEach(yen: 100, kind: .adult),
               validFrom: VisitDate(clock.value).adding(days: -10), validUntil: VisitDate(clock.value).adding(days: 30))
    }

    @Test func aDaysTicketsAreBoughtTogetherWithEachBathsCouponAndOnce() async throws {
        let taro = try await account()
        try await wallet.claim(coupon(kannawa), taro)
        let day = [request(taro, kannawa, key: "K1/aist-7154", coupon: coupon(kannawa)), request(taro, myoban, key: "K1/aist-7158")]
        let placed = try await wallet.purchaseDay(day)
        #expect(placed.map(\.order.facilityID) == [kannawa, myoban])
        #expect(placed.map(\.order.totalYen) == [1400, 1600])
        #expect(placed.allSatisfy { $0.created && $0.order.useDate == VisitDate(clock.value).adding(days: 11) })
        #expect(try await wallet.tickets(taro.id).count == 4)
        #expect(try await wallet.savedCards(taro.id).count == 1)
        // Confirmed again (a second Enter, a retry after a crash): the stored orders, nothing new.
        let again = try await wallet.purchaseDay(day)
        #expect(again.map(\.order.id) == placed.map(\.order.id) && again.allSatisfy { !$0.created })
        #expect(try await wallet.tickets(taro.id).count == 4)
    }

    @Test func oneBadOrderStoresNoneOfTheDay() async throws {
        let taro = try await account()
        // 明礬's coupon was never claimed: the whole day is refused, 鉄輪's order included.
        let day = [request(taro, kannawa, key: "K2/aist-7154"), request(taro, myoban, key: "K2/aist-7158", coupon: coupon(myoban))]
        await #expect(throws: WalletError.coupon(.alreadyUsed)) { try await wallet.purchaseDay(day) }
        #expect(try await wallet.tickets(taro.id).isEmpty)
        // A coupon for another bath is refused before anything is written.
        let wrong = [request(taro, kannawa, key: "K3/aist-7154", coupon: coupon(myoban))]
        await #expect(throws: WalletError.self) { try await wallet.purchaseDay(wrong) }
        #expect(try await wallet.tickets(taro.id).isEmpty)
    }
}
