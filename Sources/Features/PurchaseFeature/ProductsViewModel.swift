import Dependencies
import Entities
import Localization
import Navigation
import Observation
import ScreenKit
import Stores
import UseCases

/// Step 1 (`.ticketPurchase`): starts the account's draft for the facility, or resumes it (after
/// signing in, or coming back from the payment step, the flow continues where it was).
@MainActor
@Observable
public final class ProductsViewModel {
    public let context: LoginContext
    public let target: PurchaseTarget
    private var selection = 0
    private var isLoading = true
    /// Kept in both languages and read in the one in force when the state is read.
    private var notice: LocalizedText?
    private var error: LocalizedText?
    @ObservationIgnored @Dependency(\.facilityDetail) private var facilityDetail
    @ObservationIgnored @Dependency(\.rallyStore) private var rallyStore
    @ObservationIgnored @Dependency(\.router) private var router
    @ObservationIgnored @Dependency(\.date) private var date
    @ObservationIgnored @Dependency(\.factsStore) private var factsStore
    @ObservationIgnored @Dependency(\.planStore) private var planStore
    /// A trip day's order: its baths from the plan, and which are closed that day.
    private let tripDay = TripDayCheck()
    /// The date of use's weekday, holiday and closed-day check (with the user's facts).
    private let useDay = UseDayCheck()
    /// Loading or resuming the draft; cancelled when the step leaves its stack.
    public let effects = Effects()

    public convenience init(id: FacilityID, context: LoginContext) { self.init(target: .facility(id), context: context) }

    public init(target: PurchaseTarget, context: LoginContext) {
        self.target = target
        self.context = context
    }

    private var today: VisitDate { VisitDate(date.now) }

    public var state: ProductsViewState {
        let draft = context.purchases.draft(for: target)
        let count = draft?.products.count ?? 0
        let validUntil = draft?.passTerms == nil ? TicketRules.validUntil(purchasedOn: today)
            : RallyPassTerms.validUntil(purchasedOn: RallyPassTerms.day(date.now))
        var state = ProductsViewState(accountName: context.account.displayName, draft: draft, selection: min(selection, max(0, count - 1)),
                                      validUntil: validUntil, isLoading: isLoading && draft == nil,
                                      notice: notice?.text, error: error?.text)
        state.names = context.purchases.facilityNames
        let notes = self.notes
        (state.useDay, state.closedWarning) = (notes.useDay, notes.closedWarning)
        if case .tripDay = target {
            state.useDay = draft.map { TripDayCheck.dayText($0.useDate) }
            state.dayClosed = notes.dayClosed
            state.dayProblem = tripDay.problem
            state.missingBaths = tripDay.missing.count
        }
        return state
    }

    @ObservationIgnored private var derivedNotes = DerivedOnChange<UseDayNotes.Key, UseDayNotes>("the products step's closed days")

    /// The date of use's weekday and holiday and the baths closed that day: derived when the
    /// draft, the hours or the language changed (by `layout` and `send`, before a frame), read
    /// while it is drawn.
    private var notes: UseDayNotes {
        let key = UseDayNotes.Key(context.purchases.draft(for: target), useDay: useDay, tripDay: tripDay, facts: factsStore)
        return derivedNotes.value(for: key) { [useDay, tripDay, factsStore] key in
            UseDayNotes(key, useDay: useDay, tripDay: tripDay, facts: factsStore, long: false)
        }
    }

    /// Before each frame: the notes brought up to date for it.
    func arrange() { _ = notes }

    public func appear() {
        isLoading = true
        effects.run("draft") { [weak self] in await self?.loadDraft() }
        effects.schedule("names follow the catalog") { [context] in await context.purchases.followCatalog() }
        // The facts themselves the app loads at start (and the change feed keeps current).
        effects.run("hours") { [useDay, facilityDetail, target] in await useDay.load(target, detail: facilityDetail) }
    }

    /// A trip day's draft kept from before that no longer is the plan's day (moved, edited) is
    /// dropped and made again; one still current gets its baths' hours.
    private func refreshTripDay(planID: String, day: Int) async -> PurchaseDraftStore.Resumption? {
        guard let kept = context.purchases.draft(for: target) else { return nil }
        if await tripDay.isCurrent(kept, planID: planID, day: day, plans: planStore) {
            await tripDay.loadHours(kept, detail: facilityDetail)
            return nil
        }
        await context.purchases.discard(target)
        return await context.purchases.resume(target) { [weak self] in await self?.newDraft() }
    }

