import Credentials
import CredentialsLive
import DataStores
import Dependencies
import Entities
import Foundation
import Repositories
import RepositoriesLive
import Testing
import UseCases

/// Issue 35 part 1: a ticket used at a desk records its visit exactly once, as a pass entry does;
/// a refund records nothing. Over a real file, with desks on connections of their own (as separate
/// processes have).
@Suite(.timeLimit(.minutes(1))) struct TicketDeskVisitTests {
    let clock = LockIsolated(Date(timeIntervalSince1970: 1_795_491_000))  // 2026-11-24 (Japan)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-ticket-visit-\(UUID().uuidString)")

    func connection() -> UserConnection {
        let directory = self.directory
        return UserConnection(open: { () throws(UserDataError) in try UserDatabase.open(dataDirectory: directory) })
    }

    var signer: TicketSigner { .ed25519(keyFile: directory.appendingPathComponent("issuer-key")) }

    func desk(_ connection: UserConnection) -> DeskUseCase {
        let clock = self.clock
        return DeskUseCase(repository: .live(connection), signer: signer, now: { clock.value })
    }

    func wallet(_ connection: UserConnection) -> WalletUseCase {
        let clock = self.clock
        return WalletUseCase(repository: .live(connection), now: { clock.value }, makeID: { String(UUID().uuidString.prefix(16)) })
    }

    /// `count` tickets for 草津 for today, bought by one account.
    func buy(_ count: Int, on connection: UserConnection) async throws -> [Ticket] {
        try await buyWithAccount(count, on: connection).tickets
    }

    func buyWithAccount(_ count: Int, on connection: UserConnection) async throws -> (tickets: [Ticket], account: AccountID) {
        let clock = self.clock
        let accounts = AccountUseCase(repository: .live(connection), hasher: .pbkdf2, iterations: 16, now: { clock.value },
                                      makeID: { "A" + UUID().uuidString.prefix(8) })
        let account = try await accounts.create("太郎", "taro\(UUID().uuidString.prefix(4))@example.com", "2468")
        let adult = TicketProduct(id: "adult", name: "大人 入浴券", kind: .adult, priceYen: 800)
        let card = SavedCard(id: "C1", brand: .visa, last4: "4242", expiryMonth: 12, expiryYear: 2029, holderName: "TARO")
        let placed = try await wallet(connection).purchase(
            PurchaseRequest(accountID: account.id, idempotencyKey: UUID().uuidString, facilityID: FacilityID("aist-2711"),
                            facilityName: "草津", lines: [OrderLine(product: adult, quantity: count)],
                            useDate: VisitDate(clock.value, timeZone: JapanTime.timeZone), card: card, rememberCard: false),
            [adult])
        return (placed.tickets, account.id)
    }

    func code(_ ticket: Ticket) throws -> String {
        TicketPayload.make(ticketID: ticket.id, signature: try signer.sign(ticket.signedMessage))
    }

    func visits(_ connection: UserConnection) async throws -> [Visit] {
        try await UserDataRepository.live(connection).visits()
    }

    @Test func aTicketUsedAtTheDeskRecordsOneVisitOfItsBathOnTheJapanDay() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let shop = connection()
        let ticket = try #require(try await buy(1, on: shop).first)
        guard case .accepted = await desk(shop).verify(try code(ticket), nil) else { Issue.record("refused"); return }
        let recorded = try await visits(shop)
        #expect(recorded.count == 1)
        #expect(recorded.first?.facilityID == FacilityID("aist-2711"))
        #expect(recorded.first?.date == VisitDate(clock.value, timeZone: JapanTime.timeZone))
        #expect(recorded.first?.note == "e-ticket 大人 入浴券")
        #expect(recorded.first?.rating == TicketVisit.rating)
        // A second scan is refused and records nothing more.
        #expect(await desk(shop).verify(try code(ticket), nil) == .rejected(.alreadyUsed(clock.value)))
        #expect(try await visits(shop).count == 1)
    }

    @Test func refundingRecordsNothingAndTheGuestsOwnUseRecordsOne() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let shop = connection()
        let (tickets, account) = try await buyWithAccount(2, on: shop)
        _ = try await wallet(shop).refund(tickets[0], account)
        #expect(try await visits(shop).isEmpty)
        _ = try await wallet(shop).use(tickets[1], account)
        #expect(try await visits(shop).count == 1)
    }

    @Test func desksOnTheirOwnConnectionsAtOnceRecordEachTicketOnce() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let shop = connection()
        let tickets = try await buy(4, on: shop)
        let codes = try tickets.map(code)
        // Six desks, each with its own database connection, scanning every ticket at once.
        let desks = (0..<6).map { _ in desk(connection()) }
        let verdicts = await withTaskGroup(of: DeskVerdict.self) { group in
            for desk in desks {
                for code in codes { group.addTask { await desk.verify(code, nil) } }
            }
            return await group.reduce(into: [DeskVerdict]()) { $0.append($1) }
        }
        let accepted = verdicts.compactMap { if case .accepted(let ticket) = $0 { ticket.id } else { nil } }
        #expect(accepted.count == tickets.count)
        #expect(Set(accepted) == Set(tickets.map(\.id)))
        #expect(try await visits(shop).count == tickets.count)
    }
}
