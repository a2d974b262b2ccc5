import Foundation
import Testing
@testable import Entities

private let adult = TicketProduct(id: "adult", name: "大人 入浴券", kind: .adult, priceYen: 800)
private let child = TicketProduct(id: "child", name: "小人 入浴券", kind: .child, priceYen: 400)
private let towel = TicketProduct(id: "towel", name: "タオルセット", kind: .extra, priceYen: 250)
private func day(_ text: String) -> VisitDate { (try? VisitDate(parsing: text)) ?? VisitDate(dayNumber: 0) }
private let facility = FacilityID("aist-6653")

private func coupon(_ benefit: Coupon.Benefit, id: String = "c", until: String = "2027-03-31", newMembers: Bool = false) -> Coupon {
    Coupon(id: id, facilityID: facility, benefit: benefit, validFrom: day("2026-10-01"), validUntil: day(until), newMembersOnly: newMembers)
}

@Suite struct CouponRulesTests {
    let lines = [OrderLine(product: adult, quantity: 2), OrderLine(product: child, quantity: 1)]

    @Test func eachBenefitTakesWhatItSays() {
        #expect(CouponRules.discountYen(coupon(.yenOffEach(yen: 100, kind: .adult)), lines: lines) == 200)
        #expect(CouponRules.discountYen(coupon(.percentOff(10)), lines: lines) == 200)
        #expect(CouponRules.discountYen(coupon(.freeProduct(productID: "towel", name: "タオル")), lines: lines) == 0)
        #expect(CouponRules.discountYen(coupon(.freeProduct(productID: "towel", name: "タオル")),
                                        lines: lines + [OrderLine(product: towel, quantity: 2)]) == 250)
        // Never more than the order, never more than a ticket costs.
        #expect(CouponRules.discountYen(coupon(.yenOffEach(yen: 5000, kind: .child)), lines: lines) == 400)
        #expect(CouponRules.discountYen(coupon(.percentOff(150)), lines: lines) == 2000)
        let totals = CouponRules.totals(lines, coupon: coupon(.percentOff(10)))
        #expect(totals.subtotalYen == 2000 && totals.discountYen == 200 && totals.totalYen == 1800)
    }

    @Test func theBestApplicableCouponIsOffered() {
        let today = day("2026-11-24")
        let wallet = [
            ClaimedCoupon(coupon: coupon(.yenOffEach(yen: 100, kind: .adult), id: "a"), claimedAt: Date()),
            ClaimedCoupon(coupon: coupon(.percentOff(15), id: "b"), claimedAt: Date()),
            ClaimedCoupon(coupon: coupon(.percentOff(50), id: "used"), claimedAt: Date(), usedByOrderID: "O1"),
            ClaimedCoupon(coupon: coupon(.percentOff(50), id: "old", until: "2026-11-01"), claimedAt: Date()),
            ClaimedCoupon(coupon: Coupon(id: "elsewhere", facilityID: FacilityID("aist-2711"), benefit: .percentOff(90),
                                         validFrom: day("2026-01-01"), validUntil: day("2027-12-31")), claimedAt: Date()),
        ]
        #expect(CouponRules.best(wallet, facility: facility, lines: lines, today: today)?.id == "b")
        #expect(wallet.map { $0.state(on: today) } == [.usable, .usable, .used, .expired, .usable])
        var draft = PurchaseDraft(facilityID: facility, facilityName: "道後温泉", products: [adult, child, towel], today: today)
        draft.choose(.chosen(wallet[0].coupon))
        #expect(draft.coupon(from: wallet, today: today)?.id == "a")
        draft.choose(.none)
        #expect(draft.coupon(from: wallet, today: today) == nil)
        // A chosen coupon that no longer applies (used meanwhile) is not used.
        draft.choose(.chosen(wallet[2].coupon))
        #expect(draft.coupon(from: wallet, today: today) == nil)
    }

    @Test func claimingHasRules() throws {
        let now = Date(timeIntervalSince1970: 1_795_491_000)
        let today = VisitDate(now)
        let fresh = coupon(.percentOff(10), newMembers: true)
        try CouponRules.checkClaim(fresh, wallet: [], accountCreated: now.addingTimeInterval(-86_400), now: now, today: today)
        #expect(throws: CouponProblem.newMembersOnly) {
            try CouponRules.checkClaim(fresh, wallet: [], accountCreated: now.addingTimeInterval(-40 * 86_400), now: now, today: today)
        }
        #expect(throws: CouponProblem.alreadyClaimed) {
            try CouponRules.checkClaim(fresh, wallet: [ClaimedCoupon(coupon: fresh, claimedAt: now)], accountCreated: now, now: now, today: today)
        }
        let expired = coupon(.percentOff(10), until: "2026-11-01")
        #expect(throws: CouponProblem.notValidToday(expired)) {
            try CouponRules.checkClaim(expired, wallet: [], accountCreated: now, now: now, today: today)
        }
    }

    @Test func sampleCouponsAreDeterministicAndRunByTheQuarter() {
        let first = SampleCoupons.generate(for: facility, hasCoupons: true, today: day("2026-11-24"))
        #expect(first == SampleCoupons.generate(for: facility, hasCoupons: true, today: day("2026-11-24")))
        #expect((1...3).contains(first.count))
        #expect(SampleCoupons.offerCount(for: facility, hasCoupons: true) == first.count)
        #expect(first.allSatisfy { $0.validFrom == day("2026-10-01") && $0.validUntil == day("2027-03-31") })
        #expect(SampleCoupons.generate(for: facility, hasCoupons: false, today: day("2026-11-24")).isEmpty)
        let next = SampleCoupons.generate(for: facility, hasCoupons: true, today: day("2027-01-02"))
        #expect(next.allSatisfy { $0.validFrom == day("2027-01-01") && $0.validUntil == day("2027-06-30") })
        #expect(Set(next.map(\.id)).isDisjoint(with: first.map(\.id)))
    }
}
