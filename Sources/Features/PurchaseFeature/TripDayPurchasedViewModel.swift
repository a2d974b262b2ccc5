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
        let wallet = context.wallet
        let ids = Set(orderIDs)
        return TripDayPurchasedViewState(
            accountName: context.account.displayName, orderIDs: orderIDs, orders: orderIDs.compactMap { wallet.ticketOrder(id: $0) },
            tickets: orderIDs.flatMap { id in wallet.tickets.filter { $0.orderID == id } }, isLoaded: wallet.isLoaded,
            coupons: context.coupons.claimed.filter { $0.usedByOrderID.map(ids.contains) ?? false }.map(\.coupon),
            names: wallet.facilityNames)
    }

    public func appear() { receipt.appear(in: effects) }

    public func send(_ action: PurchasedAction) { receipt.send(action) }
}

extension TripDayPurchasedViewModel: ViewModel {}
