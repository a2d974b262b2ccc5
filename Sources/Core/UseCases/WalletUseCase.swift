import Dependencies
import Entities
import Foundation
import Localization
import Repositories

public enum WalletError: Error, Equatable, Sendable, CustomStringConvertible {
    case order(OrderProblem)
    case transition(TicketTransitionError)
    case notFound
    case coupon(CouponProblem)
    case storage(UserDataError)
    case passOrder(PassOrderProblem)

    public var description: String {
        switch self {
        case .order(let problem): problem.description
        case .transition(let problem): problem.description
        case .notFound: TicketDeskText.noSuchTicket.text
        case .coupon(let problem): problem.description
        case .storage(let error): TicketDeskText.couldNotSave(message: error.description).text
        case .passOrder(let problem): problem.description
        }
    }
}

/// An account's wallet: its tickets and saved cards, buying (atomic and idempotent), using and refunding.
public struct WalletUseCase: Sendable {
    public var tickets: @Sendable (AccountID) async throws(WalletError) -> [Ticket]
    public var savedCards: @Sendable (AccountID) async throws(WalletError) -> [SavedCard]
    public var purchase: @Sendable (PurchaseRequest, _ products: [TicketProduct]) async throws(WalletError) -> PlacedOrder
    public var use: @Sendable (Ticket, AccountID) async throws(WalletError) -> Ticket
    public var refund: @Sendable (Ticket, AccountID) async throws(WalletError) -> Ticket
    /// A reviewed order not yet confirmed, kept with its idempotency key across a crash.
    public var pendingPurchase: @Sendable (AccountID, PurchaseTarget) async throws(WalletError) -> PurchaseDraft?
    public var savePendingPurchase: @Sendable (PurchaseDraft, AccountID) async throws(WalletError) -> Void
    public var discardPendingPurchase: @Sendable (AccountID, PurchaseTarget) async throws(WalletError) -> Void
    public var coupons: @Sendable (AccountID) async throws(WalletError) -> [ClaimedCoupon]
    /// Claims into `account`'s coupon wallet (once; new-member coupons for new accounts only).
    public var claim: @Sendable (Coupon, Account) async throws(WalletError) -> Void
    /// The account's orders (for what each cost and what was paid) and multi-bath passes.
    public var ticketOrders: @Sendable (AccountID) async throws(WalletError) -> [TicketOrder] = { _ throws(WalletError) in [] }
    public var passOrders: @Sendable (AccountID) async throws(WalletError) -> [PassOrder] = { _ throws(WalletError) in [] }
    public var passes: @Sendable (AccountID) async throws(WalletError) -> [RallyPass] = { _ throws(WalletError) in [] }
    /// Reviewed orders never confirmed and not yet expired (see `PendingOrder`), latest first.
    public var pendingOrders: @Sendable (AccountID) async throws(WalletError) -> [PendingOrder] = { _ throws(WalletError) in [] }
    /// Buys a trip day's tickets, one order per bath, with one payment: every request is checked
    /// first (products, date of use, each coupon for its own bath), then all are placed in one
    /// transaction or none (`AccountRepository.placeOrders`). Each request keeps its own
    /// idempotency key, so confirming again buys nothing twice. The card is the first request's.
    public var purchaseDay: @Sendable ([(request: PurchaseRequest, products: [TicketProduct])]) async throws(WalletError) -> [PlacedOrder] = {
        _ throws(WalletError) in throw .notFound
    }
    /// Buys passes: the order and its passes in one transaction, once per idempotency key.
    public var purchasePass: @Sendable (PassPurchaseRequest) async throws(WalletError) -> PlacedPassOrder = { _ throws(WalletError) in
        throw .notFound
    }

