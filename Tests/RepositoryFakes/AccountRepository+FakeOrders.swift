import Entities
import Foundation
import Repositories

extension AccountRepository {
    static func addOrders(_ memory: UserDataMemory, into repository: inout AccountRepository) {
        repository.placeOrder = { order, tickets, card throws(UserDataError) in
            try memory.state.withLock { state throws(UserDataError) in
                let placed = try state.transaction { state throws(UserDataError) in try state.insertOrder(order, tickets, card: card) }
                if placed.created { state.walletCommits += 1 }
                return placed
            }
        }
        // One transaction for the day: an order that fails leaves none of them stored.
        repository.placeOrders = { orders, card throws(UserDataError) in
            try memory.state.withLock { state throws(UserDataError) in
                let placed = try state.transaction { state throws(UserDataError) in
                    var placed: [PlacedOrder] = []
                    for (index, entry) in orders.enumerated() {
                        placed.append(try state.insertOrder(entry.order, entry.tickets, card: index == 0 ? card : nil))
                    }
                    return placed
                }
                if placed.contains(where: \.created) { state.walletCommits += 1 }
                return placed
            }
        }
        repository.ticketOrders = { account throws(UserDataError) in
            memory.state.withLock { $0.orders.filter { $0.accountID == account } }.sorted { $0.purchasedAt > $1.purchasedAt }
        }
    }

    static func addTickets(_ memory: UserDataMemory, into repository: inout AccountRepository) {
        repository.tickets = { account throws(UserDataError) in
            memory.state.withLock { $0.tickets.filter { $0.account == account } }.map(\.ticket)
                .sorted { ($1.purchasedAt, $0.id) < ($0.purchasedAt, $1.id) }
        }
        repository.ticketByID = { id throws(UserDataError) in memory.state.withLock { $0.tickets.first { $0.ticket.id == id }?.ticket } }
        repository.updateTicket = { ticket, account, from throws(UserDataError) in
            memory.state.withLock { state in
                guard let index = state.tickets.firstIndex(where: { $0.ticket.id == ticket.id && $0.account == account }) else { return nil }
                if state.tickets[index].ticket.status == from {
                    state.changeStatus(at: index, to: ticket.status, at: ticket.changedAt ?? Date())
                }
                return state.tickets[index].ticket
            }
        }
        repository.changeTicketStatus = { id, from, to, date throws(UserDataError) in
            memory.state.withLock { state in
                guard let index = state.tickets.firstIndex(where: { $0.ticket.id == id }), state.tickets[index].ticket.status == from
                else { return false }
                state.changeStatus(at: index, to: to, at: date)
                return true
            }
        }
    }

    static func addCoupons(_ memory: UserDataMemory, into repository: inout AccountRepository) {
        repository.claimedCoupons = { account throws(UserDataError) in
            memory.state.withLock { $0.coupons.filter { $0.account == account } }.map(\.claimed)
                .sorted { ($1.claimedAt, $0.coupon.id) < ($0.claimedAt, $1.coupon.id) }
        }
        repository.claimCoupon = { account, coupon, date throws(UserDataError) in
            try memory.state.withLock { state throws(UserDataError) in
                if state.coupons.contains(where: { $0.account == account && $0.claimed.coupon.id == coupon.id }) {
                    throw .coupon(.alreadyClaimed)
                }
                state.coupons.append(.init(account: account, claimed: ClaimedCoupon(coupon: coupon, claimedAt: date)))
            }
        }
    }
}

extension UserDataMemory.State {
    /// Runs `body` on a copy and keeps it only when it succeeds: all of a transaction's writes or none.
    mutating func transaction<T>(_ body: (inout Self) throws(UserDataError) -> T) throws(UserDataError) -> T {
        var copy = self
        let result = try body(&copy)
        self = copy
        return result
    }

    /// `UserDatabase.insertOrder`: the pending copy goes, a known key returns what is stored, the
    /// coupon is used by this order or the order fails, the card is kept once.
    mutating func insertOrder(_ order: TicketOrder, _ tickets: [Ticket], card: SavedCard?) throws(UserDataError) -> PlacedOrder {
        pending.removeAll { $0.order.draft.idempotencyKey == order.idempotencyKey }
        if let existing = orders.first(where: { $0.idempotencyKey == order.idempotencyKey }) {
            guard existing.accountID == order.accountID else { throw .database("idempotency key reused by another account") }
            let stored = self.tickets.map(\.ticket).filter { $0.orderID == existing.id }.sorted { $0.id < $1.id }
            return PlacedOrder(order: existing, tickets: stored, created: false)
        }
        guard !orders.contains(where: { $0.id == order.id }) else { throw .database("order \(order.id) exists") }
        orders.append(order)
        try useCoupon(order.couponID, byOrder: order.id, account: order.accountID)
        for ticket in tickets {
            guard !self.tickets.contains(where: { $0.ticket.id == ticket.id }) else { throw .database("ticket \(ticket.id) exists") }
            self.tickets.append(.init(account: order.accountID, ticket: ticket))
        }
        remember(card, account: order.accountID, at: order.purchasedAt)
        return PlacedOrder(order: order, tickets: tickets, created: true)
    }

    mutating func useCoupon(_ id: String?, byOrder orderID: String, account: AccountID) throws(UserDataError) {
        guard let id else { return }
        guard let index = coupons.firstIndex(where: { $0.account == account && $0.claimed.coupon.id == id && $0.claimed.usedByOrderID == nil })
        else { throw .coupon(.alreadyUsed) }
        coupons[index].claimed.usedByOrderID = orderID
    }

    mutating func remember(_ card: SavedCard?, account: AccountID, at date: Date) {
        guard let card, !cards.contains(where: { $0.card.id == card.id }) else { return }
        cards.append(.init(account: account, card: card, createdAt: date))
    }

    /// A use records the ticket's visit; the last refund of an order gives its coupon back while valid.
    mutating func changeStatus(at index: Int, to status: TicketStatus, at date: Date) {
        tickets[index].ticket.status = status
        tickets[index].ticket.changedAt = date
        walletCommits += 1
        let ticket = tickets[index].ticket
        switch status {
        case .used:
            _ = insertVisit(VisitDraft(facilityID: ticket.facilityID, date: TicketVisit.day(usedAt: date), rating: TicketVisit.rating,
                                       note: TicketVisit.note(productName: ticket.productName)))
        case .refunded:
            guard !tickets.contains(where: { $0.ticket.orderID == ticket.orderID && $0.ticket.status != .refunded }) else { return }
            let today = VisitDate(date)
            for couponIndex in coupons.indices
            where coupons[couponIndex].claimed.usedByOrderID == ticket.orderID && coupons[couponIndex].claimed.coupon.validUntil >= today {
                coupons[couponIndex].claimed.usedByOrderID = nil
            }
        case .issued:
            break
        }
    }
}
