import Entities
import GRDB

extension UserDatabase {
    /// A day's orders, one per bath, placed together: every order with its tickets, coupon and
    /// the card to remember in one transaction, so one payment buys them all or none. Each order
    /// keeps its own idempotency key: confirming again returns what is stored and buys nothing twice.
    public func placeOrders(
        _ orders: [(order: OrderRecord, tickets: [TicketRecord])], saveCard: SavedCardRecord?
    ) async throws(UserDataError) -> [(order: OrderRecord, tickets: [TicketRecord], created: Bool)] {
        let placed = try await write { db in
            try orders.enumerated().map { index, entry in
                // The card is remembered once, with the first order.
                try Self.insertOrder(entry.order, tickets: entry.tickets, saveCard: index == 0 ? saveCard : nil, db)
            }
        }
        if placed.contains(where: \.created) { walletChanged() }
        return placed
    }
}
