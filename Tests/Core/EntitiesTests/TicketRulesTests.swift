import Foundation
import Testing
@testable import Entities

private let adult = TicketProduct(id: "adult", name: "大人 入浴券", kind: .adult, priceYen: 800)
private let child = TicketProduct(id: "child", name: "小人 入浴券", kind: .child, priceYen: 400)
private let towel = TicketProduct(id: "towel", name: "タオルセット", kind: .extra, priceYen: 250)
private let products = [adult, child, towel]
private func day(_ text: String) -> VisitDate { (try? VisitDate(parsing: text)) ?? VisitDate(dayNumber: 0) }

@Suite struct TicketRulesTests {
    @Test func totalsAreTaxIncludedSums() {
        let lines = [OrderLine(product: adult, quantity: 2), OrderLine(product: child, quantity: 1), OrderLine(product: towel, quantity: 2)]
        #expect(TicketRules.totalYen(lines) == 2500)
        #expect(TicketRules.ticketCount(lines) == 5)
        #expect(TicketRules.includedTaxYen(2500) == 227)
        #expect(TicketRules.includedTaxYen(1100) == 100)
        #expect(formatYen(TicketRules.totalYen(lines)) == "¥2,500")
    }

    @Test func atMostTenTicketsPerOrder() throws {
        let ten = [OrderLine(product: adult, quantity: 6), OrderLine(product: towel, quantity: 4)]
        #expect(try TicketRules.validate(ten, products: products, useDate: day("2026-11-21"), today: day("2026-11-21")).count == 2)
        let eleven = ten + [OrderLine(product: child, quantity: 1)]
        #expect(throws: OrderProblem.tooManyTickets(11)) {
            try TicketRules.validate(eleven, products: products, useDate: day("2026-11-21"), today: day("2026-11-21"))
        }
    }

    @Test func emptyNegativeUnknownAndPastOrdersAreRejected() {
        let today = day("2026-11-21")
        #expect(throws: OrderProblem.empty) {
            try TicketRules.validate([OrderLine(product: adult, quantity: 0)], products: products, useDate: today, today: today)
        }
        #expect(throws: OrderProblem.negativeQuantity("adult")) {
            try TicketRules.validate([OrderLine(product: adult, quantity: -1)], products: products, useDate: today, today: today)
        }
        let foreign = TicketProduct(id: "adult", name: "大人", kind: .adult, priceYen: 1)
        #expect(throws: OrderProblem.unknownProduct("adult")) {
            try TicketRules.validate([OrderLine(product: foreign, quantity: 1)], products: products, useDate: today, today: today)
        }
        #expect(throws: OrderProblem.useDateInPast(day("2026-11-20"))) {
            try TicketRules.validate([OrderLine(product: adult, quantity: 1)], products: products, useDate: day("2026-11-20"), today: today)
        }
    }

    @Test(arguments: [("2026-11-21", "2027-02-19"), ("2026-12-15", "2027-03-15"), ("2028-01-01", "2028-03-31"), ("2027-01-01", "2027-04-01")])
    func validityIsNinetyDays(_ purchased: String, _ until: String) {
        #expect(TicketRules.validUntil(purchasedOn: day(purchased)) == day(until))
    }

    @Test func dayNumbersRoundTrip() {
        #expect(day("1970-01-01").dayNumber == 0)
        #expect(day("2000-03-01").dayNumber == 11017)
        for number in stride(from: -1000, to: 40000, by: 37) { #expect(VisitDate(dayNumber: number).dayNumber == number) }
    }
}

@Suite struct TicketStateTests {
    let ticket = Ticket(id: "T1", orderID: "O1", facilityID: FacilityID("aist-1"), facilityName: "草津", productName: "大人 入浴券",
                        priceYen: 800, useDate: day("2026-11-21"), purchasedAt: Date(timeIntervalSince1970: 0),
                        validUntil: day("2027-02-19"))
    let now = Date(timeIntervalSince1970: 100)

    @Test func expiryFollowsTheInjectedDay() {
        #expect(ticket.state(on: day("2027-02-19")) == .unused)
        #expect(ticket.state(on: day("2027-02-20")) == .expired)
    }

    @Test func useAndRefundOnlyUnusedUnexpired() throws {
        let used = try ticket.using(on: day("2026-11-22"), at: now)
        #expect(used.state(on: day("2030-01-01")) == .used)
        #expect(used.changedAt == now)
        #expect(throws: TicketTransitionError.alreadyUsed) { try used.refunding(on: day("2026-11-22"), at: now) }
        #expect(throws: TicketTransitionError.alreadyUsed) { try used.using(on: day("2026-11-22"), at: now) }
        let refunded = try ticket.refunding(on: day("2026-11-22"), at: now)
        #expect(refunded.state(on: day("2026-11-22")) == .refunded)
        #expect(throws: TicketTransitionError.alreadyRefunded) { try refunded.using(on: day("2026-11-22"), at: now) }
        #expect(throws: TicketTransitionError.expired(day("2027-02-19"))) { try ticket.refunding(on: day("2027-02-20"), at: now) }
        #expect(throws: TicketTransitionError.expired(day("2027-02-19"))) { try ticket.using(on: day("2027-02-20"), at: now) }
    }

