import Credentials
import DataStores
import Dependencies
import Entities
import Foundation
import Localization
import Repositories

extension AccountRepository {
    public static func live(open: @escaping @Sendable () throws(UserDataError) -> UserDatabase) -> AccountRepository {
        live(UserConnection(open: open))
    }

    /// The repository over a connection that other clients of the same process may share.
    public static func live(_ connection: UserConnection) -> AccountRepository {
        var repository = AccountRepository(
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
                guard let placed = AccountMapping.order(stored.order) else { throw .database(StoredRowText.orderUnreadable.text) }
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
            pendingPurchase: { account, facility throws(UserDataError) in
                guard let record = try await connection.database().pendingPurchase(accountId: account.rawValue, facilityId: facility.storageKey)
                else { return nil }
                // Left by an instance that stopped (crash, kill, quit): this one may finish it. An
                // instance still running is in the middle of it; taking it over would merge two orders.
                guard PendingPurchaseOwner.isGone(record.ownerProcess) else { return nil }
                // A row this version cannot read is an order nobody can confirm: it is dropped, not shown half-made.
                guard let order = AccountMapping.pendingOrder(record) else {
                    try await connection.database().discardPendingPurchase(accountId: account.rawValue, facilityId: facility.storageKey)
                    return nil
                }
                return order
            },
            savePendingPurchase: { draft, account, date throws(UserDataError) in
                guard let record = AccountMapping.record(draft, account: account, at: date) else { return }
                try await connection.database().savePendingPurchase(
                    record, expiredBefore: PendingOrder.cutoff(now: date).timeIntervalSince1970)
            },
            discardPendingPurchase: { account, facility throws(UserDataError) in
                try await connection.database().discardPendingPurchase(accountId: account.rawValue, facilityId: facility.storageKey)
            },
            signInFailures: { email throws(UserDataError) in
                try await connection.database().signInFailures(email: email).map {
                    SignInFailures(count: $0.count, lastAt: Date(timeIntervalSince1970: $0.lastAt))
                }
            },
            reserveSignInAttempt: { email, date throws(UserDataError) in
                try await connection.database().reserveSignInAttempt(email: email, at: date.timeIntervalSince1970)
            },
            clearSignInFailures: { email throws(UserDataError) in try await connection.database().clearSignInFailures(email: email) },
            updatePINHash: { id, hash throws(UserDataError) in
                try await connection.database().updatePINHash(accountId: id.rawValue, pinHash: hash.description)
            },
            claimedCoupons: { account throws(UserDataError) in
                try await connection.database().claimedCoupons(accountId: account.rawValue).compactMap(AccountMapping.claimed)
            },
            claimCoupon: { account, coupon, date throws(UserDataError) in
                guard let terms = try? JSONEncoder().encode(coupon) else { throw .database("coupon \(coupon.id) cannot be stored") }
                try await connection.database().claimCoupon(ClaimedCouponRecord(
                    accountId: account.rawValue, couponId: coupon.id, terms: String(decoding: terms, as: UTF8.self),
                    validUntil: coupon.validUntil.description, claimedAt: date.timeIntervalSince1970, usedByOrderId: nil))
            },
            ticketByID: { id throws(UserDataError) in try await connection.database().ticket(id: id).flatMap(AccountMapping.ticket) },
            changeTicketStatus: { id, from, to, date throws(UserDataError) in
                try await connection.database().changeTicketStatus(id: id, from: from.rawValue, to: to.rawValue,
                                                                   at: date.timeIntervalSince1970)
            }
        )
        repository.pendingOrders = { account throws(UserDataError) in
            try await connection.database().pendingPurchases(accountId: account.rawValue).compactMap(AccountMapping.pendingOrder)
        }
        repository.addPasses(connection)
        repository.addDayOrders(connection)
        return repository
    }

    public static func inMemory() -> AccountRepository {
        live(open: { () throws(UserDataError) in try UserDatabase.inMemory() })
    }
}

extension AccountRepository: DependencyKey {
    public static var liveValue: AccountRepository {
        @Dependency(\.catalogLocation) var location
        return live(UserConnection.shared(dataDirectory: location.dataDirectory))
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

    /// A row whose terms cannot be read (edited by hand) is skipped.
    static func claimed(_ record: ClaimedCouponRecord) -> ClaimedCoupon? {
        guard let coupon = try? JSONDecoder().decode(Coupon.self, from: Data(record.terms.utf8)), coupon.id == record.couponId else {
            return nil
        }
        return ClaimedCoupon(coupon: coupon, claimedAt: Date(timeIntervalSince1970: record.claimedAt), usedByOrderID: record.usedByOrderId)
    }

    static func order(_ record: OrderRecord) -> TicketOrder? {
        guard let useDate = try? VisitDate(parsing: record.useDate), let brand = CardBrand(rawValue: record.cardBrand) else { return nil }
        return TicketOrder(id: record.id, accountID: AccountID(record.accountId), idempotencyKey: record.idempotencyKey,
                           facilityID: FacilityID(record.facilityId), facilityName: record.facilityName, useDate: useDate,
                           totalYen: record.totalYen, ticketCount: record.ticketCount, cardBrand: brand, cardLast4: record.cardLast4,
                           purchasedAt: Date(timeIntervalSince1970: record.purchasedAt), couponID: record.couponId,
                           discountYen: record.discountYen)
    }

    static func pendingOrder(_ record: PendingPurchaseRecord) -> PendingOrder? {
        guard let draft = try? JSONDecoder().decode(PurchaseDraft.self, from: Data(record.draft.utf8)),
              draft.idempotencyKey == record.idempotencyKey, draft.target.storageKey == record.facilityId else { return nil }
        return PendingOrder(draft: draft, savedAt: Date(timeIntervalSince1970: record.savedAt))
    }

    /// Only a reviewed draft (one with a key) is kept.
    static func record(_ draft: PurchaseDraft, account: AccountID, at date: Date) -> PendingPurchaseRecord? {
        guard let key = draft.idempotencyKey, let json = try? JSONEncoder().encode(draft) else { return nil }
        return PendingPurchaseRecord(accountId: account.rawValue, facilityId: draft.target.storageKey, idempotencyKey: key,
                                     draft: String(decoding: json, as: UTF8.self), ownerProcess: PendingPurchaseOwner.current,
                                     savedAt: date.timeIntervalSince1970)
    }

    static func record(_ order: TicketOrder) -> OrderRecord {
        OrderRecord(id: order.id, accountId: order.accountID.rawValue, idempotencyKey: order.idempotencyKey,
                    facilityId: order.facilityID.rawValue, facilityName: order.facilityName, useDate: order.useDate.description,
                    totalYen: order.totalYen, ticketCount: order.ticketCount, cardBrand: order.cardBrand.rawValue,
                    cardLast4: order.cardLast4, purchasedAt: order.purchasedAt.timeIntervalSince1970,
                    couponId: order.couponID, discountYen: order.discountYen)
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
