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

    @Test func payloadCarriesIdAndSignatureAndParsesBack() throws {
        let signature = (0..<64).map { UInt8($0 * 3 % 256) }
        let payload = TicketPayload.make(ticketID: "T1", signature: signature)
        #expect(payload.hasPrefix("yumeguri-ticket:2:T1:"))
        let parsed = try TicketPayload.parse(payload)
        #expect(parsed.ticketID == "T1" && parsed.signature == signature)
        #expect(throws: TicketPayload.Problem.unsigned) { try TicketPayload.parse("yumeguri-ticket:T1:0421") }
        #expect(throws: TicketPayload.Problem.notATicket) { try TicketPayload.parse("other:2:T1:AAAA") }
        #expect(throws: TicketPayload.Problem.malformed) { try TicketPayload.parse("yumeguri-ticket:2:T1:AAAA") }
        #expect(throws: TicketPayload.Problem.malformed) { try TicketPayload.parse("yumeguri-ticket:2:T1:" + String(repeating: "!", count: 86)) }
        // Issue 25.7: the last character's 4 unused bits set spell the same signature a second way.
        let encoded = Base64URL.encode(signature)
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        let lastCharacter = try #require(encoded.last)
        let last = try #require(alphabet.firstIndex(of: lastCharacter))
        for stray in 1..<16 {
            let variant = String(encoded.dropLast()) + String(alphabet[last | stray])
            #expect(throws: TicketPayload.Problem.malformed, "stray bits \(stray)") {
                try TicketPayload.parse("yumeguri-ticket:2:T1:" + variant)
            }
        }
        // What is signed names every fact a desk relies on.
        let message = String(decoding: ticket.signedMessage, as: UTF8.self)
        for fact in ["T1", "aist-1", "大人 入浴券", "800", "2026-11-21", "2027-02-19"] { #expect(message.contains(fact)) }
        // It fits a QR code the terminal can show: version 7 at most.
        #expect(payload.utf8.count <= 122)
    }
}
