import Foundation

/// A reviewed order that was never confirmed (the app was killed, quit or left at the review):
/// kept with its idempotency key so that it is offered again, one per account and target, and
/// confirming it can never buy twice. Past its day it could not be placed as reviewed, so it
/// expires and is removed rather than piling up.
public struct PendingOrder: Hashable, Sendable {
    public var draft: PurchaseDraft
    public var savedAt: Date

    public init(draft: PurchaseDraft, savedAt: Date) {
        self.draft = draft
        self.savedAt = savedAt
    }

    /// How long a reviewed order is offered again at most.
    public static let keptFor: TimeInterval = 24 * 3600

    /// The moment before which orders saved are expired at `now`.
    public static func cutoff(now: Date) -> Date { now.addingTimeInterval(-keptFor) }

    /// Older than `keptFor`, or for a day of use already past.
    public func isExpired(now: Date, today: VisitDate) -> Bool {
        savedAt < Self.cutoff(now: now) || draft.useDate < today
    }
}
