import Entities
import Observation
import ScreenKit
import Stores

/// Step 4 of a trip day's order (`.tripDayPurchased`): the tickets of every order placed.
@MainActor
@Observable
public final class TripDayPurchasedViewModel {
    public let context: LoginContext
    public let orderIDs: [String]
    @ObservationIgnored private let receipt: PurchaseReceipt
    public let effects = Effects()

    public init(orderIDs: [String], context: LoginContext) {
        self.orderIDs = orderIDs
        self.context = context
        receipt = PurchaseReceipt(context: context)
    }

    public var state: TripDayPurchasedViewState {
        let orders = self.orders
        var state = TripDayPurchasedViewState(accountName: context.account.displayName, orderIDs: orderIDs, orders: orders.orders,
                                              tickets: orders.tickets, isLoaded: context.wallet.isLoaded, coupons: orders.coupons,
                                              names: context.wallet.facilityNames)
        state.amounts = orders.amounts
        return state
    }

    /// What the day's orders are picked from: the wallet's tickets and orders and the claims, as
    /// the stores hold them (an array the store has not replaced compares in O(1)).
    private struct OrdersKey: Equatable {
        var tickets: [Ticket]
        var ticketOrders: [TicketOrder]
        var claimed: [ClaimedCoupon]
    }

    private struct Orders {
        var orders: [TicketOrder]
        var tickets: [Ticket]
        var coupons: [Coupon]
        var amounts: CouponRules.Totals
    }

    @ObservationIgnored private var derived = DerivedOnChange<OrdersKey, Orders>("the trip day's receipt")

    /// The day's orders in its order, their tickets, coupons and amounts, picked out of the whole
    /// wallet when it or the claims changed (by `layout`, before a frame), read while it is drawn.
    private var orders: Orders {
        let key = OrdersKey(tickets: context.wallet.tickets, ticketOrders: context.wallet.ticketOrders, claimed: context.coupons.claimed)
        return derived.value(for: key) { [orderIDs] key in
            let ids = Set(orderIDs)
            let byID = Dictionary(key.ticketOrders.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            let orders = orderIDs.compactMap { byID[$0] }
            let tickets = Dictionary(grouping: key.tickets.filter { ids.contains($0.orderID) }, by: \.orderID)
            let amounts = CouponRules.Totals(subtotalYen: orders.reduce(0) { $0 + $1.totalYen + $1.discountYen },
                                             discountYen: orders.reduce(0) { $0 + $1.discountYen })
            return Orders(orders: orders, tickets: orderIDs.flatMap { tickets[$0] ?? [] },
                          coupons: key.claimed.filter { $0.usedByOrderID.map(ids.contains) ?? false }.map(\.coupon), amounts: amounts)
        }
    }

    /// Before each frame: the orders brought up to date for it.
    func arrange() { _ = orders }

    public func appear() { receipt.appear(in: effects) }

    public func send(_ action: PurchasedAction) { receipt.send(action) }
}

extension TripDayPurchasedViewModel: ViewModel {}
