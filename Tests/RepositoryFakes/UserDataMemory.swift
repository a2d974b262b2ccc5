import Entities
import Foundation
import Synchronization

/// One user database in memory: what the fake repositories share, as the live ones share one
/// SQLite file (a ticket used at a desk records a visit the visit log then reads; a wallet write
/// moves the change token). Each repository call is one `withLock`, so a call is atomic the way
/// one transaction is, and calls from many tasks at once take turns.
///
/// Written by hand rather than over a library: it mirrors the rules of `UserDatabase` (positions,
/// idempotency keys, one coupon per order, one pass entry per bath), which no package knows.
public final class UserDataMemory: Sendable {
    let state: Mutex<State>

    public init(favorites: [Favorite] = [], visits: [Visit] = []) {
        var state = State()
        for favorite in favorites { state.favorites[favorite.id] = favorite }
        for visit in visits { state.visits[visit.id] = visit }
        state.lastVisitID = visits.map(\.id).max() ?? 0
        self.state = Mutex(state)
    }

    /// What another process's commit does to the change token: stores that follow
    /// `UserDataChanges` reload.
    public func noteCommitByAnotherProcess() {
        state.withLock { $0.otherCommits += 1 }
    }

    /// The stored visits as the database would list them (newest day first), for assertions.
    public var visits: [Visit] { state.withLock { $0.sortedVisits() } }

    /// The tables, as plain values.
    struct State {
        var favorites: [FacilityID: Favorite] = [:]
        var visits: [Int64: Visit] = [:]
        var lastVisitID: Int64 = 0
        var accounts: [StoredAccount] = []
        var signedIn: AccountID?
        var failures: [String: SignInFailures] = [:]
        var cards: [StoredCard] = []
        var orders: [TicketOrder] = []
        var tickets: [StoredTicket] = []
        var pending: [StoredPending] = []
        var coupons: [StoredCoupon] = []
        var passOrders: [PassOrder] = []
        var passes: [StoredPass] = []
        /// Ticket and pass writes of this process: the live token moves for them too.
        var walletCommits = 0
        var otherCommits = 0

        func sortedVisits() -> [Visit] {
            visits.values.sorted { ($0.date, $0.id) > ($1.date, $1.id) }
        }

        /// A new visit under the next id (SQLite's rowid: one more than the largest ever given).
        mutating func insertVisit(_ draft: VisitDraft, id wanted: Int64? = nil) -> Visit {
            let id = wanted.flatMap { visits[$0] == nil ? $0 : nil } ?? lastVisitID + 1
            lastVisitID = max(lastVisitID, id)
            let visit = Visit(id: id, facilityID: draft.facilityID, date: draft.date, rating: draft.rating, note: draft.note)
            visits[id] = visit
            return visit
        }
    }

    struct StoredAccount {
        var account: Account
        var hash: PINHashText
    }

    struct StoredCard {
        var account: AccountID
        var card: SavedCard
        var createdAt: Date
    }

    struct StoredTicket {
        var account: AccountID
        var ticket: Ticket
    }

    struct StoredPending {
        var account: AccountID
        var order: PendingOrder
        /// Saved by another instance that is still running (in the middle of it): the live repository
        /// does not offer such an order (taking it over would merge two orders). This process's own
        /// orders and those of a stopped one are offered.
        var heldByAnotherInstance: Bool
    }

    struct StoredCoupon {
        var account: AccountID
        var claimed: ClaimedCoupon
    }

    struct StoredPass {
        var account: AccountID
        var pass: RallyPass
    }
}

/// A PIN hash as the database keeps it: its text, read back with `PINHash(stored:)`.
typealias PINHashText = String
