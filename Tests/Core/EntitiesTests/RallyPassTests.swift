import Foundation
import Localization
import Testing
@testable import Entities

private func day(_ text: String) -> VisitDate { (try? VisitDate(parsing: text)) ?? VisitDate(dayNumber: 0) }

private func rally(_ areas: [String?], kind: Rally.Kind = .famous) -> Rally {
    Rally(id: RallyID("test"), name: "テスト湯めぐり", englishName: "Test", kind: kind, summary: "", source: "",
          members: areas.enumerated().map { index, area in
              RallyMember(position: index + 1, name: "湯\(index + 1)", prefectureName: "", areas: area.map { [FacilityID($0)] } ?? [])
          })
}

@Suite struct RallyPassTermsTests {
    @Test func entriesAreThreeOrOnePerMemberForSmallSets() throws {
        #expect(RallyPassTerms(for: rally(["aist-1"])) == nil)
        #expect(RallyPassTerms(for: rally(["aist-1", nil, nil])) == nil)
        #expect(try #require(RallyPassTerms(for: rally(["aist-1", "aist-2"]))).entries == 2)
        #expect(try #require(RallyPassTerms(for: rally(["aist-1", "aist-2", nil]))).entries == 2)
        #expect(try #require(RallyPassTerms(for: rally(["aist-1", "aist-2", "aist-3"]))).entries == 3)
        let eight = try #require(RallyPassTerms(for: rally((1...8).map { "aist-\($0)" })))
        #expect(eight.entries == 3 && eight.areas.count == 8)
        // The stamp card sells no pass: its members are whole prefectures.
        #expect(RallyPassTerms(for: rally(["aist-1", "aist-2", "aist-3"], kind: .prefectures)) == nil)
    }

    @Test func theSamplePriceFollowsTheEntries() throws {
        #expect(try #require(RallyPassTerms(for: rally(["aist-1", "aist-2"]))).priceYen == 1_900)
        let three = try #require(RallyPassTerms(for: rally(["aist-1", "aist-2", "aist-3"])))
        #expect(three.priceYen == 2_800 && three.product.priceYen == 2_800 && three.product.kind == .adult)
    }

    @Test func validityCountsNinetyDaysInJapanTime() {
        // 2026-11-24 20:00 UTC is already the 25th in Japan.
        let evening = Date(timeIntervalSince1970: 1_795_550_400)
        #expect(RallyPassTerms.day(evening) == day("2026-11-25"))
        #expect(RallyPassTerms.validUntil(purchasedOn: day("2026-11-25")) == day("2027-02-23"))
    }
}

@Suite struct RallyPassRulesTests {
    let terms = RallyPassTerms(rallyID: RallyID("test"), rallyName: "テスト", entries: 2,
                               members: [.init(area: FacilityID("aist-1"), name: "一の湯"), .init(area: FacilityID("aist-2"), name: "二の湯"),
                                         .init(area: FacilityID("aist-3"), name: "三の湯")], priceYen: 1_900)

    var pass: RallyPass {
        RallyPass(id: "P1", orderID: "R1", terms: terms, purchasedAt: Date(timeIntervalSince1970: 0), validFrom: day("2026-11-24"),
                  validUntil: day("2027-02-22"))
    }

    @Test func aDeskRefusesWhatThePassDoesNotAllow() {
        var pass = self.pass
        let today = day("2026-12-01")
        #expect(throws: PassUseProblem.notInRally(FacilityID("aist-9"))) { try pass.checkUse(at: FacilityID("aist-9"), on: today) }
        #expect(throws: PassUseProblem.notYetValid(day("2026-11-24"))) { try pass.checkUse(at: FacilityID("aist-1"), on: day("2026-11-23")) }
        #expect(throws: PassUseProblem.expired(day("2027-02-22"))) { try pass.checkUse(at: FacilityID("aist-1"), on: day("2027-02-23")) }
        pass.uses = [PassUse(area: FacilityID("aist-1"), usedAt: Date(timeIntervalSince1970: 5))]
        #expect(throws: PassUseProblem.alreadyUsedHere(Date(timeIntervalSince1970: 5))) { try pass.checkUse(at: FacilityID("aist-1"), on: today) }
        #expect(pass.state(on: today) == .active && pass.entriesLeft == 1)
        pass.uses.append(PassUse(area: FacilityID("aist-2"), usedAt: Date(timeIntervalSince1970: 6)))
        #expect(throws: PassUseProblem.noEntriesLeft(2)) { try pass.checkUse(at: FacilityID("aist-3"), on: today) }
        #expect(pass.state(on: today) == .usedUp)
    }

