import Credentials
import Dependencies
import Entities
import Foundation

/// Accounts, their saved cards, orders and tickets, in entities. Every query that returns a user's
/// data takes the account id: there is no call that lists another account's tickets or cards.
public struct AccountRepository: Sendable {
    public var accounts: @Sendable () async throws(UserDataError) -> [Account]
    public var credentials: @Sendable (_ email: String) async throws(UserDataError) -> (Account, PINHash)?
    public var account: @Sendable (AccountID) async throws(UserDataError) -> Account?
    public var insertAccount: @Sendable (Account, PINHash) async throws(UserDataError) -> Void
    public var signedInAccountID: @Sendable () async throws(UserDataError) -> AccountID?
    public var setSignedInAccountID: @Sendable (AccountID?) async throws(UserDataError) -> Void
    public var savedCards: @Sendable (AccountID) async throws(UserDataError) -> [SavedCard]
    public var placeOrder: @Sendable (TicketOrder, [Ticket], _ saveCard: SavedCard?) async throws(UserDataError) -> PlacedOrder
    public var tickets: @Sendable (AccountID) async throws(UserDataError) -> [Ticket]
    /// Stores `ticket`'s new status if the stored one is still `from`; returns the stored ticket.
    public var updateTicket: @Sendable (Ticket, AccountID, _ from: TicketStatus) async throws(UserDataError) -> Ticket?
    /// The reviewed, unconfirmed order of an account at a facility, kept across a crash.
    public var pendingPurchase: @Sendable (AccountID, PurchaseTarget) async throws(UserDataError) -> PendingOrder?
    public var savePendingPurchase: @Sendable (PurchaseDraft, AccountID, Date) async throws(UserDataError) -> Void
    public var discardPendingPurchase: @Sendable (AccountID, PurchaseTarget) async throws(UserDataError) -> Void
    /// Wrong PINs in a row for an email (normalised), nil when none.
    public var signInFailures: @Sendable (_ email: String) async throws(UserDataError) -> SignInFailures?
    /// Decides one try and, when allowed, counts it as a wrong PIN in the same transaction.
    public var reserveSignInAttempt: @Sendable (_ email: String, Date) async throws(UserDataError) -> SignInAttempt
    public var clearSignInFailures: @Sendable (_ email: String) async throws(UserDataError) -> Void
    public var updatePINHash: @Sendable (AccountID, PINHash) async throws(UserDataError) -> Void
    /// An account's coupon wallet, newest claim first.
    public var claimedCoupons: @Sendable (AccountID) async throws(UserDataError) -> [ClaimedCoupon]
    /// `.coupon(.alreadyClaimed)` when the account has it already.
    public var claimCoupon: @Sendable (AccountID, Coupon, Date) async throws(UserDataError) -> Void
    /// Any account's ticket by id, for the front desk.
    public var ticketByID: @Sendable (String) async throws(UserDataError) -> Ticket?
    /// Changes a ticket's status if it still is `from`; true when this call changed it.
    public var changeTicketStatus: @Sendable (_ id: String, _ from: TicketStatus, _ to: TicketStatus, Date) async throws(UserDataError) -> Bool
    // The orders' amounts, and the multi-bath passes (set by the live value; the test value fails).
    public var ticketOrders: @Sendable (AccountID) async throws(UserDataError) -> [TicketOrder] = { _ throws(UserDataError) in
        throw unimplementedError("AccountRepository.ticketOrders")
    }
    public var passOrders: @Sendable (AccountID) async throws(UserDataError) -> [PassOrder] = { _ throws(UserDataError) in
        throw unimplementedError("AccountRepository.passOrders")
    }
    public var passes: @Sendable (AccountID) async throws(UserDataError) -> [RallyPass] = { _ throws(UserDataError) in
        throw unimplementedError("AccountRepository.passes")
    }
    /// Every reviewed, unconfirmed order of an account (whichever process reviewed it), latest first.
    public var pendingOrders: @Sendable (AccountID) async throws(UserDataError) -> [PendingOrder] = { _ throws(UserDataError) in
        throw unimplementedError("AccountRepository.pendingOrders")
    }
    /// Any account's pass by id, for the front desk.
    public var passByID: @Sendable (String) async throws(UserDataError) -> RallyPass? = { _ throws(UserDataError) in
        throw unimplementedError("AccountRepository.passByID")
    }
    /// The order and its passes in one transaction; the same idempotency key buys once.
    /// A day's orders, one per bath, in one transaction (all or none; each idempotent by its key).
    public var placeOrders: @Sendable ([(order: TicketOrder, tickets: [Ticket])], _ saveCard: SavedCard?) async throws(UserDataError) -> [PlacedOrder] = {
        _, _ throws(UserDataError) in throw unimplementedError("AccountRepository.placeOrders")
    }
    public var placePassOrder: @Sendable (PassOrder, [RallyPass], _ saveCard: SavedCard?) async throws(UserDataError) -> PlacedPassOrder = {
        _, _, _ throws(UserDataError) in throw unimplementedError("AccountRepository.placePassOrder")
    }
    /// Takes one entry of a pass at a bath and records `visit`, in one transaction.
    public var takePassEntry: @Sendable (_ passID: String, FacilityID, Date, _ visit: VisitDraft) async throws(UserDataError) -> PassEntryResult = {
        _, _, _, _ throws(UserDataError) in throw unimplementedError("AccountRepository.takePassEntry")
    }

