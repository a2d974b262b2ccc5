import Dependencies
import Entities
import Navigation
import Observation
import ScreenKit
import Stores
import UseCases

/// Step 3 (`.ticketReview`): every line, the tax-included total, and an explicit confirm. Opening
/// it gives the draft its idempotency key; confirming twice (or again after a failure) sends the
/// same key, so the order is placed once.
@MainActor
@Observable
public final class ReviewViewModel {
    public let context: LoginContext
    public let target: PurchaseTarget
    private var isSubmitting = false
    private var error: String?
    @ObservationIgnored @Dependency(\.router) private var router
    @ObservationIgnored @Dependency(\.uuid) private var uuid
    @ObservationIgnored @Dependency(\.date) private var date
    @ObservationIgnored @Dependency(\.facilityDetail) private var facilityDetail
    @ObservationIgnored @Dependency(\.factsStore) private var factsStore
    private let useDay = UseDayCheck()
    /// A trip day's closed baths (the hours of each).
    private let tripDay = TripDayCheck()
    /// Saving the reviewed order and confirming it; cancelled when the step leaves its stack.
    public let effects = Effects()

    public convenience init(id: FacilityID, context: LoginContext) { self.init(target: .facility(id), context: context) }

    public init(target: PurchaseTarget, context: LoginContext) {
        self.target = target
        self.context = context
    }

    public var state: ReviewViewState {
        let draft = context.purchases.draft(for: target)
        var state = ReviewViewState(accountName: context.account.displayName, draft: draft, isSubmitting: isSubmitting, error: error)
        state.names = context.purchases.facilityNames
        let checked = self.checked
        (state.coupon, state.applicableCoupons) = (checked.coupon, checked.applicableCoupons)
        (state.useDay, state.closedWarning, state.dayClosed) = (checked.notes.useDay, checked.notes.closedWarning, checked.notes.dayClosed)
        (state.dayCoupons, state.dayHasCoupons) = (checked.dayCoupons, checked.dayHasCoupons)
        return state
    }

    /// What the coupons and the day's notes are derived from: the draft, the claims, the day, and
    /// what the notes read (the hours, the language).
    private struct CheckedKey: Equatable {
        var claimed: [ClaimedCoupon]
        var today: VisitDate
        var notes: UseDayNotes.Key
    }

    /// The order's coupons (the one it uses, the ones that apply) and its day's notes.
    private struct Checked {
        var coupon: Coupon?
        var applicableCoupons: [Coupon] = []
        var dayCoupons: [FacilityID: Coupon] = [:]
        var dayHasCoupons = false
        var notes = UseDayNotes()
    }

    @ObservationIgnored private var derived = DerivedOnChange<CheckedKey, Checked>("the review's coupons and closed days")

    /// Derived when the draft, a claim, the day, the hours or the language changed (by `layout`
    /// and `send`, before a frame), read while it is drawn.
    private var checked: Checked {
        let notes = UseDayNotes.Key(context.purchases.draft(for: target), useDay: useDay, tripDay: tripDay, facts: factsStore)
        let key = CheckedKey(claimed: context.coupons.claimed, today: VisitDate(date.now), notes: notes)
        return derived.value(for: key) { [useDay, tripDay, factsStore] key in
            var checked = Checked(notes: UseDayNotes(key.notes, useDay: useDay, tripDay: tripDay, facts: factsStore, long: true))
            guard let draft = key.notes.draft else { return checked }
            checked.coupon = draft.coupon(from: key.claimed, today: key.today)
            checked.applicableCoupons = key.claimed.filter { draft.applies($0, today: key.today) }.map(\.coupon)
            if draft.dayBaths != nil {
                checked.dayCoupons = draft.dayCoupons(from: key.claimed, today: key.today)
                checked.dayHasCoupons = draft.hasDayCoupons(in: key.claimed, today: key.today)
            }
            return checked
        }
    }

    /// Before each frame: the coupons and notes brought up to date for it.
    func arrange() { _ = checked }

