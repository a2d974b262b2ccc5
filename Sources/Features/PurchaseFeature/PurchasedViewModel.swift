import Entities
import Observation
import ScreenKit
import Stores

/// Step 4 (`.ticketPurchased`): the tickets the placed order issued.
@MainActor
@Observable
public final class PurchasedViewModel {
    public let context: LoginContext
    public let orderID: String
    @ObservationIgnored private let receipt: PurchaseReceipt
    public let effects = Effects()

    public init(orderID: String, context: LoginContext) {
        self.orderID = orderID
        self.context = context
        receipt = PurchaseReceipt(context: context)
    }

    public var state: PurchasedViewState {
        let wallet = context.wallet
        let order = self.order
        return PurchasedViewState(accountName: context.account.displayName, orderID: orderID, tickets: order.tickets, isLoaded: wallet.isLoaded,
                                  coupon: order.coupon, passes: order.passes, amounts: order.amounts, names: wallet.facilityNames)
    }

    /// What the order's part of the wallet is picked from: the wallet's rows and the claims, as
    /// the stores hold them (an array the store has not replaced compares in O(1)).
    private struct OrderKey: Equatable {
        var tickets: [Ticket]
        var passes: [RallyPass]
        var ticketOrders: [TicketOrder]
        var passOrders: [PassOrder]
        var claimed: [ClaimedCoupon]
    }

    private struct Order {
        var tickets: [Ticket]
        var passes: [RallyPass]
        var coupon: Coupon?
        var amounts: CouponRules.Totals?
    }

    @ObservationIgnored private var derived = DerivedOnChange<OrderKey, Order>("the receipt's tickets")

    /// The order's tickets, passes, coupon and amounts, picked out of the whole wallet when the
    /// wallet or the claims changed (by `layout`, before a frame), read while it is drawn.
    private var order: Order {
        let wallet = context.wallet
        let key = OrderKey(tickets: wallet.tickets, passes: wallet.passes, ticketOrders: wallet.ticketOrders, passOrders: wallet.passOrders,
                           claimed: context.coupons.claimed)
        return derived.value(for: key) { [orderID] key in
            let amounts: CouponRules.Totals? = if let order = key.ticketOrders.first(where: { $0.id == orderID }) {
                CouponRules.Totals(subtotalYen: order.totalYen + order.discountYen, discountYen: order.discountYen)
            } else if let order = key.passOrders.first(where: { $0.id == orderID }) {
                CouponRules.Totals(subtotalYen: order.subtotalYen, discountYen: order.discountYen)
            } else {
                nil
            }
            return Order(tickets: key.tickets.filter { $0.orderID == orderID }, passes: key.passes.filter { $0.orderID == orderID },
                         coupon: key.claimed.first { $0.usedByOrderID == orderID }?.coupon, amounts: amounts)
        }
    }

    /// Before each frame: the order brought up to date for it.
    func arrange() { _ = order }

    public func appear() { receipt.appear(in: effects) }

    public func send(_ action: PurchasedAction) { receipt.send(action) }
}

extension PurchasedViewModel: ViewModel {}