    public init(
        accounts: @escaping @Sendable () async throws(UserDataError) -> [Account],
        credentials: @escaping @Sendable (_ email: String) async throws(UserDataError) -> (Account, PINHash)?,
        account: @escaping @Sendable (AccountID) async throws(UserDataError) -> Account?,
        insertAccount: @escaping @Sendable (Account, PINHash) async throws(UserDataError) -> Void,
        signedInAccountID: @escaping @Sendable () async throws(UserDataError) -> AccountID?,
        setSignedInAccountID: @escaping @Sendable (AccountID?) async throws(UserDataError) -> Void,
        savedCards: @escaping @Sendable (AccountID) async throws(UserDataError) -> [SavedCard],
        placeOrder: @escaping @Sendable (TicketOrder, [Ticket], _ saveCard: SavedCard?) async throws(UserDataError) -> PlacedOrder,
        tickets: @escaping @Sendable (AccountID) async throws(UserDataError) -> [Ticket],
        updateTicket: @escaping @Sendable (Ticket, AccountID, _ from: TicketStatus) async throws(UserDataError) -> Ticket?,
        pendingPurchase: @escaping @Sendable (AccountID, PurchaseTarget) async throws(UserDataError) -> PendingOrder?,
        savePendingPurchase: @escaping @Sendable (PurchaseDraft, AccountID, Date) async throws(UserDataError) -> Void,
        discardPendingPurchase: @escaping @Sendable (AccountID, PurchaseTarget) async throws(UserDataError) -> Void,
        signInFailures: @escaping @Sendable (_ email: String) async throws(UserDataError) -> SignInFailures?,
        reserveSignInAttempt: @escaping @Sendable (_ email: String, Date) async throws(UserDataError) -> SignInAttempt,
        clearSignInFailures: @escaping @Sendable (_ email: String) async throws(UserDataError) -> Void,
        updatePINHash: @escaping @Sendable (AccountID, PINHash) async throws(UserDataError) -> Void,
        claimedCoupons: @escaping @Sendable (AccountID) async throws(UserDataError) -> [ClaimedCoupon],
        claimCoupon: @escaping @Sendable (AccountID, Coupon, Date) async throws(UserDataError) -> Void,
        ticketByID: @escaping @Sendable (String) async throws(UserDataError) -> Ticket?,
        changeTicketStatus: @escaping @Sendable (_ id: String, _ from: TicketStatus, _ to: TicketStatus, Date) async throws(UserDataError) -> Bool
    ) {
        self.claimedCoupons = claimedCoupons
        self.claimCoupon = claimCoupon
        self.ticketByID = ticketByID
        self.changeTicketStatus = changeTicketStatus
        self.signInFailures = signInFailures
        self.reserveSignInAttempt = reserveSignInAttempt
        self.clearSignInFailures = clearSignInFailures
        self.updatePINHash = updatePINHash
        self.accounts = accounts
        self.credentials = credentials
        self.account = account
        self.insertAccount = insertAccount
        self.signedInAccountID = signedInAccountID
        self.setSignedInAccountID = setSignedInAccountID
        self.savedCards = savedCards
        self.placeOrder = placeOrder
        self.tickets = tickets
        self.updateTicket = updateTicket
        self.pendingPurchase = pendingPurchase
        self.savePendingPurchase = savePendingPurchase
        self.discardPendingPurchase = discardPendingPurchase
    }
}

