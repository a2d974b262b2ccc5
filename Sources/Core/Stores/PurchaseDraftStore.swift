import Entities
import Observation

/// The orders being put together by one signed-in account, one per facility. The purchase steps
/// are separate screens; this is what they share. It lives in the LoginContext, so a switch or a
/// sign-out drops every draft with the account it belonged to.
@MainActor
@Observable
public final class PurchaseDraftStore {
    public private(set) var drafts: [FacilityID: PurchaseDraft] = [:]

    init() {}

    public func draft(for facility: FacilityID) -> PurchaseDraft? { drafts[facility] }

    /// Keeps an unfinished draft (coming back to the flow resumes it), else starts `make()`.
    @discardableResult
    public func resume(_ facility: FacilityID, orStart make: () -> PurchaseDraft) -> PurchaseDraft {
        if let existing = drafts[facility] { return existing }
        let draft = make()
        drafts[facility] = draft
        return draft
    }

    /// Changes the draft in place; does nothing when there is none. Rethrows the change's error
    /// without storing a half-made change.
    public func update<E: Error>(_ facility: FacilityID, _ change: (inout PurchaseDraft) throws(E) -> Void) throws(E) {
        guard var draft = drafts[facility] else { return }
        try change(&draft)
        drafts[facility] = draft
    }

    /// The order was placed: the next `t` starts afresh.
    public func finish(_ facility: FacilityID) { drafts[facility] = nil }

    func close() { drafts.removeAll() }
}
