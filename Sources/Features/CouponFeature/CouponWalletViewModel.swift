import Dependencies
import Entities
import Navigation
import Observation
import ScreenKit
import Stores
import TerminalKit
import Widgets

@MainActor
@Observable
public final class CouponWalletViewModel {
    public let context: LoginContext
    public let effects = Effects()
    @ObservationIgnored @Dependency(\.catalogStore) private var catalog
    @ObservationIgnored @Dependency(\.date) private var date

    public init(context: LoginContext) { self.context = context }

    public var state: CouponWalletViewState {
        var state = CouponWalletViewState(accountName: context.account.displayName)
        state.isLoaded = context.coupons.isLoaded
        state.error = context.coupons.errorMessage
        state.groups = context.coupons.grouped(on: VisitDate(date.now)).map { CouponWalletViewState.Group(state: $0.state, coupons: $0.coupons) }
        for coupon in context.coupons.claimed {
            state.names[coupon.coupon.facilityID] = catalog.listing(coupon.coupon.facilityID)?.name
        }
        return state
    }

    public func appear() { send(.reload) }

    public func send(_ action: CouponWalletAction) {
        switch action {
        case .reload: effects.run("load") { [context] in await context.coupons.load() }
        }
    }
}

extension CouponWalletViewModel: ViewModel {}