    private func loadDraft() async {
        defer { isLoading = false }
        var resumption = await context.purchases.resume(target) { [weak self] in await self?.newDraft() }
        if case .tripDay(let planID, let day) = target, resumption != .new, let fresh = await refreshTripDay(planID: planID, day: day) {
            resumption = fresh
        }
        if resumption == .reviewedEarlier {
            notice = PurchaseText.resumed(startOver: ProductsScreen.keyMap.label(for: .startOver)).localized
        }
    }

    private func newDraft() async -> PurchaseDraft? {
        if case .tripDay(let planID, let day) = target {
            return await tripDay.makeDraft(planID: planID, day: day, plans: planStore, detail: facilityDetail, facts: factsStore, today: today)
        }
        guard case .facility(let facilityID) = target else { return await newPassDraft() }
        do throws(CatalogError) {
            let detail = try await facilityDetail.execute(facilityID)
            return PurchaseDraft(facilityID: facilityID, facilityName: detail.listing.name, products: detail.sample.ticketProducts, today: today)
        } catch {
            self.error = LocalizedText(verbatim: error.description)
            return nil
        }
    }

    private func newPassDraft() async -> PurchaseDraft? {
        guard case .rallyPass(let rallyID) = target else { return nil }
        // Only the list is needed: an id missing from a list already read is simply not sold
        // (loading again would measure every rally's progress for nothing).
        if rallyStore.rally(rallyID) == nil, !rallyStore.isLoaded { await rallyStore.load() }
        guard let rally = rallyStore.rally(rallyID), let terms = RallyPassTerms(for: rally) else {
            error = PurchaseText.noPassSold(rally: rallyID.rawValue).localized
            return nil
        }
        return PurchaseDraft(pass: terms, today: RallyPassTerms.day(date.now))
    }

    public func send(_ action: ProductsAction) {
        if action == .startOver {
            notice = nil
            error = nil
            selection = 0
            isLoading = true
            effects.run("draft") { [weak self, context, target] in
                await context.purchases.discard(target)
                await self?.loadDraft()
            }
            return
        }
        guard let draft = context.purchases.draft(for: target), !draft.products.isEmpty else { return }
        let selected = draft.products[state.selection]
        error = nil
        notice = nil
        switch action {
        case .moveDown: selection = min(draft.products.count - 1, state.selection + 1)
        case .moveUp: selection = max(0, state.selection - 1)
        case .increase: change(selected, by: 1)
        case .decrease: change(selected, by: -1)
        case .nextDay, .previousDay:
            let days = action == .nextDay ? 1 : -1
            if let limit = useDateLimit(of: draft, movingBy: days) {
                notice = limit
            } else {
                context.purchases.update(target) { $0.moveUseDate(by: days, today: today) }
            }
        case .startOver: break
        case .next:
            do throws(OrderProblem) {
                _ = try draft.validatedLines(today: today)
                router.navigate(to: target.paymentStep)
            } catch {
                self.error = LocalizedText(verbatim: error.description)
            }
        }
    }

    /// Why the date of use cannot move `days` further, or nil when it can: a key that silently
    /// does nothing looks broken.
    private func useDateLimit(of draft: PurchaseDraft, movingBy days: Int) -> LocalizedText? {
        if draft.dayBaths != nil { return TripPurchaseText.dateIsTheDays.localized }
        guard draft.passTerms == nil else { return PurchaseText.passHasNoUseDate.localized }
        let allowed = TicketRules.useDates(purchasedOn: today)
        if days > 0, draft.useDate >= allowed.upperBound {
            return PurchaseText.useDateWithinValidity(days: TicketRules.validityDays, until: allowed.upperBound.description).localized
        }
        if days < 0, draft.useDate <= allowed.lowerBound {
            return PurchaseText.useDateNotPast(today: allowed.lowerBound.description).localized
        }
        return nil
    }

    private func change(_ product: TicketProduct, by delta: Int) {
        do throws(OrderProblem) {
            try context.purchases.update(target) { (draft: inout PurchaseDraft) throws(OrderProblem) in try draft.change(product, by: delta) }
        } catch {
            self.error = LocalizedText(verbatim: error.description)
        }
    }
}

extension ProductsViewModel: ViewModel {}
