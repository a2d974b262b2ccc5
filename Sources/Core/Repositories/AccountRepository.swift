import Credentials
import DataStores
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
    /// Changes when another process has committed to the user database (see `UserDatabase.dataVersion`).
    public var changeToken: @Sendable () async throws(UserDataError) -> Int
    /// The reviewed, unconfirmed order of an account at a facility, kept across a crash.
    public var pendingPurchase: @Sendable (AccountID, FacilityID) async throws(UserDataError) -> PurchaseDraft?
    public var savePendingPurchase: @Sendable (PurchaseDraft, AccountID, Date) async throws(UserDataError) -> Void
    public var discardPendingPurchase: @Sendable (AccountID, FacilityID) async throws(UserDataError) -> Void

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
        changeToken: @escaping @Sendable () async throws(UserDataError) -> Int,
        pendingPurchase: @escaping @Sendable (AccountID, FacilityID) async throws(UserDataError) -> PurchaseDraft?,
        savePendingPurchase: @escaping @Sendable (PurchaseDraft, AccountID, Date) async throws(UserDataError) -> Void,
        discardPendingPurchase: @escaping @Sendable (AccountID, FacilityID) async throws(UserDataError) -> Void
    ) {
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
        self.changeToken = changeToken
        self.pendingPurchase = pendingPurchase
        self.savePendingPurchase = savePendingPurchase
        self.discardPendingPurchase = discardPendingPurchase
    }
}

extension AccountRepository {
    public static func live(open: @escaping @Sendable () throws(UserDataError) -> UserDatabase) -> AccountRepository {
        let connection = UserConnection(open: open)
        return AccountRepository(
            accounts: { () throws(UserDataError) in try await connection.database().accounts().map(AccountMapping.account) },
            credentials: { email throws(UserDataError) in
                guard let record = try await connection.database().account(email: email),
                      let hash = PINHash(stored: record.pinHash) else { return nil }
                return (AccountMapping.account(record), hash)
            },
            account: { id throws(UserDataError) in try await connection.database().account(id: id.rawValue).map(AccountMapping.account) },
            insertAccount: { account, hash throws(UserDataError) in
                try await connection.database().insertAccount(AccountRecord(
                    id: account.id.rawValue, displayName: account.displayName, email: account.email,
                    pinHash: hash.description, createdAt: account.createdAt.timeIntervalSince1970))
            },
            signedInAccountID: { () throws(UserDataError) in try await connection.database().signedInAccountID().map(AccountID.init) },
            setSignedInAccountID: { id throws(UserDataError) in try await connection.database().setSignedInAccountID(id?.rawValue) },
            savedCards: { id throws(UserDataError) in
                try await connection.database().savedCards(accountId: id.rawValue).compactMap(AccountMapping.card)
            },
            placeOrder: { order, tickets, card throws(UserDataError) in
                let stored = try await connection.database().placeOrder(
                    AccountMapping.record(order), tickets: tickets.map { AccountMapping.record($0, account: order.accountID) },
                    saveCard: card.map { AccountMapping.record($0, account: order.accountID, at: order.purchasedAt) })
                guard let placed = AccountMapping.order(stored.order) else { throw .database("stored order cannot be read back") }
                return PlacedOrder(order: placed, tickets: stored.tickets.compactMap(AccountMapping.ticket), created: stored.created)
            },
            tickets: { id throws(UserDataError) in
                try await connection.database().tickets(accountId: id.rawValue).compactMap(AccountMapping.ticket)
            },
            updateTicket: { ticket, account, from throws(UserDataError) in
                try await connection.database().updateTicketStatus(
                    id: ticket.id, accountId: account.rawValue, from: from.rawValue, to: ticket.status.rawValue,
                    changedAt: (ticket.changedAt ?? Date()).timeIntervalSince1970
                ).flatMap(AccountMapping.ticket)
            },
            changeToken: { () throws(UserDataError) in try await connection.database().dataVersion() },
            pendingPurchase: { account, facility throws(UserDataError) in
                guard let record = try await connection.database().pendingPurchase(accountId: account.rawValue, facilityId: facility.rawValue)
                else { return nil }
                // Left by an instance that stopped (crash, kill, quit): this one may finish it. An
                // instance still running is in the middle of it; taking it over would merge two orders.
                guard PendingPurchaseOwner.isGone(record.ownerProcess) else { return nil }
                // A row this version cannot read is an order nobody can confirm: it is dropped, not shown half-made.
                guard let draft = AccountMapping.draft(record) else {
                    try await connection.database().discardPendingPurchase(accountId: account.rawValue, facilityId: facility.rawValue)
                    return nil
                }
                return draft
            },
            savePendingPurchase: { draft, account, date throws(UserDataError) in
                guard let record = AccountMapping.record(draft, account: account, at: date) else { return }
                try await connection.database().savePendingPurchase(record)
            },
            discardPendingPurchase: { account, facility throws(UserDataError) in
                try await connection.database().discardPendingPurchase(accountId: account.rawValue, facilityId: facility.rawValue)
            }
        )
    }