    public func appear() {
        // The order is saved first: it is what a restart after a crash resumes.
        prepare()
        effects.schedule("names follow the catalog") { [context] in await context.purchases.followCatalog() }
        effects.run("coupons") { [context] in await context.coupons.load() }
        effects.run("hours") { [useDay, facilityDetail, target] in await useDay.load(target, detail: facilityDetail) }
        effects.run("dayHours") { [tripDay, facilityDetail, context, target] in
            await tripDay.loadHours(context.purchases.draft(for: target), detail: facilityDetail)
        }
    }

    /// Gives the draft its key (a changed order, e.g. another coupon, gets a new one) and saves it.
    private func prepare() {
        let (uuid, context, target) = (self.uuid, self.context, self.target)
        effects.run("prepare") { [weak self] in
            do throws(WalletError) {
                try await context.purchases.prepareForReview(target) { "K" + uuid().uuidString }
            } catch {
                self?.error = error.description
            }
        }
    }

    public func send(_ action: ReviewAction) {
        switch action {
        case .back: router.back()
        case .nextCoupon where state.draft?.dayBaths != nil:
            // A day takes each bath's best coupon, or none: `c` switches between the two.
            guard !isSubmitting, let draft = state.draft, state.dayHasCoupons else { return }
            context.purchases.update(target) { $0.choose(draft.couponChoice == .none ? .best : .none) }
            prepare()
        case .removeCoupon where state.draft?.dayBaths != nil:
            guard !isSubmitting, !state.dayCoupons.isEmpty else { return }
            context.purchases.update(target) { $0.choose(.none) }
            prepare()
        case .nextCoupon:
            // Step through the applicable coupons, then none, then round again.
            let state = self.state
            let coupons = state.applicableCoupons
            guard !coupons.isEmpty, !isSubmitting else { return }
            let next: PurchaseDraft.CouponChoice
            if let current = state.coupon, let index = coupons.firstIndex(of: current) {
                next = index + 1 < coupons.count ? .chosen(coupons[index + 1]) : .none
            } else {
                next = .chosen(coupons[0])
            }
            context.purchases.update(target) { $0.choose(next) }
            prepare()
        case .removeCoupon:
            guard !isSubmitting, state.coupon != nil else { return }
            context.purchases.update(target) { $0.choose(.none) }
            prepare()
        case .confirm:
            // "処理中… processing" shows before this returns; a second `y` meanwhile does nothing.
            guard !isSubmitting, let draft = context.purchases.draft(for: target) else { return }
            let state = self.state
            let coupon = state.coupon
            let account = context.account.id
            let wallet = context.wallet
            let place: @MainActor () async throws(WalletError) -> Destination
            if let request = draft.request(for: account, coupon: coupon) {
                place = { () throws(WalletError) in .ticketPurchased(orderID: try await wallet.purchase(request, products: draft.products).order.id) }
            } else if let request = draft.passRequest(for: account, coupon: coupon) {
                place = { () throws(WalletError) in .ticketPurchased(orderID: try await wallet.purchasePass(request).order.id) }
            } else if let requests = draft.dayRequests(for: account, coupons: state.dayCoupons) {
                place = { () throws(WalletError) in .tripDayPurchased(orderIDs: try await wallet.purchaseDay(requests).map(\.order.id)) }
            } else {
                return
            }
            isSubmitting = true
            let usesCoupon = coupon != nil || !state.dayCoupons.isEmpty
            effects.run("confirm") { [weak self] in await self?.confirm(place, usesCoupon: usesCoupon) }
        }
    }

    /// Places the order, whatever it buys: tickets of a facility or a rally's passes.
    private func confirm(_ place: @MainActor () async throws(WalletError) -> Destination, usesCoupon: Bool) async {
        defer { isSubmitting = false }
        // The order the review saved must be on disk before it is confirmed (it is what a retry
        // after a crash resumes).
        await effects.settled("prepare")
        do throws(WalletError) {
            let receipt = try await place()
            if usesCoupon { await context.coupons.load() }
            error = nil
            if case .tripDay = target {
                // A day's orders each have their own key: the reviewed copy on disk goes here.
                await context.purchases.discard(target)
            } else {
                context.purchases.finish(target)
            }
            // The finished flow's steps leave the stack: Esc from the receipt goes back to where it began.
            router.replace(from: target.firstStep, with: receipt)
        } catch {
            // The draft and its key stay: confirming again cannot buy twice.
            self.error = error.description
        }
    }
}

extension ReviewViewModel: ViewModel {}
