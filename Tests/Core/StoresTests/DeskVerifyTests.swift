import Credentials
import CredentialsLive
import Dependencies
import Entities
import Foundation
import Repositories
import RepositoriesLive
import Testing
import UseCases

/// Issue 13: signed tickets a front desk can trust.
@Suite struct DeskVerifyTests {
    let clock = LockIsolated(Date(timeIntervalSince1970: 1_795_491_000))  // 2026-11-24
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-desk-\(UUID().uuidString)")
    let repository = AccountRepository.inMemory()

    var signer: TicketSigner { .ed25519(keyFile: directory.appendingPathComponent("issuer-key")) }

    func desk(_ signer: TicketSigner? = nil) -> DeskUseCase {
        let clock = self.clock
        return DeskUseCase(repository: repository, signer: signer ?? self.signer, now: { clock.value })
    }

    /// One ticket for 草津, used from `useInDays` days ahead.
    func buy(useInDays: Int = 0) async throws -> Ticket {
        let clock = self.clock
        let accounts = AccountUseCase(repository: repository, hasher: .pbkdf2, iterations: 64, now: { clock.value },
                                      makeID: { "A" + UUID().uuidString.prefix(8) })
        let account = try await accounts.create("太郎", "taro\(UUID().uuidString.prefix(4))@example.com", "2468")
        let wallet = WalletUseCase(repository: repository, now: { clock.value }, makeID: { String(UUID().uuidString.prefix(16)) })
        let adult = TicketProduct(id: "adult", name: "大人 入浴券", kind: .adult, priceYen: 800)
        let card = SavedCard(id: "C1", brand: .visa, last4: "4242", expiryMonth: 12, expiryYear: 2029, holderName: "TARO")
        let placed = try await wallet.purchase(
            PurchaseRequest(accountID: account.id, idempotencyKey: UUID().uuidString, facilityID: FacilityID("aist-2711"),
                            facilityName: "草津", lines: [OrderLine(product: adult, quantity: 1)],
                            useDate: VisitDate(clock.value).adding(days: useInDays), card: card, rememberCard: false),
            [adult])
        return try #require(placed.tickets.first)
    }

    func payload(_ ticket: Ticket) throws -> String {
        TicketPayload.make(ticketID: ticket.id, signature: try signer.sign(ticket.signedMessage))
    }

    @Test func aGenuineTicketIsAcceptedOnceAndTheKeyFileIsPrivate() async throws {
        let ticket = try await buy()
        let code = try payload(ticket)
        #expect(code.hasPrefix("yumeguri-ticket:2:\(ticket.id):"))
        guard case .accepted(let used) = await desk().verify(code, FacilityID("aist-2711")) else {
            Issue.record("a genuine ticket was refused")
            return
        }
        #expect(used.status == .used)
        #expect(await desk().verify(code, nil) == .rejected(.alreadyUsed(clock.value)))
        let attributes = try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent("issuer-key").path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        // The same key next time: a second signer on the file makes the same signature.
        #expect(try signer.sign([1, 2, 3]) == (try signer.sign([1, 2, 3])))
    }

    @Test func everyTamperedPartIsRefused() async throws {
        let ticket = try await buy()
        let other = try await buy()
        let code = try payload(ticket)
        let parts = code.split(separator: ":").map(String.init)
        // Another genuine ticket's id with this ticket's signature.
        #expect(await desk().verify([parts[0], parts[1], other.id, parts[3]].joined(separator: ":"), nil) == .rejected(.forged))
        // One character of the signature changed.
        var signature = Array(parts[3])
        signature[10] = signature[10] == "A" ? "B" : "A"
        #expect(await desk().verify([parts[0], parts[1], parts[2], String(signature)].joined(separator: ":"), nil) == .rejected(.forged))
        // The facts behind it changed (a date moved in the database): the signature no longer fits.
        var moved = ticket
        moved.useDate = ticket.useDate.adding(days: 1)
        #expect(moved.signedMessage != ticket.signedMessage)
        #expect(try !signer.isValid(Array(Base64URL.decode(parts[3]) ?? []), moved.signedMessage))
        // Signed by another installation.
        let stranger = TicketSigner.ed25519(keyFile: directory.appendingPathComponent("other-key"))
        let foreign = TicketPayload.make(ticketID: ticket.id, signature: try stranger.sign(ticket.signedMessage))
        #expect(await desk().verify(foreign, nil) == .rejected(.forged))
        // The old check-digit code, and something else entirely.
        #expect(await desk().verify("yumeguri-ticket:\(ticket.id):1234", nil) == .rejected(.unsigned))
        #expect(await desk().verify("hello", nil) == .rejected(.notATicket))
        // Still unused after all that.
        guard case .accepted = await desk().verify(code, nil) else { Issue.record("genuine refused"); return }
    }

    @Test func theDeskExplainsWhyItRefuses() async throws {
        let ticket = try await buy(useInDays: 3)
        let code = try payload(ticket)
        #expect(await desk().verify(code, FacilityID("aist-7154")) == .rejected(.wrongFacility(expected: FacilityID("aist-7154"),
                                                                                                 actual: FacilityID("aist-2711"))))
        #expect(await desk().verify(code, nil) == .rejected(.notYetValid(ticket.useDate)))
        clock.withValue { $0 = $0.addingTimeInterval(200 * 86_400) }
        #expect(await desk().verify(code, nil) == .rejected(.expired(ticket.validUntil)))
    }

    @Test func twoDesksAtOnceAcceptExactlyOnce() async throws {
        let ticket = try await buy()
        let code = try payload(ticket)
        let desks = (0..<2).map { _ in desk() }
        async let first = desks[0].verify(code, nil)
        async let second = desks[1].verify(code, nil)
        let verdicts = await [first, second]
        let accepted = verdicts.filter { if case .accepted = $0 { true } else { false } }
        #expect(accepted.count == 1)
        #expect(verdicts.contains(.rejected(.alreadyUsed(clock.value))))
    }
}
