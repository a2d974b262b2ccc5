import Credentials
import CredentialsLive
import Dependencies
import Entities
import Foundation
import Repositories
import RepositoriesLive
import Testing
import UseCases

/// Issue 34.1: every business date is Japan's, whatever the machine's zone. Each check runs at
/// 00:30 and at 23:30 on 2026-11-28 in Japan: a machine west of Japan (UTC, America) calls the
/// first 11/27, one east of it (Etc/GMT-14) calls the second 11/29, so on any machine more than
/// half an hour from Japan one of them read the wrong day while dates followed `TimeZone.current`.
@Suite struct JapanDayTests {
    static let japanDay = try! VisitDate(parsing: "2026-11-28")
    /// 2026-11-28 00:30 JST and 23:30 JST.
    static let moments = [Date(timeIntervalSince1970: 1_795_793_400), Date(timeIntervalSince1970: 1_795_876_200)]

    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-japan-day-\(UUID().uuidString)")
    let repository = AccountRepository.inMemory()
    var signer: TicketSigner { .ed25519(keyFile: directory.appendingPathComponent("issuer-key")) }

    func buy(at moment: Date, useDate: VisitDate) async throws(WalletError) -> Ticket? {
        let accounts = AccountUseCase(repository: repository, hasher: .pbkdf2, iterations: 64, now: { moment },
                                      makeID: { "A" + UUID().uuidString.prefix(8) })
        guard let account = try? await accounts.create("太郎", "taro\(UUID().uuidString.prefix(6))@example.com", "2468") else { return nil }
        let wallet = WalletUseCase(repository: repository, now: { moment }, makeID: { String(UUID().uuidString.prefix(16)) })
        let adult = TicketProduct(id: "adult", name: "大人 入浴券", kind: .adult, priceYen: 800)
        let card = SavedCard(id: "C1", brand: .visa, last4: "4242", expiryMonth: 12, expiryYear: 2029, holderName: "TARO")
        let placed = try await wallet.purchase(
            PurchaseRequest(accountID: account.id, idempotencyKey: UUID().uuidString, facilityID: FacilityID("aist-2711"),
                            facilityName: "草津", lines: [OrderLine(product: adult, quantity: 1)],
                            useDate: useDate, card: card, rememberCard: false),
            [adult])
        return placed.tickets.first
    }

    func verify(_ ticket: Ticket, at moment: Date) async throws -> DeskVerdict {
        let code = TicketPayload.make(ticketID: ticket.id, signature: try signer.sign(ticket.signedMessage))
        return await DeskUseCase(repository: repository, signer: signer, now: { moment }).verify(code, FacilityID("aist-2711"))
    }

    @Test(arguments: moments) func aMomentIsItsJapanDay(moment: Date) {
        #expect(VisitDate(moment) == Self.japanDay)
        #expect(RallyPassTerms.day(moment) == Self.japanDay)
    }

    /// The desk takes a ticket for Japan's today, and refuses one whose validity ended on Japan's yesterday.
    @Test(arguments: moments) func theDeskJudgesByTheJapanDay(moment: Date) async throws {
        let today = try #require(try await buy(at: moment, useDate: Self.japanDay))
        guard case .accepted = try await verify(today, at: moment) else {
            Issue.record("a ticket for Japan's today was refused at \(moment)")
            return
        }
        // Bought at noon so that it is valid through 11/27, Japan's yesterday.
        let lastDay = Self.japanDay.adding(days: -1)
        let boughtAt = moment.addingTimeInterval(-Double(TicketRules.validityDays + 1) * 86_400)
        let old = try #require(try await buy(at: boughtAt, useDate: VisitDate(boughtAt)))
        #expect(old.validUntil == lastDay)
        #expect(try await verify(old, at: moment) == .rejected(.expired(lastDay)))
    }

    /// A purchase refuses Japan's yesterday as its date of use and offers Japan's today onwards.
    @Test(arguments: moments) func aPurchaseTakesJapansDaysOfUse(moment: Date) async throws {
        await #expect(throws: WalletError.self) { try await buy(at: moment, useDate: Self.japanDay.adding(days: -1)) }
        let ticket = try #require(try await buy(at: moment, useDate: Self.japanDay))
        #expect(ticket.validUntil == TicketRules.validUntil(purchasedOn: Self.japanDay))
        #expect(TicketRules.useDates(purchasedOn: VisitDate(moment)).lowerBound == Self.japanDay)
    }
}
