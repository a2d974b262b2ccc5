import CredentialsLive
import Dependencies
import Entities
import Foundation
import Repositories
import RepositoriesLive
import Stores
import Testing
import UseCases

/// Issue 13: claimed coupons, used in the same transaction as their order, returned by a refund.
@Suite struct CouponWalletTests {
    let clock = LockIsolated(Date(timeIntervalSince1970: 1_795_491_000))  // 2026-11-24
    let repository = AccountRepository.inMemory()
    let adult = TicketProduct(id: "adult", name: "大人 入浴券", kind: .adult, priceYen: 800)
    let facility = FacilityID("aist-6653")

    var wallet: WalletUseCase {
        let clock = self.clock
        return WalletUseCase(repository: repository, now: { clock.value }, makeID: { String(UUID().uuidString.prefix(16)) })
    }

    func account(_ email: String = "taro@example.com") async throws -> Account {
        let clock = self.clock
        return try await AccountUseCase(repository: repository, hasher: .pbkdf2, iterations: 16, now: { clock.value },
                                        makeID: { "A" + UUID().uuidString.prefix(8) }).create("太郎", email, "2468")
    }

    func request(_ account: Account, coupon: Coupon?, key: String = UUID().uuidString, quantity: Int = 2) -> PurchaseRequest {
        PurchaseRequest(accountID: account.id, idempotencyKey: key, facilityID: facility, facilityName: "道後温泉",
                        lines: [OrderLine(product: adult, quantity: quantity)], useDate: VisitDate(clock.value),
                        card: SavedCard(id: "C1", brand: .visa, last4: "4242", expiryMonth: 12, expiryYear: 2029, holderName: "T"),
                        rememberCard: false, coupon: coupon)
    }

    var hundredOff: Coupon {
        Coupon(id: "aist-6653-2026Q4-1", facilityID: facility, benefit: .yenOffEach(yen: 100, kind: .adult),
               validFrom: VisitDate(clock.value).adding(days: -10), validUntil: VisitDate(clock.value).adding(days: 30))
    }

    @Test func aCouponIsClaimedOnceAndUsedWithItsOrderOnly() async throws {
        let taro = try await account()
        try await wallet.claim(hundredOff, taro)
        await #expect(throws: WalletError.coupon(.alreadyClaimed)) { try await wallet.claim(hundredOff, taro) }
        let placed = try await wallet.purchase(request(taro, coupon: hundredOff), [adult])
        #expect(placed.order.discountYen == 200 && placed.order.totalYen == 1400 && placed.order.couponID == hundredOff.id)
        #expect(try await wallet.coupons(taro.id).first?.usedByOrderID == placed.order.id)
        // The same coupon on a second order: refused, and nothing of that order is stored.
        let before = try await wallet.tickets(taro.id).count
        await #expect(throws: WalletError.coupon(.alreadyUsed)) { try await wallet.purchase(request(taro, coupon: hundredOff), [adult]) }
        #expect(try await wallet.tickets(taro.id).count == before)
        // A coupon the account never claimed cannot be used either.
        let other = Coupon(id: "x", facilityID: facility, benefit: .percentOff(50), validFrom: hundredOff.validFrom, validUntil: hundredOff.validUntil)
        await #expect(throws: WalletError.coupon(.alreadyUsed)) { try await wallet.purchase(request(taro, coupon: other), [adult]) }
        #expect(try await wallet.tickets(taro.id).count == before)
    }

    @Test func refundingTheWholeOrderReturnsAValidCoupon() async throws {
        let taro = try await account()
        try await wallet.claim(hundredOff, taro)
        let placed = try await wallet.purchase(request(taro, coupon: hundredOff), [adult])
        _ = try await wallet.refund(placed.tickets[0], taro.id)
        #expect(try await wallet.coupons(taro.id).first?.usedByOrderID == placed.order.id)
        _ = try await wallet.refund(placed.tickets[1], taro.id)
        #expect(try await wallet.coupons(taro.id).first?.usedByOrderID == nil)
    }

    @Test func anExpiredCouponIsNotReturnedByARefund() async throws {
        let taro = try await account()
        try await wallet.claim(hundredOff, taro)
        let placed = try await wallet.purchase(request(taro, coupon: hundredOff, quantity: 1), [adult])
        clock.withValue { $0 = $0.addingTimeInterval(40 * 86_400) }
        // The ticket (90 days) is still refundable; the coupon (30 days) has lapsed.
        _ = try await wallet.refund(placed.tickets[0], taro.id)
        #expect(try await wallet.coupons(taro.id).first?.usedByOrderID == placed.order.id)
    }

    @MainActor
    @Test func anotherAccountNeverSeesTheseCoupons() async throws {
        let taro = try await account()
        let hanako = try await account("hanako@example.com")
        try await wallet.claim(hundredOff, taro)
        let taroContext = LoginContext(account: taro, walletUseCase: wallet)
        let hanakoContext = LoginContext(account: hanako, walletUseCase: wallet)
        await taroContext.coupons.load()
        await hanakoContext.coupons.load()
        #expect(taroContext.coupons.claimed.map(\.id) == [hundredOff.id])
        #expect(hanakoContext.coupons.claimed.isEmpty)
    }
}
