import Credentials
import CredentialsLive
import DataStores
import Dependencies
import Entities
import Foundation
import Repositories
import RepositoriesLive
import Stores
import Testing
import TestSupport
import UseCases

/// Issue 21 part 3: the multi-bath pass at the front desk, over a real database file.
@Suite(.timeLimit(.minutes(1))) struct PassDeskTests {
    let clock = LockIsolated(Date(timeIntervalSince1970: 1_795_491_000))  // 2026-11-24 (Japan)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-pass-desk-\(UUID().uuidString)")
    let connection: UserConnection
    static let members = ["aist-2711", "aist-7154", "aist-2601", "aist-3001", "aist-4001"]
    static let terms = RallyPassTerms(
        rallyID: RallyID("test-five"), rallyName: "五湯めぐり", entries: 3,
        members: members.enumerated().map { .init(area: FacilityID($1), name: "湯\($0 + 1)") }, priceYen: 2_800)

    init() {
        let directory = self.directory
        connection = UserConnection(open: { () throws(UserDataError) in try UserDatabase.open(dataDirectory: directory) })
    }

    var repository: AccountRepository { .live(connection) }
    var signer: TicketSigner { .ed25519(keyFile: directory.appendingPathComponent("issuer-key")) }

    func desk(_ signer: TicketSigner? = nil) -> DeskUseCase {
        let clock = self.clock
        return DeskUseCase(repository: repository, signer: signer ?? self.signer, now: { clock.value })
    }

    func wallet() -> WalletUseCase {
        let clock = self.clock
        return WalletUseCase(repository: repository, now: { clock.value }, makeID: { String(UUID().uuidString.prefix(12)) })
    }

    func account() async throws -> Account {
        let clock = self.clock
        let accounts = AccountUseCase(repository: repository, hasher: .pbkdf2, iterations: 16, now: { clock.value },
                                      makeID: { "A" + UUID().uuidString.prefix(8) })
        return try await accounts.create("太郎", "taro\(UUID().uuidString.prefix(4))@example.com", "2468")
    }

    func buy(key: String = UUID().uuidString, coupon: Coupon? = nil, for owner: Account? = nil) async throws -> PlacedPassOrder {
        let buyer: Account
        if let owner { buyer = owner } else { buyer = try await account() }
        let card = SavedCard(id: "C1", brand: .visa, last4: "4242", expiryMonth: 12, expiryYear: 2029, holderName: "TARO")
        return try await wallet().purchasePass(PassPurchaseRequest(accountID: buyer.id, idempotencyKey: key, terms: Self.terms,
                                                                   quantity: 1, card: card, rememberCard: false, coupon: coupon))
    }

    func code(_ pass: RallyPass, signer: TicketSigner? = nil) throws -> String {
        PassPayload.make(passID: pass.id, signature: try (signer ?? self.signer).sign(pass.signedMessage))
    }

    func area(_ index: Int) -> FacilityID { FacilityID(Self.members[index]) }

    func visits() async throws -> [Visit] { try await UserDataRepository.live(connection).visits() }

    @Test func acceptedOncePerBathUntilNoEntryIsLeftEachUseAVisit() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let pass = try #require(try await buy().passes.first)
        let code = try code(pass)
        #expect(await desk().verify(code, nil) == .rejected(.passNeedsFacility))
        #expect(await desk().verify(code, FacilityID("aist-9999")) == .rejected(.pass(.notInRally(FacilityID("aist-9999")))))
        guard case .passAccepted(let once, let at) = await desk().verify(code, area(0)) else {
            Issue.record("a genuine pass was refused")
            return
        }
        #expect(at == area(0) && once.entriesLeft == 2 && once.uses.map(\.area) == [area(0)])
        #expect(await desk().verify(code, area(0)) == .rejected(.pass(.alreadyUsedHere(clock.value))))
        for index in 1...2 {
            guard case .passAccepted = await desk().verify(code, area(index)) else { Issue.record("entry \(index) refused"); return }
        }
        #expect(await desk().verify(code, area(3)) == .rejected(.pass(.noEntriesLeft(3))))
        let stored = try #require(try await repository.passByID(pass.id))
        #expect(stored.uses.map(\.area) == [area(0), area(1), area(2)] && stored.entriesLeft == 0)
        // One visit per used entry, with the rally in its note, and none for a refusal.
        let recorded = try await visits()
        #expect(recorded.map(\.facilityID).sorted() == [area(0), area(1), area(2)].sorted())
        #expect(recorded.allSatisfy { $0.rating == RallyPassTerms.visitRating && $0.note == "湯めぐり手形 五湯めぐり" })
        #expect(recorded.allSatisfy { $0.date == RallyPassTerms.day(clock.value) })
    }

    @Test func everyTamperedPartIsRefused() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let owner = try await account()
        let pass = try #require(try await buy(for: owner).passes.first)
        let other = try #require(try await buy(for: owner).passes.first)
        let genuine = try code(pass)
        let parts = genuine.split(separator: ":").map(String.init)
        func refused(_ payload: String, _ label: String) async {
            #expect(await desk().verify(payload, area(0)) == .rejected(.forged), "\(label)")
        }
        // Another genuine pass's id with this pass's signature.
        await refused([parts[0], parts[1], other.id, parts[3]].joined(separator: ":"), "id")
        // A signature made over changed facts (what a desk would see if the stored pass were edited).
        var changed: [(String, RallyPass)] = []
        var rally = pass; rally.terms.rallyID = RallyID("sanmeisen"); changed.append(("rally", rally))
        var entries = pass; entries.terms.entries = 5; changed.append(("N", entries))
        var members = pass; members.terms.members.append(.init(area: FacilityID("aist-9999"), name: "外")); changed.append(("members", members))
        var from = pass; from.validFrom = pass.validFrom.adding(days: -30); changed.append(("valid from", from))
        var until = pass; until.validUntil = pass.validUntil.adding(days: 365); changed.append(("valid until", until))
        for (label, variant) in changed {
            await refused(PassPayload.make(passID: pass.id, signature: try signer.sign(variant.signedMessage)), label)
        }
        // Each bit of the signature's first and last bytes flipped.
        let signature = try #require(Base64URL.decode(parts[3]))
        for index in [0, 31, 63] {
            for bit in 0..<8 {
                var flipped = signature
                flipped[index] ^= UInt8(1 << bit)
                await refused(PassPayload.make(passID: pass.id, signature: flipped), "signature byte \(index) bit \(bit)")
            }
        }
        // The same signature spelt with stray bits in its last character: not canonical.
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        let lastCharacter = try #require(parts[3].last)
        let last = try #require(alphabet.firstIndex(of: lastCharacter))
        await refused([parts[0], parts[1], parts[2], String(parts[3].dropLast()) + String(alphabet[last ^ 1])].joined(separator: ":"),
                      "non-canonical")
        // Another installation's key, a truncated code, another version.
        let stranger = TicketSigner.ed25519(keyFile: directory.appendingPathComponent("other-key"))
        await refused(try code(pass, signer: stranger), "foreign key")
        await refused(String(genuine.dropLast(2)), "truncated")
        await refused(genuine.replacingOccurrences(of: "yumeguri-pass:1:", with: "yumeguri-pass:9:"), "version")
        // Nothing was used by all that; the genuine code still works.
        #expect(try await visits().isEmpty)
        guard case .passAccepted = await desk().verify(genuine, area(0)) else { Issue.record("genuine refused"); return }
    }

    @Test func refusedBeforeItsFirstDayAndAfterItsLast() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let pass = try #require(try await buy().passes.first)
        let code = try code(pass)
        #expect(pass.validFrom == RallyPassTerms.day(clock.value))
        #expect(pass.validUntil == pass.validFrom.adding(days: RallyPassTerms.validityDays))
        clock.withValue { $0 = $0.addingTimeInterval(-86_400) }
        #expect(await desk().verify(code, area(0)) == .rejected(.pass(.notYetValid(pass.validFrom))))
        clock.withValue { $0 = $0.addingTimeInterval(Double(RallyPassTerms.validityDays + 2) * 86_400) }
        #expect(await desk().verify(code, area(0)) == .rejected(.pass(.expired(pass.validUntil))))
        #expect(try await visits().isEmpty)
    }

    @Test func manyDesksAtOnceTakeAtMostNEntriesAndOnePerBath() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let pass = try #require(try await buy().passes.first)
        let code = try code(pass)
        let desk = self.desk()
        let verdicts = await withTaskGroup(of: DeskVerdict.self) { group in
            for index in 0..<30 {
                let area = self.area(index % Self.members.count)
                group.addTask { await desk.verify(code, area) }
            }
            return await group.reduce(into: [DeskVerdict]()) { $0.append($1) }
        }
        let accepted = verdicts.compactMap { if case .passAccepted(_, let at) = $0 { at } else { nil } }
        #expect(accepted.count == 3)
        #expect(Set(accepted).count == 3)
        // Issue 34.10: each winner says what its own transaction left (all said 残り 2/3).
        let left = verdicts.compactMap { if case .passAccepted(let used, _) = $0 { used.entriesLeft } else { nil } }
        #expect(left.sorted() == [0, 1, 2])
        #expect(try await repository.passByID(pass.id)?.uses.count == 3)
        #expect(try await visits().count == 3)
    }

    @Test func aPassOrderIsBoughtOnceWithItsCouponAndAmounts() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let owner = try await account()
        let today = RallyPassTerms.day(clock.value)
        let coupon = Coupon(id: "member-10", facilityID: area(1), benefit: .percentOff(10), validFrom: today, validUntil: today.adding(days: 30))
        try await wallet().claim(coupon, owner)
        let first = try await buy(key: "K1", coupon: coupon, for: owner)
        let again = try await buy(key: "K1", coupon: coupon, for: owner)
        #expect(first.created && !again.created && again.order.id == first.order.id && again.passes.map(\.id) == first.passes.map(\.id))
        #expect(first.order.subtotalYen == 2_800 && first.order.discountYen == 280 && first.order.totalYen == 2_520)
        #expect(try await wallet().passes(owner.id).count == 1)
        #expect(try await wallet().passOrders(owner.id).map(\.totalYen) == [2_520])
        #expect(try await wallet().coupons(owner.id).first?.usedByOrderID == first.order.id)
        // A coupon of a bath outside the rally is refused, and nothing is bought.
        let outside = Coupon(id: "outside", facilityID: FacilityID("aist-9999"), benefit: .percentOff(10), validFrom: today,
                             validUntil: today.adding(days: 30))
        await #expect(throws: WalletError.passOrder(.couponNotForThisRally)) { _ = try await buy(key: "K2", coupon: outside, for: owner) }
        #expect(try await wallet().passes(owner.id).count == 1)
    }
}

