import DataStores
import Entities
import Foundation
import Localization
import Repositories

extension AccountRepository {
    /// A day's orders (one per bath) in one transaction, over the same connection as the tickets.
    mutating func addDayOrders(_ connection: UserConnection) {
        placeOrders = { orders, card throws(UserDataError) in
            guard let first = orders.first?.order else { return [] }
            let stored = try await connection.database().placeOrders(
                orders.map { (AccountMapping.record($0.order), $0.tickets.map { ticket in AccountMapping.record(ticket, account: first.accountID) }) },
                saveCard: card.map { AccountMapping.record($0, account: first.accountID, at: first.purchasedAt) })
            return try stored.map { entry throws(UserDataError) in
                guard let placed = AccountMapping.order(entry.order) else { throw .database(StoredRowText.orderUnreadable.text) }
                return PlacedOrder(order: placed, tickets: entry.tickets.compactMap(AccountMapping.ticket), created: entry.created)
            }
        }
    }
}
