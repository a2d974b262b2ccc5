import Dependencies
import Entities
import Navigation
import Observation
import ScreenKit
import Stores

/// Step 4 of a trip day's order (`.tripDayPurchased`): the tickets of every order placed.
@MainActor
@Observable
public final class TripDayPurchasedViewModel {
    public let context: LoginContext
    public let orderIDs: [String]
    @ObservationIgnored @Dependency(\.router) private var router
    public let effects = Effects()

    public init(orderIDs: [String], context: LoginContext) {
        self.orderIDs = orderIDs
        self.context = context
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

    public func appear() {
        effects.run { [context] in if !context.wallet.isLoaded { await context.wallet.load() } }
    }

    public func send(_ action: PurchasedAction) {
        switch action {
        case .openWallet:
            // The receipt is done with; the plan's tab goes back to the plan.
            router.back()
            router.select(tab: .tickets)
        }
    }
}

extension TripDayPurchasedViewModel: ViewModel {}
