import Dependencies
import Entities
import LoginScope
import Navigation
import Observation
import ScreenKit
import Stores
import TerminalKit
import Widgets

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

public enum WalletAction: Sendable, Equatable { case moveDown, moveUp, first, last, pageDown, pageUp, open, reload, coupons, desk }

/// The signed-in account's wallet. Reads only its own LoginContext's store.
@MainActor
@Observable
public final class WalletViewModel {
    public let context: LoginContext
    private var selection = 0
    /// Rows per page, told by `layout` from the space the list has.
    @ObservationIgnored public var pageHeight = 10
    public let effects = Effects()
    @ObservationIgnored @Dependency(\.router) private var router
    @ObservationIgnored @Dependency(\.date) private var date

    public init(context: LoginContext) { self.context = context }

    public var state: WalletViewState {
        var state = WalletViewState(accountName: context.account.displayName)
        state.isLoaded = context.wallet.isLoaded
        state.error = context.wallet.errorMessage
        state.groups = Ticket.grouped(context.wallet.tickets, on: VisitDate(date.now)).map { WalletViewState.Group(state: $0.state, tickets: $0.tickets) }
        state.today = RallyPassTerms.day(date.now)
        state.passes = RallyPass.sortedForWallet(context.wallet.passes, on: state.today)
        state.pending = context.wallet.pendingOrders
        state.selection = min(selection, max(0, state.rowCount - 1))
        return state
    }

    public func appear() {
        effects.run("load") { [context] in await context.wallet.load() }
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

public enum WalletView {
    public static func render(_ state: WalletViewState, in rect: Rect, on canvas: inout Canvas) {
        canvas.put(" \(state.accountName) さんのチケット — e-tickets (sample, mock payment)", x: rect.x, y: rect.y, style: .title, clip: rect)
        let body = Rect(x: rect.x, y: rect.y + 2, width: rect.width, height: max(0, rect.height - 2))
        guard state.isLoaded else {
            Messages.centered([state.error ?? "読み込み中… loading"], style: .muted, in: body, on: &canvas)
            return
        }
        if state.groups.isEmpty && state.passes.isEmpty && state.pending.isEmpty {
            Messages.centered(["チケットはまだありません — no tickets yet",
                               "温泉の詳細画面で t を押すと購入できます — press t on a hot spring's page"], style: .title, in: body, on: &canvas)
            return
        }
        var rows: [(text: String, style: Style, index: Int?)] = []
        var index = 0
        if !state.pending.isEmpty {
            rows.append(("確認待ちの注文 Unconfirmed orders (\(state.pending.count)) — Enter: 再開 resume", Style(.muted, underline: true), nil))
            for order in state.pending {
                let text = "  \(order.draft.title.truncated(toWidth: 20).padded(toWidth: 20))  \(order.draft.ticketCount)枚 "
                    + "\(formatYen(order.draft.totalYen))  利用日 \(order.draft.useDate)  確認 \(formatJapanDateTime(order.savedAt))"
                rows.append((text, .normal, index))
                index += 1
            }
        }
        if !state.passes.isEmpty {
            rows.append(("湯めぐり手形 Passes (\(state.passes.count))", Style(.muted, underline: true), nil))
            for pass in state.passes {
                let passState = pass.state(on: state.today)
                let left = passState == .active ? "残り \(pass.entriesLeft)/\(pass.terms.entries)回" : passState.label
                let text = "  \(pass.terms.rallyName.truncated(toWidth: 20).padded(toWidth: 20))  \(left.padded(toWidth: 14))"
                    + "  有効期限 \(pass.validUntil)"
                rows.append((text, passState == .active ? .normal : .muted, index))
                index += 1
            }
        }
        for group in state.groups {
            rows.append(("\(group.state.label) (\(group.tickets.count))", Style(.muted, underline: true), nil))
            for ticket in group.tickets {
                let text = "  \(ticket.facilityName.truncated(toWidth: 20).padded(toWidth: 20))  \(ticket.productName.padded(toWidth: 14))"
                    + "  利用日 \(ticket.useDate)  有効期限 \(ticket.validUntil)"
                rows.append((text, group.state == .unused ? .normal : .muted, index))
                index += 1
            }
        }
        let selectedRow = rows.firstIndex { $0.index == state.selection } ?? 0
        let offset = max(0, selectedRow - body.height + 1)
        for (line, row) in rows.dropFirst(offset).prefix(body.height).enumerated() {
            let rowRect = Rect(x: body.x, y: body.y + line, width: body.width, height: 1)
            let selected = row.index == state.selection
            if selected { canvas.fill(rowRect, style: .selection) }
            canvas.put(" " + row.text, x: rowRect.x, y: rowRect.y, style: selected ? .selection : row.style, clip: rowRect)
        }
    }
}

/// The Tickets tab for a signed-in account.
@MainActor
public final class WalletScreen: ViewModelScreen {
    public let viewModel: WalletViewModel

    public init(context: LoginContext) { viewModel = WalletViewModel(context: context) }

    /// `.tickets`: the wallet of whoever is signed in; asks to sign in otherwise.
    public static func scoped() -> LoginScopedScreen {
        LoginScopedScreen(title: "チケット", presentSignInOnAppear: false) { context in WalletScreen(context: context) }
    }

    public static let keyMap = KeyMap<WalletAction>(
        ListKeys.navigation(down: .moveDown, up: .moveUp, first: .first, last: .last, pageDown: .pageDown, pageUp: .pageUp) + [
        KeyBinding([.enter], .open, "チケット・手形を表示 show ticket or pass and QR", hint: true),
        KeyBinding([.character("R")], .reload, "再読み込み reload"),
        KeyBinding([.character("c")], .coupons, "獲得したクーポン your coupons", hint: true),
        KeyBinding([.character("D")], .desk, "フロント front desk (check a ticket code)"),
    ])

    public var title: String { "チケット" }
    /// Title and a blank line above the list; group headers take rows too, so a page is a little less.
    public func layout(in rect: Rect, asciiOnly: Bool) { viewModel.pageHeight = max(1, rect.height - 4) }

    public func render(in rect: Rect, on canvas: inout Canvas) {
        WalletView.render(viewModel.state, in: rect, on: &canvas)
    }
    public var keys: KeyMap<WalletAction> { Self.keyMap }
}

extension WalletViewModel: ViewModel {}