/// Issue 22 item 1: one truth per fact. A ticket used at the in-app desk (same process, same
/// connection) reaches the signed-in wallet the way a use by another process does.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct WalletFollowsTheDeskTests {
    @Test func aTicketUsedAtTheInAppDeskShowsAsUsedInTheWallet() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-one-truth-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let connection = UserConnection(open: { () throws(UserDataError) in try UserDatabase.open(dataDirectory: directory) })
        let repository = AccountRepository.live(connection)
        let now = Date(timeIntervalSince1970: 1_795_491_000)
        let session = withDependencies {
            $0.date = .constant(now)
            $0.uuid = .incrementing
            let uuid = $0.uuid
            $0.accountUseCase = AccountUseCase(repository: repository, hasher: .pbkdf2, iterations: 16, now: { now }, makeID: { "A" + uuid().shortID })
            $0.walletUseCase = WalletUseCase(repository: repository, now: { now }, makeID: { uuid().shortID })
        } operation: { SessionStore() }
        let context = try #require(try await session.create(displayName: "太郎", email: "taro@example.com", pin: "2468"))
        let facility = FacilityID("aist-2711")
        let adult = TicketProduct(id: "adult", name: "大人 入浴券", kind: .adult, priceYen: 800)
        let card = SavedCard(id: "C1", brand: .visa, last4: "4242", expiryMonth: 12, expiryYear: 2029, holderName: "TARO")
        let placed = try await context.wallet.purchase(
            PurchaseRequest(accountID: context.account.id, idempotencyKey: "K1", facilityID: facility, facilityName: "草津",
                            lines: [OrderLine(product: adult, quantity: 1)], useDate: VisitDate(now), card: card, rememberCard: false),
            products: [adult])
        let ticket = try #require(placed.tickets.first)

        // The app's one feed, on a test clock, over the live token of this connection.
        let clock = TestClock<Duration>()
        let feed = UserDataChangeFeed(token: UserDataChanges.live(connection).token, clock: clock)
        feed.subscribe { await session.reloadAfterOtherProcessWrote() }
        await feed.start()
        defer { feed.stop() }
        #expect(context.wallet.ticket(id: ticket.id)?.state(on: VisitDate(now)) == .unused)

        let signer = TicketSigner.ed25519(keyFile: directory.appendingPathComponent("issuer-key"))
        let desk = DeskUseCase(repository: repository, signer: signer, now: { now })
        let code = TicketPayload.make(ticketID: ticket.id, signature: try signer.sign(ticket.signedMessage))
        guard case .accepted = await desk.verify(code, facility) else { Issue.record("desk refused"); return }

        let checks = feed.checks
        await clock.advance(by: UserDataChangeFeed.fastest)
        // A check that finds a change has told every listener before it counts.
        await waitUntil { feed.checks > checks }
        #expect(context.wallet.ticket(id: ticket.id)?.state(on: VisitDate(now)) == .used)
    }
}
