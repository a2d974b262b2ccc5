import LoginScope
import ScreenKit
import Stores
import TerminalKit
import Widgets

/// The Tickets tab for a signed-in account.
@MainActor
public final class WalletScreen: ViewModelScreen {
    public let viewModel: WalletViewModel

    public init(context: LoginContext) { viewModel = WalletViewModel(context: context) }

    /// `.tickets`: the wallet of whoever is signed in; asks to sign in otherwise.
    public static func scoped() -> LoginScopedScreen {
        LoginScopedScreen(title: "チケット", presentSignInOnAppear: false) { context in WalletScreen(context: context) }
    }

    public nonisolated static let keyMap = KeyMap<WalletAction>(
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
