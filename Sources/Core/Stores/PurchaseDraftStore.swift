import Entities
import Observation
import UseCases

/// The orders being put together by one signed-in account, one per facility. The purchase steps
/// are separate screens; this is what they share. It lives in the LoginContext, so a switch or a
/// sign-out drops every draft with the account it belonged to. A reviewed draft (one with an
/// idempotency key) is also kept in the user database, so after a crash the same order, with the
/// same key, can be confirmed — and can never be bought twice.
@MainActor
@Observable
public final class PurchaseDraftStore {
    public private(set) var drafts: [FacilityID: PurchaseDraft] = [:]
    @ObservationIgnored private let useCase: AccountWalletUseCase
    @ObservationIgnored private var closed = false

    init(useCase: AccountWalletUseCase) {
        self.useCase = useCase
    }

    public func draft(for facility: FacilityID) -> PurchaseDraft? { drafts[facility] }

    /// How a flow was picked up: still open in this session, reviewed before the app last stopped,
    /// or started afresh.
    public enum Resumption: Equatable, Sendable { case open, reviewedEarlier, new }

    /// Keeps an open draft, else brings back one reviewed before a crash or quit, else starts `make()`
    /// (nil when it cannot: e.g. the facility is unknown).
    public func resume(_ facility: FacilityID, orStart make: () async -> PurchaseDraft?) async -> Resumption? {
        if drafts[facility] != nil { return .open }
        if let kept = try? await useCase.pendingPurchase(facility), !closed, drafts[facility] == nil {
            drafts[facility] = kept
            return .reviewedEarlier
        }
        guard let made = await make(), !closed else { return nil }
        if drafts[facility] == nil { drafts[facility] = made }
        return .new
    }

    /// Changes the draft in place; does nothing when there is none. Rethrows the change's error
    /// without storing a half-made change.
    public func update<E: Error>(_ facility: FacilityID, _ change: (inout PurchaseDraft) throws(E) -> Void) throws(E) {
        guard var draft = drafts[facility] else { return }
        try change(&draft)
        drafts[facility] = draft
    }

    /// The review opened: the draft gets its key (an unchanged order keeps the one it had) and is
    /// written down before anything can be confirmed.
    public func prepareForReview(_ facility: FacilityID, makeKey: () -> String) async throws(WalletError) {
        guard var draft = drafts[facility] else { return }
        _ = draft.ensureIdempotencyKey(makeKey)
        drafts[facility] = draft
        try await useCase.savePendingPurchase(draft)
    }

    /// The order was placed (its pending copy went in the same transaction): the next `t` starts afresh.
    public func finish(_ facility: FacilityID) { drafts[facility] = nil }

    /// The user gave the order up: forgotten here and on disk.
    public func discard(_ facility: FacilityID) async {
        drafts[facility] = nil
        try? await useCase.discardPendingPurchase(facility)
    }

    func close() {
        closed = true
        drafts.removeAll()
    }
}
