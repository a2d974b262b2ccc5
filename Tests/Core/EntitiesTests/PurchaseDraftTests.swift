import Foundation
import Testing
@testable import Entities

private let adult = TicketProduct(id: "adult", name: "大人 入浴券", kind: .adult, priceYen: 800)
private let child = TicketProduct(id: "child", name: "小人 入浴券", kind: .child, priceYen: 400)
private let towel = TicketProduct(id: "towel", name: "タオルセット", kind: .extra, priceYen: 250)
private let today = VisitDate(dayNumber: 20_000)
private let card = SavedCard(id: "C1", brand: .visa, last4: "4242", expiryMonth: 12, expiryYear: 2029, holderName: "TARO")

private func draft() -> PurchaseDraft {
    PurchaseDraft(facilityID: FacilityID("aist-2711"), facilityName: "草津", products: [adult, child, towel], today: today)
}

@Suite struct PurchaseDraftTests {
    @Test func startsWithOneAdultForToday() {
        let draft = draft()
        #expect(draft.lines == [OrderLine(product: adult, quantity: 1)])
        #expect(draft.useDate == today && draft.totalYen == 800 && draft.card == nil && draft.idempotencyKey == nil)
    }

    @Test func quantitiesStayWithinZeroAndTheOrderLimit() throws {
        var draft = draft()
        try draft.change(towel, by: 9)
        #expect(draft.ticketCount == 10)
        #expect(throws: OrderProblem.tooManyTickets(11)) { try draft.change(child, by: 1) }
        #expect(draft.quantity(of: child) == 0)
        try draft.change(adult, by: -3)
        #expect(draft.quantity(of: adult) == 0 && draft.lines == [OrderLine(product: towel, quantity: 9)])
        let stranger = TicketProduct(id: "x", name: "x", kind: .extra, priceYen: 1)
        #expect(throws: OrderProblem.unknownProduct("x")) { try draft.change(stranger, by: 1) }
    }

    @Test func theDateOfUseNeverGoesBeforeToday() {
        var draft = draft()
        draft.moveUseDate(by: -1, today: today)
        #expect(draft.useDate == today)
        draft.moveUseDate(by: 3, today: today)
        #expect(draft.useDate == today.adding(days: 3))
    }

    @Test func anUnchangedOrderKeepsItsKeyAndAChangedOneGetsANewOne() throws {
        var draft = draft()
        #expect(draft.request(for: AccountID("A1")) == nil)
        draft.pay(with: card, remember: true)
        var made = 0
        let first = draft.ensureIdempotencyKey { made += 1; return "K\(made)" }
        #expect(draft.ensureIdempotencyKey { made += 1; return "K\(made)" } == first)
        #expect(made == 1)
        let request = try #require(draft.request(for: AccountID("A1")))
        #expect(request.idempotencyKey == "K1" && request.card == card && request.rememberCard && request.lines.count == 1)

        try draft.change(adult, by: 1)
        #expect(draft.idempotencyKey == nil)
        #expect(draft.ensureIdempotencyKey { "K2" } == "K2")
        draft.moveUseDate(by: 1, today: today)
        #expect(draft.idempotencyKey == nil)
        _ = draft.ensureIdempotencyKey { "K3" }
        draft.pay(with: card, remember: true)
        #expect(draft.idempotencyKey == "K3")
        draft.pay(with: card, remember: false)
        #expect(draft.idempotencyKey == nil)
    }

    @Test func aDraftRoundTripsThroughJSONWithoutCardSecrets() throws {
        var draft = draft()
        draft.pay(with: card, remember: false)
        _ = draft.ensureIdempotencyKey { "K1" }
        let json = try JSONEncoder().encode(draft)
        #expect(try JSONDecoder().decode(PurchaseDraft.self, from: json) == draft)
        #expect(!String(decoding: json, as: UTF8.self).lowercased().contains("cvc"))
    }
}
