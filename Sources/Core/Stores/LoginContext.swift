import Dependencies
import Entities
import Foundation
import Observation
import UseCases

/// Everything that exists only while someone is signed in: the account and its login-scoped stores.
/// Made at sign-in, closed at sign-out or switch; screens inside the login scope receive it
/// non-optionally, so they can only ever read the data of the account they were made for.
@MainActor
@Observable
public final class LoginContext: Identifiable {
    public nonisolated let id = UUID()
    public let account: Account
    public let wallet: WalletStore
    /// The account's claimed coupons.
    public let coupons: CouponStore
    /// Orders being put together in the purchase flow.
    public let purchases: PurchaseDraftStore
    public private(set) var isClosed = false

    /// The wallet use case bound to this account, which every store of the context uses.
    public let walletUseCase: AccountWalletUseCase

    public init(account: Account, walletUseCase: WalletUseCase) {
        self.account = account
        let bound = walletUseCase.bound(to: account)
        self.walletUseCase = bound
        let wallet = WalletStore(useCase: bound)
        self.wallet = wallet
        self.coupons = CouponStore(useCase: bound)
        self.purchases = PurchaseDraftStore(useCase: bound, wallet: wallet)
    }

    /// Sign-out or switch: nothing that finishes later may change what this context shows.
    func close() {
        isClosed = true
        wallet.close()
        coupons.close()
        purchases.close()
    }
}

/// One account's tickets and saved cards. Bound to its account for life: a load that finishes
/// after the context was closed is dropped, and nothing can make it show another account's data.
@MainActor
@Observable
public final class WalletStore {
    public let accountID: AccountID
    /// Newest purchase first.
    public private(set) var tickets: [Ticket] = []
    public private(set) var cards: [SavedCard] = []
    /// Multi-bath passes, newest purchase first, with their uses.
    public private(set) var passes: [RallyPass] = []
    /// The orders, for what each cost and what was paid (receipts, `tickets --json`).
    public private(set) var ticketOrders: [TicketOrder] = []
    public private(set) var passOrders: [PassOrder] = []
    /// Orders reviewed and never confirmed (a quit, a kill, a flow left at the review), offered
    /// again until they expire: the wallet and `tickets` list them.
    public private(set) var pendingOrders: [PendingOrder] = []
    public private(set) var isLoaded = false
    public private(set) var errorMessage: String?
    /// The catalog's names for the areas the tickets and orders name (`Kusatsu 草津` in English):
    /// resolved when they load and when the catalog does (`WalletStore+Names`).
    public internal(set) var facilityNames = FacilityNames()
    @ObservationIgnored private let useCase: AccountWalletUseCase
    @ObservationIgnored @Dependency(\.catalogStore) var catalog
    @ObservationIgnored private var closed = false

    init(useCase: AccountWalletUseCase) {
        self.accountID = useCase.accountID
        self.useCase = useCase
    }

    func close() {
        closed = true
    }

    public func ticket(id: String) -> Ticket? { tickets.first { $0.id == id } }
    public func pass(id: String) -> RallyPass? { passes.first { $0.id == id } }
    public func ticketOrder(id: String) -> TicketOrder? { ticketOrders.first { $0.id == id } }
    public func passOrder(id: String) -> PassOrder? { passOrders.first { $0.id == id } }

    public func load() async {
        do throws(WalletError) {
            let loadedTickets = try await useCase.tickets()
            let loadedCards = try await useCase.savedCards()
            let loadedPasses = try await useCase.passes()
            let loadedTicketOrders = try await useCase.ticketOrders()
            let loadedPassOrders = try await useCase.passOrders()
            let loadedPending = try await useCase.pendingOrders()
            guard !closed else { return }
            pendingOrders = loadedPending
            tickets = loadedTickets
            cards = loadedCards
            passes = loadedPasses
            ticketOrders = loadedTicketOrders
            passOrders = loadedPassOrders
            resolveNames()
            isLoaded = true
            errorMessage = nil
        } catch {
            guard !closed else { return }
            errorMessage = error.description
        }
    }

    /// After a review saved an order or one was given up: only the unconfirmed orders are read.
    func loadPendingOrders() async {
        guard let loaded = try? await useCase.pendingOrders(), !closed else { return }
        pendingOrders = loaded
        resolveNames()
    }

    /// Buys for this account only; the same request (same idempotency key) never buys twice.
    public func purchase(_ request: PurchaseRequest, products: [TicketProduct]) async throws(WalletError) -> PlacedOrder {
        let placed = try await useCase.purchase(request, products)
        if !closed { await load() }
        return placed
    }

    /// Buys a trip day's tickets, one order per bath in one transaction; the same requests never
    /// buy twice.
    public func purchaseDay(_ requests: [(request: PurchaseRequest, products: [TicketProduct])]) async throws(WalletError) -> [PlacedOrder] {
        let placed = try await useCase.purchaseDay(requests)
        if !closed { await load() }
        return placed
    }

    /// Buys passes for this account only; the same request never buys twice.
    public func purchasePass(_ request: PassPurchaseRequest) async throws(WalletError) -> PlacedPassOrder {
        let placed = try await useCase.purchasePass(request)
        if !closed { await load() }
        return placed
    }

    public func use(_ ticket: Ticket) async throws(WalletError) -> Ticket {
        try await change(ticket, with: useCase.use)
    }

    public func refund(_ ticket: Ticket) async throws(WalletError) -> Ticket {
        try await change(ticket, with: useCase.refund)
    }

    private func change(
        _ ticket: Ticket, with operation: @Sendable (Ticket) async throws(WalletError) -> Ticket
    ) async throws(WalletError) -> Ticket {
        do throws(WalletError) {
            let stored = try await operation(ticket)
            if !closed, let index = tickets.firstIndex(where: { $0.id == stored.id }) { tickets[index] = stored }
            return stored
        } catch {
            // Another process may have used or refunded it: show what is stored.
            if !closed { await load() }
            throw error
        }
    }
}