    @Test func theSignedMessageNamesEveryFactADeskReliesOn() {
        let original = pass.signedMessage
        var changed: [RallyPass] = []
        var id = pass; id.id = "P2"; changed.append(id)
        var rallyID = pass; rallyID.terms.rallyID = RallyID("other"); changed.append(rallyID)
        var entries = pass; entries.terms.entries = 3; changed.append(entries)
        var members = pass; members.terms.members.append(.init(area: FacilityID("aist-4"), name: "四")); changed.append(members)
        var swapped = pass; swapped.terms.members[0].area = FacilityID("aist-9"); changed.append(swapped)
        var from = pass; from.validFrom = day("2026-11-20"); changed.append(from)
        var until = pass; until.validUntil = day("2027-12-31"); changed.append(until)
        for variant in changed { #expect(variant.signedMessage != original) }
        // What the desk does not rely on (a member's display name) is not signed.
        var renamed = pass; renamed.terms.members[0].name = "別名"
        #expect(renamed.signedMessage == original)
    }

    @Test func onlyTheCanonicalPayloadParses() throws {
        let signature = [UInt8](repeating: 7, count: 64)
        let code = PassPayload.make(passID: "P1", signature: signature)
        #expect(code.hasPrefix("yumeguri-pass:1:P1:"))
        let parsed = try #require(PassPayload.parse(code))
        #expect(parsed.passID == "P1" && parsed.signature == signature)
        // 64 bytes leave 2 spare bits in the last base64url character: setting them decodes to
        // the same bytes, and must not be accepted as a second spelling of the code.
        let last = code.last ?? "A"
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        let value = alphabet.firstIndex(of: last) ?? 0
        let sibling = String(code.dropLast()) + String(alphabet[value | 1])
        #expect(sibling != code)
        #expect(PassPayload.parse(sibling) == nil)
        #expect(PassPayload.parse(code + "=") == nil)
        #expect(PassPayload.parse(code.replacingOccurrences(of: ":1:", with: ":2:")) == nil)
        #expect(PassPayload.parse("yumeguri-pass:1::" + code.split(separator: ":").last.map(String.init)!) == nil)
        #expect(PassPayload.parse("yumeguri-ticket:2:T1:" + code.split(separator: ":").last.map(String.init)!) == nil)
    }

    @Test func aCouponOfAMemberBathAppliesToItsPass() {
        let today = day("2026-12-01")
        let draft = PurchaseDraft(pass: terms, today: today)
        func claimed(_ facility: String, _ benefit: Coupon.Benefit) -> ClaimedCoupon {
            ClaimedCoupon(coupon: Coupon(id: facility + "\(benefit)", facilityID: FacilityID(facility), benefit: benefit,
                                         validFrom: day("2026-11-01"), validUntil: day("2027-01-31")), claimedAt: Date())
        }
        #expect(draft.applies(claimed("aist-2", .percentOff(10)), today: today))
        #expect(draft.applies(claimed("aist-3", .yenOffEach(yen: 200, kind: .adult)), today: today))
        #expect(!draft.applies(claimed("aist-9", .percentOff(10)), today: today))
        #expect(!draft.applies(claimed("aist-2", .freeProduct(productID: "towel", name: "タオル")), today: today))
        let wallet = [claimed("aist-2", .percentOff(10)), claimed("aist-3", .yenOffEach(yen: 400, kind: .adult))]
        #expect(draft.coupon(from: wallet, today: today)?.facilityID == FacilityID("aist-3"))
        // No date of use on a pass; the quantity is capped per order.
        var moved = draft
        moved.moveUseDate(by: 5, today: today)
        #expect(moved.useDate == draft.useDate)
        #expect(throws: OrderProblem.tooManyPasses(5)) {
            var many = draft
            for _ in 0..<4 { try many.change(terms.product, by: 1) }
        }
    }
}

@Suite struct PurchaseDraftStorageTests {
    @Test func aDraftRoundTripsAndOneStoredBeforePassesStillReads() throws {
        let adult = TicketProduct(id: "adult", name: "大人 入浴券", kind: .adult, priceYen: 800)
        var draft = PurchaseDraft(facilityID: FacilityID("aist-2711"), facilityName: "草津", products: [adult], today: day("2026-11-24"))
        _ = draft.ensureIdempotencyKey { "K1" }
        let data = try JSONEncoder().encode(draft)
        #expect(try JSONDecoder().decode(PurchaseDraft.self, from: data) == draft)
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        object["target"] = nil
        object["title"] = nil
        object["facilityID"] = "aist-2711"
        object["facilityName"] = "草津"
        let legacy = try JSONDecoder().decode(PurchaseDraft.self, from: try JSONSerialization.data(withJSONObject: object))
        #expect(legacy == draft && legacy.target == .facility(FacilityID("aist-2711")) && legacy.idempotencyKey == "K1")
        let pass = PurchaseDraft(pass: RallyPassTermsTests.sample, today: day("2026-11-24"))
        #expect(try JSONDecoder().decode(PurchaseDraft.self, from: try JSONEncoder().encode(pass)) == pass)
    }
}

extension RallyPassTermsTests {
    static let sample = RallyPassTerms(rallyID: RallyID("s"), rallyName: "三", entries: 2,
                                       members: [.init(area: FacilityID("aist-1"), name: "一"), .init(area: FacilityID("aist-2"), name: "二")],
                                       priceYen: 1_900)
}

/// Issue 32: a pass names its rally in the language in force (it read 日本三名泉 in English on the
/// wallet, the pass, its receipt, the purchase header and the desk), and a pass stored before the
/// English name was kept still reads, in Japanese.
@Suite struct RallyPassTitleTests {
    @Test func aPassNamesItsRallyInTheLanguageInForce() throws {
        let terms = try #require(RallyPassTerms(for: rally(["aist-1", "aist-2"])))
        #expect(AppLanguage.$scoped.withValue(.en) { terms.title } == "Test")
        #expect(AppLanguage.$scoped.withValue(.ja) { terms.title } == "テスト湯めぐり")
        let draft = PurchaseDraft(pass: terms, today: day("2026-11-28"))
        #expect(AppLanguage.$scoped.withValue(.en) { FacilityNames().title(of: draft) } == "Test")
    }

    @Test func termsStoredBeforeTheEnglishNameReadInJapanese() throws {
        let terms = try #require(RallyPassTerms(for: rally(["aist-1", "aist-2"])))
        var stored = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(terms)) as? [String: Any])
        stored.removeValue(forKey: "rallyEnglishName")
        let old = try JSONDecoder().decode(RallyPassTerms.self, from: JSONSerialization.data(withJSONObject: stored))
        #expect(old.rallyEnglishName == nil && old.areas == terms.areas)
        #expect(AppLanguage.$scoped.withValue(.en) { old.title } == "テスト湯めぐり")
    }
}
