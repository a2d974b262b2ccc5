import Dependencies
import Entities
import Navigation
import Observation
import ScreenKit
import Stores

/// The signed-in account's wallet. Reads only its own LoginContext's store.
@MainActor
@Observable
public final class WalletViewModel {
    public let context: LoginContext
    private var selection = 0
    /// Rows per page, told by `layout` from the space the list has.
    @ObservationIgnored public var pageHeight = 10
    /// Lines the list has (below its heading), told by `layout`: a click maps to a row through it.
    @ObservationIgnored public var listHeight = 0
    /// The list's width, told by `layout`: the rows a click maps through are the ones drawn.
    @ObservationIgnored public var listWidth = 80
    public let effects = Effects()
    @ObservationIgnored @Dependency(\.router) private var router
    @ObservationIgnored @Dependency(\.date) private var date

    public init(context: LoginContext) { self.context = context }

    public var state: WalletViewState {
        var state = WalletViewState(accountName: context.account.displayName)
        state.isLoaded = context.wallet.isLoaded
        state.error = context.wallet.errorMessage
        state.today = RallyPassTerms.day(date.now)
        (state.groups, state.passes) = arranged(today: VisitDate(date.now), passDay: state.today)
        state.pending = context.wallet.pendingOrders
        state.names = context.wallet.facilityNames
        state.selection = min(selection, max(0, state.rowCount - 1))
        return state
    }

    /// The tickets grouped by their state and the passes in the wallet's order: arranged again
    /// only when the wallet or the day changed (a frame like the last reads what was arranged).
    private func arranged(today: VisitDate, passDay: VisitDate) -> (groups: [WalletViewState.Group], passes: [RallyPass]) {
        let key = ArrangedKey(tickets: context.wallet.tickets, passes: context.wallet.passes, today: today, passDay: passDay)
        return arrangedCache.value(for: key) { key in
            (Ticket.grouped(key.tickets, on: key.today).map { WalletViewState.Group(state: $0.state, tickets: $0.tickets) },
             RallyPass.sortedForWallet(key.passes, on: key.passDay))
        }
    }

    private struct ArrangedKey: Equatable {
        var tickets: [Ticket]
        var passes: [RallyPass]
        var today: VisitDate
        var passDay: VisitDate
    }

    @ObservationIgnored private var arrangedCache =
        DerivedOnChange<ArrangedKey, (groups: [WalletViewState.Group], passes: [RallyPass])>("the wallet's groups")

    /// Before each frame: the list's size, and the wallet arranged for it.
    func arrange() { _ = state }

    public func appear() {
        effects.run("load") { [context] in await context.wallet.load() }
        effects.schedule("names follow the catalog") { [context] in await context.wallet.followCatalog() }
    }

    public func send(_ action: WalletAction) {
        let count = state.rowCount
        switch action {
        case .moveDown: selection = min(max(0, count - 1), state.selection + 1)
        case .moveUp: selection = max(0, state.selection - 1)
        case .first: selection = 0
        case .last: selection = max(0, count - 1)
        case .pageDown: selection = min(max(0, count - 1), state.selection + max(1, pageHeight))
        case .pageUp: selection = max(0, state.selection - max(1, pageHeight))
        case .select(let index): selection = min(max(0, count - 1), max(0, index))
        case .open:
            if let pending = state.selectedPending {
                router.navigate(to: pending.draft.target.firstStep)
            } else if let pass = state.selectedPass {
                router.navigate(to: .pass(pass.id))
            } else if let ticket = state.selected {
                router.navigate(to: .ticket(ticket.id))
            }
        case .reload: effects.run("load") { [context] in await context.wallet.load() }
        case .coupons: router.navigate(to: .couponWallet)
        case .desk: router.navigate(to: .desk)
        }
    }
}

extension WalletViewModel: ViewModel {}