    public static func inMemory() -> AccountRepository {
        live(open: { () throws(UserDataError) in try UserDatabase.inMemory() })
    }
}

extension AccountRepository: DependencyKey {
    public static var liveValue: AccountRepository {
        @Dependency(\.catalogLocation) var location
        let directory = location.dataDirectory
        return live(open: { () throws(UserDataError) in try UserDatabase.open(dataDirectory: directory) })
    }

    public static var testValue: AccountRepository { inMemory() }
}

extension DependencyValues {
    public var accountRepository: AccountRepository {
        get { self[AccountRepository.self] }
        set { self[AccountRepository.self] = newValue }
    }
}

/// Records ↔ entities. Rows that cannot be read (edited by hand) are skipped, not fatal.
enum AccountMapping {
    static func account(_ record: AccountRecord) -> Account {
        Account(id: AccountID(record.id), displayName: record.displayName, email: record.email,
                createdAt: Date(timeIntervalSince1970: record.createdAt))
    }

    static func card(_ record: SavedCardRecord) -> SavedCard? {
        guard let brand = CardBrand(rawValue: record.brand) else { return nil }
        return SavedCard(id: record.id, brand: brand, last4: record.last4, expiryMonth: record.expiryMonth,
                         expiryYear: record.expiryYear, holderName: record.holderName)
    }

    static func record(_ card: SavedCard, account: AccountID, at date: Date) -> SavedCardRecord {
        SavedCardRecord(id: card.id, accountId: account.rawValue, brand: card.brand.rawValue, last4: card.last4,
                        expiryMonth: card.expiryMonth, expiryYear: card.expiryYear, holderName: card.holderName,
                        createdAt: date.timeIntervalSince1970)
    }

    static func order(_ record: OrderRecord) -> TicketOrder? {
        guard let useDate = try? VisitDate(parsing: record.useDate), let brand = CardBrand(rawValue: record.cardBrand) else { return nil }
        return TicketOrder(id: record.id, accountID: AccountID(record.accountId), idempotencyKey: record.idempotencyKey,
                           facilityID: FacilityID(record.facilityId), facilityName: record.facilityName, useDate: useDate,
                           totalYen: record.totalYen, ticketCount: record.ticketCount, cardBrand: brand, cardLast4: record.cardLast4,
                           purchasedAt: Date(timeIntervalSince1970: record.purchasedAt))
    }

    static func draft(_ record: PendingPurchaseRecord) -> PurchaseDraft? {
        guard let draft = try? JSONDecoder().decode(PurchaseDraft.self, from: Data(record.draft.utf8)),
              draft.idempotencyKey == record.idempotencyKey, draft.facilityID.rawValue == record.facilityId else { return nil }
        return draft
    }

    /// Only a reviewed draft (one with a key) is kept.
    static func record(_ draft: PurchaseDraft, account: AccountID, at date: Date) -> PendingPurchaseRecord? {
        guard let key = draft.idempotencyKey, let json = try? JSONEncoder().encode(draft) else { return nil }
        return PendingPurchaseRecord(accountId: account.rawValue, facilityId: draft.facilityID.rawValue, idempotencyKey: key,
                                     draft: String(decoding: json, as: UTF8.self), ownerProcess: PendingPurchaseOwner.current,
                                     savedAt: date.timeIntervalSince1970)
    }

    static func record(_ order: TicketOrder) -> OrderRecord {
        OrderRecord(id: order.id, accountId: order.accountID.rawValue, idempotencyKey: order.idempotencyKey,
                    facilityId: order.facilityID.rawValue, facilityName: order.facilityName, useDate: order.useDate.description,
                    totalYen: order.totalYen, ticketCount: order.ticketCount, cardBrand: order.cardBrand.rawValue,
                    cardLast4: order.cardLast4, purchasedAt: order.purchasedAt.timeIntervalSince1970)
    }

    static func ticket(_ record: TicketRecord) -> Ticket? {
        guard let useDate = try? VisitDate(parsing: record.useDate), let validUntil = try? VisitDate(parsing: record.validUntil),
              let status = TicketStatus(rawValue: record.status) else { return nil }
        return Ticket(id: record.id, orderID: record.orderId, facilityID: FacilityID(record.facilityId), facilityName: record.facilityName,
                      productName: record.productName, priceYen: record.priceYen, useDate: useDate,
                      purchasedAt: Date(timeIntervalSince1970: record.purchasedAt), validUntil: validUntil, status: status,
                      changedAt: record.changedAt.map(Date.init(timeIntervalSince1970:)))
    }

    static func record(_ ticket: Ticket, account: AccountID) -> TicketRecord {
        TicketRecord(id: ticket.id, orderId: ticket.orderID, accountId: account.rawValue, facilityId: ticket.facilityID.rawValue,
                     facilityName: ticket.facilityName, productName: ticket.productName, priceYen: ticket.priceYen,
                     useDate: ticket.useDate.description, validUntil: ticket.validUntil.description,
                     purchasedAt: ticket.purchasedAt.timeIntervalSince1970, status: ticket.status.rawValue,
                     changedAt: ticket.changedAt?.timeIntervalSince1970)
    }
}