    /// Issue 13: the date of use lies inside the validity, which is capped from the purchase.
    @Test func theDateOfUseMustLieWithinTheValidity() throws {
        let today = day("2026-11-24")
        let lines = [OrderLine(product: adult, quantity: 1)]
        let last = TicketRules.validUntil(purchasedOn: today)
        #expect(try TicketRules.validate(lines, products: products, useDate: last, today: today).count == 1)
        #expect(throws: OrderProblem.useDateAfterValidity(last.adding(days: 1), validUntil: last)) {
            try TicketRules.validate(lines, products: products, useDate: last.adding(days: 1), today: today)
        }
        // The form cannot get there: 120 presses of ] stop at the last valid day.
        var draft = PurchaseDraft(facilityID: FacilityID("aist-2711"), facilityName: "草津", products: products, today: today)
        for _ in 0..<120 { draft.moveUseDate(by: 1, today: today) }
        #expect(draft.useDate == last)
        #expect(throws: Never.self) { try draft.validatedLines(today: today) }
        for _ in 0..<200 { draft.moveUseDate(by: -1, today: today) }
        #expect(draft.useDate == today)
    }

    @Test func aTicketCannotBeUsedBeforeItsDateOfUse() throws {
        #expect(throws: TicketTransitionError.notYetValid(day("2026-11-21"))) { try ticket.using(on: day("2026-11-20"), at: now) }
        #expect(try ticket.using(on: day("2026-11-21"), at: now).status == .used)
        // Refunding before the date is fine.
        #expect(try ticket.refunding(on: day("2026-11-20"), at: now).status == .refunded)
    }

    @Test func walletGroupsInStateOrderNewestFirst() throws {
        var older = ticket
        older.id = "T0"
        var newer = ticket
        newer.id = "T2"
        newer.purchasedAt = Date(timeIntervalSince1970: 50)
        let used = try ticket.using(on: day("2026-11-22"), at: now)
        let groups = Ticket.grouped([used, older, newer], on: day("2026-11-22"))
        #expect(groups.map(\.state) == [.unused, .used])
        #expect(groups[0].tickets.map(\.id) == ["T2", "T0"])
    }

    @Test func payloadCarriesIdAndCheckDigits() {
        let payload = ticket.qrPayload
        #expect(payload.hasPrefix("yumeguri-ticket:T1:"))
        #expect(payload.count == "yumeguri-ticket:T1:".count + 4)
        #expect(TicketPayload.parse(payload) == "T1")
        #expect(TicketPayload.parse("yumeguri-ticket:T2:" + payload.suffix(4)) == nil || TicketPayload.checkDigits("T2") == String(payload.suffix(4)))
        #expect(TicketPayload.parse("other:T1:0000") == nil)
    }
}

@Suite struct PaymentCardTests {
    let today = day("2026-11-21")

    @Test(arguments: ["4242424242424242", "4242 4242 4242 4242", "5555555555554444", "378282246310005", "3530111333300000", "2223003122003222"])
    func validNumbersPassLuhn(_ number: String) {
        #expect(Luhn.isValid(CardDraft(number: number).digits))
    }

    @Test func luhnRejectsOneWrongDigit() {
        #expect(!Luhn.isValid("4242424242424241"))
        #expect(!Luhn.isValid(""))
        #expect(!Luhn.isValid("4242a42424242424"))
    }

    @Test(arguments: [("4242424242424242", CardBrand?.some(.visa)), ("5555555555554444", .mastercard), ("2223003122003222", .mastercard),
                      ("378282246310005", .amex), ("341111111111111", .amex), ("3530111333300000", .jcb), ("3566002020360505", .jcb),
                      ("6011111111111117", nil)])
    func brands(_ number: String, _ brand: CardBrand?) {
        #expect(CardBrand.detect(number) == brand)
    }

    @Test func aValidCardKeepsOnlyBrandAndLastFour() throws {
        let card = try CardDraft(number: "4242 4242 4242 4242", expiry: "12/29", cvc: "123", holderName: "Taro Yamada")
            .validated(on: today, id: "c1")
        #expect(card == SavedCard(id: "c1", brand: .visa, last4: "4242", expiryMonth: 12, expiryYear: 2029, holderName: "TARO YAMADA"))
        #expect(card.label == "Visa •••• 4242")
        let encoded = String(decoding: try JSONEncoder().encode(card), as: UTF8.self)
        #expect(!encoded.contains("4242424242424242") && !encoded.contains("123"))
    }

    @Test func eachFieldHasItsError() {
        func check(_ draft: CardDraft, _ problem: CardProblem) {
            #expect(throws: problem) { try draft.validated(on: today, id: "x") }
        }
        let good = CardDraft(number: "4242424242424242", expiry: "11/26", cvc: "123", holderName: "TARO")
        #expect((try? good.validated(on: today, id: "x")) != nil) // this month is still valid
        var d = good; d.number = "4242x"; check(d, .numberNotDigits)
        d = good; d.number = "6011111111111117"; check(d, .unknownBrand)
        d = good; d.number = "424242424242"; check(d, .numberLength(.visa))
        d = good; d.number = "4242424242424241"; check(d, .luhn)
        d = good; d.expiry = "13/27"; check(d, .expiryFormat)
        d = good; d.expiry = "1127"; check(d, .expiryFormat)
        d = good; d.expiry = "10/26"; check(d, .expired)
        d = good; d.cvc = "12"; check(d, .cvc(expected: 3))
        d = good; d.cvc = "12a"; check(d, .cvc(expected: 3))
        d = good; d.number = "378282246310005"; check(d, .cvc(expected: 4))
        d.cvc = "1234"; #expect((try? d.validated(on: today, id: "x"))?.brand == .amex)
        d = good; d.holderName = "  "; check(d, .holderName)
        d = good; d.holderName = "山田太郎"; check(d, .holderName)
    }
}
