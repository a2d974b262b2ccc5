import Dependencies
import Entities
import Localization
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
        (state.groups, state.names) = arranged
        return state
    }

    /// What the groups and names are derived from: the claims, the day (a coupon expires at
    /// midnight, Japan's), the catalog and the language (the names are the language's).
    private struct ArrangedKey: Equatable {
        var claimed: [ClaimedCoupon]
        var today: VisitDate
        var catalogRevision: Int
        var language: Language
    }

    @ObservationIgnored private var derived = DerivedOnChange<ArrangedKey, ([CouponWalletViewState.Group], [FacilityID: String])>(
        "the coupon wallet's groups")

    /// The claims grouped by their state on the day, and the catalog's names of their areas:
    /// derived when a claim, the day, the catalog or the language changed (by `layout`, before a
    /// frame), read while it is drawn.
    private var arranged: ([CouponWalletViewState.Group], [FacilityID: String]) {
        let key = ArrangedKey(claimed: context.coupons.claimed, today: VisitDate(date.now), catalogRevision: catalog.revision,
                              language: AppLanguage.current)
        return derived.value(for: key) { [catalog] key in
            let groups = key.claimed.grouped(on: key.today).map { CouponWalletViewState.Group(state: $0.state, coupons: $0.coupons) }
            var names: [FacilityID: String] = [:]
            for coupon in key.claimed { names[coupon.coupon.facilityID] = catalog.listing(coupon.coupon.facilityID)?.displayName }
            return (groups, names)
        }
    }

    /// Before each frame: the wallet brought up to date for it.
    func arrange() { _ = arranged }

    public func appear() { send(.reload) }

    public func send(_ action: CouponWalletAction) {
        switch action {
        case .reload: effects.run("load") { [context] in await context.coupons.load() }
        }
    }
}

extension CouponWalletViewModel: ViewModel {}
