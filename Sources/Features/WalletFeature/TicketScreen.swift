import Localization
import LoginScope
import ScreenKit
import Stores
import TerminalKit

/// One ticket: its facts, its QR code while it can be used, and its use or refund (asked first).
@MainActor
public final class TicketScreen: ViewModelScreen {
    public let viewModel: TicketViewModel

    public init(ticketID: String, context: LoginContext) { viewModel = TicketViewModel(ticketID: ticketID, context: context) }

    /// `.ticket(id)`: shown only for the signed-in account's own ticket.
    public static func scoped(ticketID: String) -> LoginScopedScreen {
        LoginScopedScreen(title: WalletText.ticketTitle.text, presentSignInOnAppear: false) { context in TicketScreen(ticketID: ticketID, context: context) }
    }

    public nonisolated static let keyMap = KeyMap<TicketAction>([
        KeyBinding([.character("u")], .use, WalletText.keyUse, short: WalletText.hintUse, hint: true),
        KeyBinding([.character("r")], .refund, WalletText.keyRefund, hint: true),
        KeyBinding([.character("y")], .share, WalletText.keyShare, short: WalletText.hintShare),
    ])

    /// A ticket that can no longer be used or refunded can still be shared.
    public nonisolated static let shareKeys = KeyMap<TicketAction>([
        KeyBinding([.character("y")], .share, WalletText.keyShare, short: WalletText.hintShare, hint: true),
    ])

    public nonisolated static let confirmKeys = KeyMap<TicketAction>([
        KeyBinding([.character("y")], .yes, WalletText.keyYes, hint: true),
        KeyBinding([.character("n"), .escape], .no, WalletText.keyNo, hint: true),
    ])

    /// u and r only for a ticket that can still be used or refunded.
    public var keys: KeyMap<TicketAction> {
        let state = viewModel.state
        if state.confirming != nil { return Self.confirmKeys }
        return state.state == .unused || state.state == nil ? Self.keyMap : Self.shareKeys
    }

    public var title: String { viewModel.state.ticket?.productTitle ?? WalletText.ticketTitle.text }
    public func render(in rect: Rect, on canvas: inout Canvas) { TicketView.render(viewModel.state, in: rect, on: &canvas) }

    /// While a question is open, a key it does not have is kept (and does nothing).
    public func unmatched(_ key: KeyEvent) -> Bool { viewModel.state.confirming != nil }
}
