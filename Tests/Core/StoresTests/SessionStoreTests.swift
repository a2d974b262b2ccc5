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

private let kusatsu = FacilityID("aist-2711")
private let now = Date(timeIntervalSince1970: 1_795_000_000) // 2026-11-16
private let products = SampleCommerce.generate(for: kusatsu).ticketProducts

private func makeStore(repository: AccountRepository = .inMemory(), wallet: WalletUseCase? = nil) -> SessionStore {
    withDependencies {
        $0.date = .constant(now)
        $0.uuid = .incrementing
        let uuid = $0.uuid
        $0.accountUseCase = AccountUseCase(repository: repository, hasher: .pbkdf2, iterations: 64, now: { now }, makeID: { "A" + uuid().shortID })
        $0.walletUseCase = wallet ?? WalletUseCase(repository: repository, now: { now }, makeID: { uuid().shortID })
    } operation: { SessionStore() }
}

@MainActor private func request(_ context: LoginContext, key: String, adults: Int = 2) throws -> PurchaseRequest {
    let card = try CardDraft(number: "4242 4242 4242 4242", expiry: "12/29", cvc: "123", holderName: "Taro Yamada")
        .validated(on: VisitDate(now, timeZone: .gmt), id: "C1")
    return PurchaseRequest(accountID: context.account.id, idempotencyKey: key, facilityID: kusatsu, facilityName: "草津温泉",
                           lines: [OrderLine(product: products[0], quantity: adults)], useDate: VisitDate(now), card: card,
                           rememberCard: true)
}

