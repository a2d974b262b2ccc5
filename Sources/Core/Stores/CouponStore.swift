import Entities
import Observation
import UseCases

/// One account's coupon wallet (獲得済みクーポン), next to its `WalletStore` in the `LoginContext`.
/// Bound to its account for life: a load that finishes after sign-out or a switch is dropped, so
/// another account never sees these coupons.
@MainActor
@Observable
public final class CouponStore {
    public let accountID: AccountID
    /// Newest claim first.
    public private(set) var claimed: [ClaimedCoupon] = []
    public private(set) var isLoaded = false
    public private(set) var errorMessage: String?
    @ObservationIgnored private let useCase: AccountWalletUseCase
    @ObservationIgnored private var closed = false

    init(useCase: AccountWalletUseCase) {
        self.accountID = useCase.accountID
        self.useCase = useCase
    }

    func close() { closed = true }

    /// The wallet's groups in the order 使える, 使用済み, 期限切れ.
    public func grouped(on day: VisitDate) -> [(state: CouponState, coupons: [ClaimedCoupon])] {
        claimed.grouped(on: day)
    }

    public func load() async {
        do throws(WalletError) {
            let loaded = try await useCase.coupons()
            guard !closed else { return }
            claimed = loaded
            isLoaded = true
            errorMessage = nil
        } catch {
            guard !closed else { return }
            errorMessage = error.description
        }
    }

    public func claim(_ coupon: Coupon) async throws(WalletError) {
        do throws(WalletError) {
            try await useCase.claim(coupon)
        } catch {
            if !closed { await load() }
            throw error
        }
        if !closed { await load() }
    }
}
