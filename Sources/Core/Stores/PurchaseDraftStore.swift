import Entities
import Observing
import Observation
import UseCases

/// The orders being put together by one signed-in account, one per facility or rally pass. The purchase steps
/// are separate screens; this is what they share. It lives in the LoginContext, so a switch or a
/// sign-out drops every draft with the account it belonged to. A reviewed draft (one with an
/// idempotency key) is also kept in the user database, so after a crash the same order, with the
/// same key, can be confirmed — and can never be bought twice.
@MainActor
@Observable
public final class PurchaseDraftStore {
    public private(set) var drafts: [PurchaseTarget: PurchaseDraft] = [:]
    /// The catalog's names for the drafts' areas, resolved when a draft is started or resumed
    /// (a draft keeps the name it was made with: see `FacilityNames`).
    public private(set) var facilityNames = FacilityNames()
    @ObservationIgnored private let useCase: AccountWalletUseCase
    /// Whose list of unconfirmed orders follows every save and discard here.
    @ObservationIgnored private let wallet: WalletStore
    @ObservationIgnored private var closed = false

    init(useCase: AccountWalletUseCase, wallet: WalletStore) {
        self.useCase = useCase
        self.wallet = wallet
    }

    public func draft(for target: PurchaseTarget) -> PurchaseDraft? { drafts[target] }

    /// How a flow was picked up: still open in this session, reviewed before the app last stopped,
    /// or started afresh.
    public enum Resumption: Equatable, Sendable { case open, reviewedEarlier, new }

    /// Keeps an open draft, else brings back one reviewed before a crash or quit, else starts `make()`
    /// (nil when it cannot: e.g. the facility is unknown).
    public func resume(_ target: PurchaseTarget, orStart make: () async -> PurchaseDraft?) async -> Resumption? {
        if drafts[target] != nil { return .open }
        if let kept = try? await useCase.pendingPurchase(target), !closed, drafts[target] == nil {
            drafts[target] = kept
            resolveNames(of: kept)
            return .reviewedEarlier
        }
        guard let made = await make(), !closed else { return nil }
        if drafts[target] == nil { drafts[target] = made }
        resolveNames(of: made)
        return .new
    }

    /// Changes the draft in place; does nothing when there is none. Rethrows the change's error
    /// without storing a half-made change.
    public func update<E: Error>(_ target: PurchaseTarget, _ change: (inout PurchaseDraft) throws(E) -> Void) throws(E) {
        guard var draft = drafts[target] else { return }
        try change(&draft)
        drafts[target] = draft
    }

    /// The review opened: the draft gets its key (an unchanged order keeps the one it had) and is
    /// written down before anything can be confirmed.
    public func prepareForReview(_ target: PurchaseTarget, makeKey: () -> String) async throws(WalletError) {
        guard var draft = drafts[target] else { return }
        _ = draft.ensureIdempotencyKey(makeKey)
        drafts[target] = draft
        try await useCase.savePendingPurchase(draft)
        await wallet.loadPendingOrders()
    }

    /// The order was placed (its pending copy went in the same transaction): the next `t` starts afresh.
    public func finish(_ target: PurchaseTarget) { drafts[target] = nil }

    /// The user gave the order up: forgotten here and on disk.
    public func discard(_ target: PurchaseTarget) async {
        drafts[target] = nil
        try? await useCase.discardPendingPurchase(target)
        await wallet.loadPendingOrders()
    }

    /// One O(1) catalog lookup per area the draft names (a trip day's baths are bounded by the plan).
    private func resolveNames(of draft: PurchaseDraft) {
        facilityNames = facilityNames.merging(wallet.catalog.names(for: draft.namedAreas))
    }

    /// Resolves the drafts' names again whenever the catalog changes, until the calling task is
    /// cancelled: a flow opened at start (`open facility/ID/ticket`) makes its draft from the
    /// area's detail before the catalog has loaded. The purchase steps run it as an effect.
    public func followCatalog() async {
        while !Task.isCancelled {
            let merged = facilityNames.merging(wallet.catalog.names(for: drafts.values.flatMap(\.namedAreas)))
            if merged != facilityNames { facilityNames = merged }
            let catalog = wallet.catalog
            await observedChange { _ = catalog.revision }
        }
    }

    func close() {
        closed = true
        drafts.removeAll()
    }
}
