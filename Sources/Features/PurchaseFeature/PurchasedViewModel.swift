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
        let amounts: CouponRules.Totals? = if let order = wallet.ticketOrder(id: orderID) {
            CouponRules.Totals(subtotalYen: order.totalYen + order.discountYen, discountYen: order.discountYen)
        } else if let order = wallet.passOrder(id: orderID) {
            CouponRules.Totals(subtotalYen: order.subtotalYen, discountYen: order.discountYen)
        } else {
            nil
        }
        return PurchasedViewState(accountName: context.account.displayName, orderID: orderID,
                                  tickets: wallet.tickets.filter { $0.orderID == orderID }, isLoaded: wallet.isLoaded,
                                  coupon: context.coupons.claimed.first { $0.usedByOrderID == orderID }?.coupon,
                                  passes: wallet.passes.filter { $0.orderID == orderID }, amounts: amounts, names: wallet.facilityNames)
    }

    public func appear() { receipt.appear(in: effects) }

    public func send(_ action: PurchasedAction) { receipt.send(action) }
}

extension PurchasedViewModel: ViewModel {}