@MainActor
// A wait for observed state that never comes true ends at the time limit (a failure), not a hung run.
@Suite(.timeLimit(.minutes(1))) struct SessionStoreTests {
    @Test func createSignOutSignInAndWrongPIN() async throws {
        let store = makeStore()
        let context = try #require(try await store.create(displayName: "太郎", email: "Taro@Example.com", pin: "2468"))
        #expect(context.account.email == "taro@example.com")
        #expect(store.accounts.count == 1)
        await store.signOut()
        #expect(store.context == nil && context.isClosed)
        await #expect(throws: AccountProblem.wrongCredentials) { try await store.signIn(email: "taro@example.com", pin: "1111") }
        await #expect(throws: AccountProblem.wrongCredentials) { try await store.signIn(email: "nobody@example.com", pin: "2468") }
        await #expect(throws: AccountProblem.emailTaken) { try await store.create(displayName: "x", email: "taro@example.com", pin: "1234") }
        await #expect(throws: AccountProblem.pin) { try await store.create(displayName: "x", email: "x@example.com", pin: "12") }
        let again = try #require(try await store.signIn(email: "TARO@example.com", pin: "2468"))
        #expect(again.account.id == context.account.id && again !== context)
    }

    @Test(.timeLimit(.minutes(1))) func aWalletFollowsPurchasesMadeByAnotherProcess() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-wallet-sync-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        // Two connections to one file: two processes, as far as SQLite knows.
        func connection() -> UserConnection {
            UserConnection(open: { () throws(UserDataError) in try UserDatabase.open(dataDirectory: directory) })
        }
        let hereConnection = connection()
        let here = makeStore(repository: .live(hereConnection))
        let there = makeStore(repository: .live(connection()))
        let mine = try #require(try await here.create(displayName: "太郎", email: "taro@example.com", pin: "2468"))
        let clock = TestClock<Duration>()
        let feed = UserDataChangeFeed(token: UserDataChanges.live(hereConnection).token, clock: clock)
        feed.subscribe { await here.reloadAfterOtherProcessWrote() }
        // The feed's first check is due `fastest` after it took its baseline, on this clock.
        await feed.start()
        defer { feed.stop() }
        await mine.wallet.load()
        #expect(mine.wallet.tickets.isEmpty)

        let theirs = try #require(try await there.signIn(email: "taro@example.com", pin: "2468"))
        _ = try await theirs.wallet.purchase(request(theirs, key: "K1"), products: products)
        await clock.advance(by: UserDataChangeFeed.fastest)
        await waitUntil { mine.wallet.tickets.count == 2 }
        #expect(Set(mine.wallet.tickets.map(\.id)) == Set(theirs.wallet.tickets.map(\.id)))
    }

    @Test func restoreBringsBackTheSignedInAccount() async throws {
        let repository = AccountRepository.inMemory()
        let first = makeStore(repository: repository)
        try await first.create(displayName: "花子", email: "hanako@example.com", pin: "1357")
        let second = makeStore(repository: repository)
        await second.restore()
        #expect(second.account?.displayName == "花子")
        await second.signOut()
        let third = makeStore(repository: repository)
        await third.restore()
        #expect(third.account == nil && third.isRestored)
    }

    @Test func purchaseIsIdempotentAndKeepsOnlyBrandAndLastFour() async throws {
        let store = makeStore()
        let context = try #require(try await store.create(displayName: "太郎", email: "taro@example.com", pin: "2468"))
        let first = try await context.wallet.purchase(try request(context, key: "K1"), products: products)
        let second = try await context.wallet.purchase(try request(context, key: "K1"), products: products)
        #expect(first.created && !second.created && first.order.id == second.order.id)
        #expect(context.wallet.tickets.count == 2)
        #expect(context.wallet.cards.map(\.label) == ["Visa •••• 4242"])
        #expect(first.order.totalYen == products[0].priceYen * 2)
        await #expect(throws: WalletError.order(.tooManyTickets(11))) {
            try await context.wallet.purchase(try request(context, key: "K2", adults: 11), products: products)
        }
    }

    @Test func useAndRefundFollowTheRules() async throws {
        let store = makeStore()
        let context = try #require(try await store.create(displayName: "太郎", email: "taro@example.com", pin: "2468"))
        _ = try await context.wallet.purchase(try request(context, key: "K1"), products: products)
        let tickets = context.wallet.tickets
        let used = try await context.wallet.use(tickets[0])
        #expect(used.status == .used && context.wallet.ticket(id: used.id)?.status == .used)
        await #expect(throws: WalletError.transition(.alreadyUsed)) { try await context.wallet.refund(used) }
        // Stale copy of the ticket (another screen still shows it unused): the store says it is used.
        await #expect(throws: WalletError.transition(.alreadyUsed)) { try await context.wallet.refund(tickets[0]) }
        let refunded = try await context.wallet.refund(tickets[1])
        #expect(refunded.state(on: VisitDate(now)) == .refunded)
    }

    @Test func accountsNeverSeeEachOthersTickets() async throws {
        let repository = AccountRepository.inMemory()
        let store = makeStore(repository: repository)
        let a = try #require(try await store.create(displayName: "A", email: "a@example.com", pin: "1111"))
        _ = try await a.wallet.purchase(try request(a, key: "KA"), products: products)
        let b = try #require(try await store.create(displayName: "B", email: "b@example.com", pin: "2222"))
        #expect(a.isClosed && store.context === b)
        await b.wallet.load()
        #expect(b.wallet.tickets.isEmpty && b.wallet.cards.isEmpty)
        await #expect(throws: WalletError.notFound) { try await b.wallet.purchase(try request(a, key: "KX"), products: products) }
        await #expect(throws: WalletError.notFound) { try await b.wallet.use(a.wallet.tickets[0]) }
    }

    @Test func theCardNumberAndCVCAppearNowhereInTheDataDirectory() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-card-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let repository = AccountRepository.live(open: { () throws(UserDataError) in try UserDatabase.open(dataDirectory: directory) })
        let store = makeStore(repository: repository)
        let context = try #require(try await store.create(displayName: "太郎", email: "taro@example.com", pin: "97531864"))
        _ = try await context.wallet.purchase(try request(context, key: "K1"), products: products)
        #expect(context.wallet.tickets.count == 2)
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            let bytes = try Data(contentsOf: directory.appendingPathComponent(name))
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(!text.contains("4242424242424242") && !text.contains("4242 4242"), "card number in \(name)")
            #expect(!text.contains("97531864"), "PIN in \(name)")
        }
    }

    /// The SVVS race: A's wallet load is suspended, the user switches to B, then A's load completes.
    @Test func switchingWhileAsWalletLoadsNeverShowsAsTickets() async throws {
        let repository = AccountRepository.inMemory()
        let gate = LoadGate()
        let real = WalletUseCase(repository: repository, now: { now }, makeID: { UUID().uuidString })
        var gated = real
        gated.tickets = { id throws(WalletError) in
            let tickets = try await real.tickets(id)
            await gate.pass(id)
            return tickets
        }
        let store = makeStore(repository: repository, wallet: gated)
        let a = try #require(try await store.create(displayName: "A", email: "a@example.com", pin: "1111"))
        await gate.open(for: a.account.id.rawValue)
        _ = try await a.wallet.purchase(try request(a, key: "KA"), products: products)
        #expect(a.wallet.tickets.count == 2)
        let b = try #require(try await store.create(displayName: "B", email: "b@example.com", pin: "2222"))
        await store.signOut()
        let a2 = try #require(try await store.signIn(email: "a@example.com", pin: "1111"))
        await gate.hold(a.account.id.rawValue)
        let aLoad = Task { await a2.wallet.load() }
        await gate.waitUntilHeld(a.account.id.rawValue)
        // Switch to B while A's load is suspended.
        let b2 = try #require(try await store.signIn(email: "b@example.com", pin: "2222"))
        await gate.open(for: b.account.id.rawValue)
        await b2.wallet.load()
        #expect(b2.wallet.isLoaded && b2.wallet.tickets.isEmpty)
        await gate.release(a.account.id.rawValue)
        await aLoad.value
        #expect(store.context === b2)
        #expect(store.context?.wallet.tickets.isEmpty == true)
        #expect(a2.isClosed && a2.wallet.tickets.isEmpty && !a2.wallet.isLoaded)
    }

    /// The same race for coupons: A's coupon load is suspended, the user switches to B, A's load
    /// completes — B never shows A's coupons, and the closed context drops them.
    @Test func switchingWhileAsCouponsLoadNeverShowsAsCoupons() async throws {
        let repository = AccountRepository.inMemory()
        let gate = LoadGate()
        let real = WalletUseCase(repository: repository, now: { now }, makeID: { UUID().uuidString })
        var gated = real
        gated.coupons = { id throws(WalletError) in
            let coupons = try await real.coupons(id)
            await gate.pass(id)
            return coupons
        }
        let store = makeStore(repository: repository, wallet: gated)
        let a = try #require(try await store.create(displayName: "A", email: "a@example.com", pin: "1111"))
        let coupon = try #require(SampleCoupons.generate(for: FacilityID("aist-6653"), hasCoupons: true, today: VisitDate(now)).first)
        try await a.coupons.claim(coupon)
        #expect(a.coupons.claimed.map(\.id) == [coupon.id])
        let b = try #require(try await store.create(displayName: "B", email: "b@example.com", pin: "2222"))
        await store.signOut()
        let a2 = try #require(try await store.signIn(email: "a@example.com", pin: "1111"))
        await gate.hold(a.account.id.rawValue)
        let aLoad = Task { await a2.coupons.load() }
        await gate.waitUntilHeld(a.account.id.rawValue)
        let b2 = try #require(try await store.signIn(email: "b@example.com", pin: "2222"))
        await gate.open(for: b.account.id.rawValue)
        await b2.coupons.load()
        #expect(b2.coupons.isLoaded && b2.coupons.claimed.isEmpty)
        await gate.release(a.account.id.rawValue)
        await aLoad.value
        #expect(store.context?.coupons.claimed.isEmpty == true)
        #expect(a2.isClosed && a2.coupons.claimed.isEmpty && !a2.coupons.isLoaded)
    }
}

/// Lets a test suspend one account's load at a known point and resume it later: continuations, no sleeps.
actor LoadGate {
    private var held: Set<String> = []
    private var waiting: [String: CheckedContinuation<Void, Never>] = [:]
    private var arrived: [String: CheckedContinuation<Void, Never>] = [:]

    func open(for id: String) { held.remove(id) }
    func hold(_ id: String) { held.insert(id) }

    func pass(_ id: AccountID) async {
        guard held.contains(id.rawValue) else { return }
        await withCheckedContinuation { continuation in
            waiting[id.rawValue] = continuation
            arrived.removeValue(forKey: id.rawValue)?.resume()
        }
    }

    func waitUntilHeld(_ id: String) async {
        if waiting[id] != nil { return }
        await withCheckedContinuation { arrived[id] = $0 }
    }

    func release(_ id: String) {
        held.remove(id)
        waiting.removeValue(forKey: id)?.resume()
    }
}