    public init(
        tickets: @escaping @Sendable (AccountID) async throws(WalletError) -> [Ticket],
        savedCards: @escaping @Sendable (AccountID) async throws(WalletError) -> [SavedCard],
        purchase: @escaping @Sendable (PurchaseRequest, _ products: [TicketProduct]) async throws(WalletError) -> PlacedOrder,
        use: @escaping @Sendable (Ticket, AccountID) async throws(WalletError) -> Ticket,
        refund: @escaping @Sendable (Ticket, AccountID) async throws(WalletError) -> Ticket,
        pendingPurchase: @escaping @Sendable (AccountID, PurchaseTarget) async throws(WalletError) -> PurchaseDraft?,
        savePendingPurchase: @escaping @Sendable (PurchaseDraft, AccountID) async throws(WalletError) -> Void,
        discardPendingPurchase: @escaping @Sendable (AccountID, PurchaseTarget) async throws(WalletError) -> Void,
        coupons: @escaping @Sendable (AccountID) async throws(WalletError) -> [ClaimedCoupon],
        claim: @escaping @Sendable (Coupon, Account) async throws(WalletError) -> Void
    ) {
        self.coupons = coupons
        self.claim = claim
        self.tickets = tickets
        self.savedCards = savedCards
        self.purchase = purchase
        self.use = use
        self.refund = refund
        self.pendingPurchase = pendingPurchase
        self.savePendingPurchase = savePendingPurchase
        self.discardPendingPurchase = discardPendingPurchase
    }

    public init(repository: AccountRepository, now: @escaping @Sendable () -> Date, makeID: @escaping @Sendable () -> String) {
        self.init(ticketsFrom: repository, now: now, makeID: makeID)
        ticketOrders = { account throws(WalletError) in
            do throws(UserDataError) { return try await repository.ticketOrders(account) } catch { throw .storage(error) }
        }
        passOrders = { account throws(WalletError) in
            do throws(UserDataError) { return try await repository.passOrders(account) } catch { throw .storage(error) }
        }
        passes = { account throws(WalletError) in
            do throws(UserDataError) { return try await repository.passes(account) } catch { throw .storage(error) }
        }
        pendingOrders = { account throws(WalletError) in
            let date = now()
            do throws(UserDataError) {
                return try await repository.pendingOrders(account).filter { !$0.isExpired(now: date, today: VisitDate(date)) }
            } catch { throw .storage(error) }
        }
        purchaseDay = { requests throws(WalletError) in
            let date = now()
            var issued: [(order: TicketOrder, tickets: [Ticket])] = []
            for (request, products) in requests {
                issued.append(try Self.issue(request, products: products, at: date, makeID: makeID))
            }
            guard let first = requests.first?.request else { return [] }
            do throws(UserDataError) {
                return try await repository.placeOrders(issued, first.rememberCard ? first.card : nil)
            } catch { throw Self.placingError(error) }
        }
        purchasePass = { request throws(WalletError) in
            let issued: (order: PassOrder, passes: [RallyPass])
            do throws(PassOrderProblem) {
                issued = try RallyPassTerms.issue(request, orderID: "R" + makeID(), purchasedAt: now(), makeID: { "P" + makeID() })
            } catch { throw .passOrder(error) }
            do throws(UserDataError) {
                return try await repository.placePassOrder(issued.order, issued.passes, request.rememberCard ? request.card : nil)
            } catch { throw Self.placingError(error) }
        }
    }

    private init(ticketsFrom repository: AccountRepository, now: @escaping @Sendable () -> Date, makeID: @escaping @Sendable () -> String) {
        self.init(
            tickets: { id throws(WalletError) in
                do throws(UserDataError) { return try await repository.tickets(id) } catch { throw .storage(error) }
            },
            savedCards: { id throws(WalletError) in
                do throws(UserDataError) { return try await repository.savedCards(id) } catch { throw .storage(error) }
            },
            purchase: { request, products throws(WalletError) in
                try await Self.purchase(request, products: products, repository: repository, now: now(), makeID: makeID)
            },
            use: { ticket, account throws(WalletError) in
                try await Self.transition(ticket, account, repository: repository, now: now()) { t, day, at throws(TicketTransitionError) in
                    try t.using(on: day, at: at)
                }
            },
            refund: { ticket, account throws(WalletError) in
                try await Self.transition(ticket, account, repository: repository, now: now()) { t, day, at throws(TicketTransitionError) in
                    try t.refunding(on: day, at: at)
                }
            },
            pendingPurchase: { account, facility throws(WalletError) in
                try await Self.pendingPurchase(account, facility, repository: repository, now: now())
            },
            savePendingPurchase: { draft, account throws(WalletError) in
                do throws(UserDataError) { try await repository.savePendingPurchase(draft, account, now()) } catch { throw .storage(error) }
            },
            discardPendingPurchase: { account, facility throws(WalletError) in
                do throws(UserDataError) { try await repository.discardPendingPurchase(account, facility) } catch { throw .storage(error) }
            },
            coupons: { account throws(WalletError) in
                do throws(UserDataError) { return try await repository.claimedCoupons(account) } catch { throw .storage(error) }
            },
            claim: { coupon, account throws(WalletError) in
                try await Self.claim(coupon, for: account, repository: repository, now: now())
            }
        )
    }

