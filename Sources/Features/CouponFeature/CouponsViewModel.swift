import Dependencies
import Entities
import Localization
import Navigation
import Observation
import Observing
import ScreenKit
import Stores
import TerminalKit
import UseCases
import Widgets

@MainActor
@Observable
public final class CouponsViewModel {
    public let facilityID: FacilityID
    private var selection = 0
    private var isWorking = false
    /// Kept in both languages and read in the one in force when the state is read.
    private var notice: LocalizedText?
    private var error: LocalizedText?
    public let effects = Effects()
    @ObservationIgnored @Dependency(\.catalogStore) private var catalog
    @ObservationIgnored @Dependency(\.router) private var router
    @ObservationIgnored @Dependency(\.date) private var date
    @ObservationIgnored @Dependency(\.sessionStore) private var session

    /// The offers show to anyone (issue 31: `c` shows them before asking to sign in); only a claim
    /// needs an account. Read from the session at every use, never kept: a sign-in, switch or
    /// sign-out shows the new account's claims at once and nobody else's.
    public var context: LoginContext? { session.context }

    public init(facilityID: FacilityID) {
        self.facilityID = facilityID
    }

    public var state: CouponsViewState {
        let context = self.context
        let offers = self.offers
        var state = CouponsViewState(facilityName: offers.facilityName)
        state.isSignedIn = context != nil
        state.rows = offers.rows
        state.selection = min(selection, max(0, state.rows.count - 1))
        if case .ready = catalog.phase { state.isLoaded = context?.coupons.isLoaded ?? true }
        state.isWorking = isWorking
        state.notice = notice?.text
        state.error = error?.text ?? context?.coupons.errorMessage
        return state
    }

    /// What the offers are derived from: the day (they change with it), the catalog (whether the
    /// area has coupons, its name), the signed-in account's claims and the language.
    private struct OffersKey: Equatable {
        var today: VisitDate
        var catalogRevision: Int
        var account: LoginContext.ID?
        var claimed: [ClaimedCoupon]
        var language: Language
    }

    @ObservationIgnored private var derived = DerivedOnChange<OffersKey, (facilityName: String, rows: [CouponsViewState.Row])>(
        "a facility's coupon rows")

    /// The area's offers for the day, each with its claim's state: derived when the day, the
    /// catalog, the account, its claims or the language changed (by `layout` and `send`, before a
    /// frame), read while it is drawn.
    private var offers: (facilityName: String, rows: [CouponsViewState.Row]) {
        let context = self.context
        let key = OffersKey(today: VisitDate(date.now), catalogRevision: catalog.revision, account: context?.id,
                            claimed: context?.coupons.claimed ?? [], language: AppLanguage.current)
        return derived.value(for: key) { [catalog, facilityID] key in
            let listing = catalog.listing(facilityID)
            let offered = SampleCoupons.generate(for: facilityID, hasCoupons: listing?.hasCoupons ?? false, today: key.today)
            let claims = Dictionary(key.claimed.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            let rows = offered.map { CouponsViewState.Row(coupon: $0, claimed: claims[$0.id]?.state(on: key.today)) }
            return (listing?.displayName ?? facilityID.rawValue, rows)
        }
    }

    /// Before each frame: the offers brought up to date for it.
    func arrange() { _ = offers }

    public func appear() {
        effects.run("load") { [catalog] in await catalog.load() }
        // The signed-in account's claims, loaded again whenever another account signs in here.
        let session = self.session
        effects.schedule("follow the session") {
            while !Task.isCancelled {
                if let context = session.context { await context.coupons.load() }
                await observedChange { _ = session.context?.id }
            }
        }
    }

    public func send(_ action: CouponsAction) {
        let count = state.rows.count
        notice = nil
        switch action {
        case .moveDown: selection = min(max(0, count - 1), state.selection + 1)
        case .moveUp: selection = max(0, state.selection - 1)
        case .first: selection = 0
        case .last, .pageDown: selection = max(0, count - 1)
        case .pageUp: selection = 0
        case .openWallet: router.navigate(to: .couponWallet)
        case .claim:
            guard !isWorking, let row = state.selected else { return }
            guard let context else {
                notice = CouponText.signInFirst.localized
                router.present(.signIn)
                return
            }
            guard row.claimed == nil else {
                error = LocalizedText(verbatim: CouponProblem.alreadyClaimed.description)
                return
            }
            isWorking = true
            error = nil
            effects.run("claim") { [weak self] in
                do throws(WalletError) {
                    try await context.coupons.claim(row.coupon)
                    self?.notice = CouponText.claimedNotice(title: row.coupon.title).localized
                } catch {
                    self?.error = LocalizedText(verbatim: error.description)
                }
                self?.isWorking = false
            }
        }
    }
}

extension CouponsViewModel: ViewModel {}