extension AccountRepository: TestDependencyKey {
    /// Fails the test that reaches it (`.inMemory()` in RepositoriesLive gives a real database).
    public static let testValue = AccountRepository(
        accounts: { () throws(UserDataError) in throw unimplementedError("AccountRepository.accounts") },
        credentials: { _ throws(UserDataError) in throw unimplementedError("AccountRepository.credentials") },
        account: { _ throws(UserDataError) in throw unimplementedError("AccountRepository.account") },
        insertAccount: { _, _ throws(UserDataError) in throw unimplementedError("AccountRepository.insertAccount") },
        signedInAccountID: { () throws(UserDataError) in throw unimplementedError("AccountRepository.signedInAccountID") },
        setSignedInAccountID: { _ throws(UserDataError) in throw unimplementedError("AccountRepository.setSignedInAccountID") },
        savedCards: { _ throws(UserDataError) in throw unimplementedError("AccountRepository.savedCards") },
        placeOrder: { _, _, _ throws(UserDataError) in throw unimplementedError("AccountRepository.placeOrder") },
        tickets: { _ throws(UserDataError) in throw unimplementedError("AccountRepository.tickets") },
        updateTicket: { _, _, _ throws(UserDataError) in throw unimplementedError("AccountRepository.updateTicket") },
        pendingPurchase: { _, _ throws(UserDataError) in throw unimplementedError("AccountRepository.pendingPurchase") },
        savePendingPurchase: { _, _, _ throws(UserDataError) in throw unimplementedError("AccountRepository.savePendingPurchase") },
        discardPendingPurchase: { _, _ throws(UserDataError) in throw unimplementedError("AccountRepository.discardPendingPurchase") },
        signInFailures: { _ throws(UserDataError) in throw unimplementedError("AccountRepository.signInFailures") },
        reserveSignInAttempt: { _, _ throws(UserDataError) in throw unimplementedError("AccountRepository.reserveSignInAttempt") },
        clearSignInFailures: { _ throws(UserDataError) in throw unimplementedError("AccountRepository.clearSignInFailures") },
        updatePINHash: { _, _ throws(UserDataError) in throw unimplementedError("AccountRepository.updatePINHash") },
        claimedCoupons: { _ throws(UserDataError) in throw unimplementedError("AccountRepository.claimedCoupons") },
        claimCoupon: { _, _, _ throws(UserDataError) in throw unimplementedError("AccountRepository.claimCoupon") },
        ticketByID: { _ throws(UserDataError) in throw unimplementedError("AccountRepository.ticketByID") },
        changeTicketStatus: { _, _, _, _ throws(UserDataError) in throw unimplementedError("AccountRepository.changeTicketStatus") }
    )
}

extension DependencyValues {
    public var accountRepository: AccountRepository {
        get { self[AccountRepository.self] }
        set { self[AccountRepository.self] = newValue }
    }
}
