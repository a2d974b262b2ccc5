import Entities
import Stores

/// Everything the wallet (Tickets tab) shows: tickets grouped by state on today's date, newest first.
public struct WalletViewState: Equatable, Sendable {
    public struct Group: Equatable, Sendable {
        public var state: TicketState
        public var tickets: [Ticket]
    }

    public var accountName: String
    public var isLoaded = false
    public var groups: [Group] = []
    /// Orders reviewed and never confirmed, above everything: Enter takes the flow up again.
    public var pending: [PendingOrder] = []
    /// Multi-bath passes, a group of their own above the tickets: usable ones first.
    public var passes: [RallyPass] = []
    /// The day the states are computed for (a pass's state is read from it while drawing).
    public var today = VisitDate(dayNumber: 0)
    public var selection = 0
    public var error: String?
    /// The catalog's names for the areas the rows name (`Kusatsu 草津` in English).
    public var names = FacilityNames()

    public init(accountName: String) { self.accountName = accountName }

    /// Tickets in display order (`selection` counts the unconfirmed orders first, then the passes, then these).
    public var ordered: [Ticket] { groups.flatMap(\.tickets) }
    public var rowCount: Int { pending.count + passes.count + ordered.count }
    public var selected: Ticket? {
        let index = selection - pending.count - passes.count
        return ordered.indices.contains(index) ? ordered[index] : nil
    }
    public var selectedPass: RallyPass? {
        let index = selection - pending.count
        return passes.indices.contains(index) ? passes[index] : nil
    }
    public var selectedPending: PendingOrder? { pending.indices.contains(selection) ? pending[selection] : nil }
}
