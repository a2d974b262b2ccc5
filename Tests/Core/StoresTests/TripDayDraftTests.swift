import CredentialsLive
import Dependencies
import Entities
import Foundation
import Repositories
import RepositoriesLive
import Testing
import UseCases

/// Issue 31 §7: a trip day's draft — the day's baths, each sold with its own products, every
/// ticket dated the day — placed through `WalletUseCase.purchaseDay` as one order per bath.
@Suite struct TripDayDraftTests {
    let clock = LockIsolated(Date(timeIntervalSince1970: 1_795_491_000))  // 2026-11-24
    let repository = AccountRepository.inMemory()
    let kannawa = TripDayBath(facilityID: FacilityID("aist-7154"), name: "鉄輪", products: [
        TicketProduct(id: "adult", name: "大人 入浴券", kind: .adult, priceYen: 800),
        TicketProduct(id: "child", name: "子供 入浴券", kind: .child, priceYen: 400),
    ])
    let myoban = TripDayBath(facilityID: FacilityID("aist-7158"), name: "明礬", products: [
        TicketProduct(id: "adult", name: "大人 入浴券", kind: .adult, priceYen: 1000),
    ])
    var day: VisitDate { VisitDate(clock.value).adding(days: 11) }
    let card = SavedCard(id: "C1", brand: .visa, last4: "4242", expiryMonth: 12, expiryYear: 2029, holderName: "T")

    var wallet: WalletUseCase {
        let clock = self.clock
        return WalletUseCase(repository: repository, now: { clock.value }, makeID: { String(UUID().uuidString.prefix(16)) })
    }

    func account() async throws -> Account {
        let clock = self.clock
        return try await AccountUseCase(repository: repository, hasher: .pbkdf2, iterations: 16, now: { clock.value },
                                        makeID: { "A" + UUID().uuidString.prefix(8) }).create("太郎", "taro@example.com", "2468")
    }

    func draft(kept: Set<FacilityID>) -> PurchaseDraft {
        var draft = PurchaseDraft(planID: "plan-1", day: 1, title: "別府", date: day, baths: [kannawa, myoban], kept: kept)
        draft.pay(with: card, remember: true)
        _ = draft.ensureIdempotencyKey { "K1" }
        return draft
    }

    @Test func theSameProductOfTwoBathsIsTwoLinesEachSoldAsItsBathSellsIt() throws {
        var draft = draft(kept: [kannawa.facilityID, myoban.facilityID])
        #expect(draft.products.map(\.id) == ["aist-7154/adult", "aist-7154/child", "aist-7158/adult"])
        #expect(draft.ticketCount == 2 && draft.totalYen == 1800)
        try draft.change(draft.products[1], by: 2)
        #expect(draft.lines(at: kannawa).map(\.product) == kannawa.products)
        #expect(draft.dayParts.map(\.bath) == [kannawa, myoban])
        // The date of use is the day's, whatever the keys ask.
        draft.moveUseDate(by: 3, today: VisitDate(clock.value))
        #expect(draft.useDate == day)
    }

    @Test func aBathLeftOutIsNotOrderedAndTheLimitIsPerBath() throws {
        var draft = draft(kept: [myoban.facilityID])
        #expect(!draft.keeps(kannawa.facilityID) && draft.dayParts.map(\.bath) == [myoban])
        for _ in 1..<TicketRules.maxTicketsPerOrder { try draft.change(draft.products[2], by: 1) }
        // 明礬's order is full; 鉄輪's is its own order, with its own limit.
        #expect(throws: OrderProblem.tooManyTickets(TicketRules.maxTicketsPerOrder + 1)) { try draft.change(draft.products[2], by: 1) }
        try draft.change(draft.products[0], by: 1)
        #expect(draft.keeps(kannawa.facilityID))
        #expect(throws: OrderProblem.empty) { try PurchaseDraft(planID: "p", day: 0, title: "", date: day, baths: [kannawa], kept: [])
            .validatedLines(today: VisitDate(clock.value)) }
    }

    @Test func theDayIsPlacedAsOneOrderPerBathWithItsOwnCouponAndOnce() async throws {
        let taro = try await account()
        let today = VisitDate(clock.value)
        let coupon = Coupon(id: "kannawa-100", facilityID: kannawa.facilityID, benefit: .yenOffEach(yen: 100, kind: .adult),
                            validFrom: today.adding(days: -1), validUntil: today.adding(days: 30))
        try await wallet.claim(coupon, taro)
        let draft = draft(kept: [kannawa.facilityID, myoban.facilityID])
        let claimed = try await wallet.coupons(taro.id)
        let coupons = draft.dayCoupons(from: claimed, today: today)
        #expect(coupons == [kannawa.facilityID: coupon])
        #expect(draft.dayTotals(coupons: coupons) == CouponRules.Totals(subtotalYen: 1800, discountYen: 100))
        let requests = try #require(draft.dayRequests(for: taro.id, coupons: coupons))
        #expect(requests.map(\.request.idempotencyKey) == ["K1/aist-7154", "K1/aist-7158"])
        let placed = try await wallet.purchaseDay(requests)
        #expect(placed.map(\.order.totalYen) == [700, 1000])
        let tickets = try await wallet.tickets(taro.id)
        #expect(tickets.count == 2 && tickets.allSatisfy { $0.useDate == day })
        #expect(try await wallet.purchaseDay(requests).allSatisfy { !$0.created })
        // The user chose no coupons: none is taken.
        var none = draft
        none.choose(.none)
        #expect(none.dayCoupons(from: claimed, today: today).isEmpty)
    }

    @Test func aReviewedDayOrderIsStoredAndReadBack() throws {
        let draft = draft(kept: [kannawa.facilityID])
        let read = try JSONDecoder().decode(PurchaseDraft.self, from: JSONEncoder().encode(draft))
        #expect(read == draft && read.target == .tripDay(planID: "plan-1", day: 1))
        #expect(read.target.storageKey == "day:plan-1/1" && read.target.route == "plan/plan-1/day/2/buy")
    }
}
