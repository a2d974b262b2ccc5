import Entities

/// `WalletUseCase` bound to one account: what a `LoginContext` hands to its stores, so nothing
/// inside the login scope passes an account id around — and none can pass another account's.
public struct AccountWalletUseCase: Sendable {
    public let accountID: AccountID
    public var tickets: @Sendable () async throws(WalletError) -> [Ticket]
    public var savedCards: @Sendable () async throws(WalletError) -> [SavedCard]
    /// Refuses a request made out for another account.
    public var purchase: @Sendable (PurchaseRequest, _ products: [TicketProduct]) async throws(WalletError) -> PlacedOrder
    public var use: @Sendable (Ticket) async throws(WalletError) -> Ticket
    public var refund: @Sendable (Ticket) async throws(WalletError) -> Ticket
    public var pendingPurchase: @Sendable (PurchaseTarget) async throws(WalletError) -> PurchaseDraft?
    public var savePendingPurchase: @Sendable (PurchaseDraft) async throws(WalletError) -> Void
    public var discardPendingPurchase: @Sendable (PurchaseTarget) async throws(WalletError) -> Void
    public var coupons: @Sendable () async throws(WalletError) -> [ClaimedCoupon]
    public var claim: @Sendable (Coupon) async throws(WalletError) -> Void
    public var ticketOrders: @Sendable () async throws(WalletError) -> [TicketOrder]
    public var passOrders: @Sendable () async throws(WalletError) -> [PassOrder]
    public var passes: @Sendable () async throws(WalletError) -> [RallyPass]
    public var pendingOrders: @Sendable () async throws(WalletError) -> [PendingOrder]
    /// Refuses a request made out for another account.
    public var purchasePass: @Sendable (PassPurchaseRequest) async throws(WalletError) -> PlacedPassOrder
    /// A trip day's orders, one per bath, in one transaction; refuses any request made out for
    /// another account.
    public var purchaseDay: @Sendable ([(request: PurchaseRequest, products: [TicketProduct])]) async throws(WalletError) -> [PlacedOrder] = {
        _ throws(WalletError) in throw .notFound
    }
}

extension WalletUseCase {
    public func bound(to owner: Account) -> AccountWalletUseCase {
        let wallet = self
        let account = owner.id
        return AccountWalletUseCase(
            accountID: account,
            tickets: { () throws(WalletError) in try await wallet.tickets(account) },
            savedCards: { () throws(WalletError) in try await wallet.savedCards(account) },
            purchase: { request, products throws(WalletError) in
                guard request.accountID == account else { throw .notFound }
                return try await wallet.purchase(request, products)
            },
            use: { ticket throws(WalletError) in try await wallet.use(ticket, account) },
            refund: { ticket throws(WalletError) in try await wallet.refund(ticket, account) },
            pendingPurchase: { facility throws(WalletError) in try await wallet.pendingPurchase(account, facility) },
            savePendingPurchase: { draft throws(WalletError) in try await wallet.savePendingPurchase(draft, account) },
            discardPendingPurchase: { facility throws(WalletError) in try await wallet.discardPendingPurchase(account, facility) },
            coupons: { () throws(WalletError) in try await wallet.coupons(account) },
            claim: { coupon throws(WalletError) in try await wallet.claim(coupon, owner) },
            ticketOrders: { () throws(WalletError) in try await wallet.ticketOrders(account) },
            passOrders: { () throws(WalletError) in try await wallet.passOrders(account) },
            passes: { () throws(WalletError) in try await wallet.passes(account) },
            pendingOrders: { () throws(WalletError) in try await wallet.pendingOrders(account) },
            purchasePass: { request throws(WalletError) in
                guard request.accountID == account else { throw .notFound }
                return try await wallet.purchasePass(request)
            },
            purchaseDay: { requests throws(WalletError) in
                guard requests.allSatisfy({ $0.request.accountID == account }) else { throw .notFound }
                return try await wallet.purchaseDay(requests)
            }
        )
    }
}