    private static func purchase(
        _ request: PurchaseRequest, products: [TicketProduct], repository: AccountRepository, now date: Date, makeID: @escaping @Sendable () -> String
    ) async throws(WalletError) -> PlacedOrder {
        let issued = try issue(request, products: products, at: date, makeID: makeID)
        do throws(UserDataError) {
            return try await repository.placeOrder(issued.order, issued.tickets, request.rememberCard ? request.card : nil)
        } catch { throw placingError(error) }
    }

    /// Uses or refunds a ticket: what is stored afterwards is the truth, so a change another
    /// process made first is reported as such.
    private static func transition(
        _ ticket: Ticket, _ account: AccountID, repository: AccountRepository, now date: Date,
        _ change: (Ticket, VisitDate, Date) throws(TicketTransitionError) -> Ticket
    ) async throws(WalletError) -> Ticket {
        let changed: Ticket
        do throws(TicketTransitionError) { changed = try change(ticket, VisitDate(date), date) } catch { throw .transition(error) }
        let stored: Ticket?
        do throws(UserDataError) { stored = try await repository.updateTicket(changed, account, .issued) } catch { throw .storage(error) }
        guard let stored else { throw .notFound }
        // Another process may have changed it first: what is stored is the truth.
        guard stored.status == changed.status, stored.changedAt == changed.changedAt else {
            throw .transition(stored.status == .used ? .alreadyUsed : .alreadyRefunded)
        }
        return stored
    }

    private static func pendingPurchase(
        _ account: AccountID, _ facility: PurchaseTarget, repository: AccountRepository, now date: Date
    ) async throws(WalletError) -> PurchaseDraft? {
        do throws(UserDataError) {
            guard let kept = try await repository.pendingPurchase(account, facility) else { return nil }
            // Past its day it could not be placed as reviewed: gone, and the flow starts afresh.
            guard !kept.isExpired(now: date, today: VisitDate(date)) else {
                try await repository.discardPendingPurchase(account, facility)
                return nil
            }
            return kept.draft
        } catch { throw .storage(error) }
    }

    private static func claim(_ coupon: Coupon, for account: Account, repository: AccountRepository, now date: Date) async throws(WalletError) {
        do throws(UserDataError) {
            let wallet = try await repository.claimedCoupons(account.id)
            do throws(CouponProblem) {
                try CouponRules.checkClaim(coupon, wallet: wallet, accountCreated: account.createdAt, now: date, today: VisitDate(date))
            } catch { throw UserDataError.coupon(error) }
            try await repository.claimCoupon(account.id, coupon, date)
        } catch {
            if case .coupon(let problem) = error { throw .coupon(problem) }
            throw .storage(error)
        }
    }
}

extension WalletUseCase: DependencyKey {
    public static var liveValue: WalletUseCase {
        @Dependency(\.accountRepository) var repository
        @Dependency(\.date) var date
        @Dependency(\.uuid) var uuid
        return WalletUseCase(repository: repository, now: { date.now }, makeID: { uuid().shortID })
    }

    /// Over whatever repository the test installs (the repository's own test value fails loudly).
    public static var testValue: WalletUseCase { liveValue }
}

extension DependencyValues {
    public var walletUseCase: WalletUseCase {
        get { self[WalletUseCase.self] }
        set { self[WalletUseCase.self] = newValue }
    }
}
