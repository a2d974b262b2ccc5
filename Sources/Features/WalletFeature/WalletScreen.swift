import Localization
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
        LoginScopedScreen(title: WalletText.tabTitle.text, presentSignInOnAppear: false) { context in WalletScreen(context: context) }
    }

    public nonisolated static let keyMap = KeyMap<WalletAction>(
        ListKeys.navigation(down: .moveDown, up: .moveUp, first: .first, last: .last, pageDown: .pageDown, pageUp: .pageUp) + [
        KeyBinding([.enter], .open, WalletText.keyOpen, short: WalletText.hintOpen, hint: true),
        KeyBinding([.character("R")], .reload, WalletText.keyReload),
        KeyBinding([.character("c")], .coupons, WalletText.keyCoupons, short: WalletText.hintCoupons, hint: true),
        KeyBinding([.character("D")], .desk, WalletText.keyDesk),
    ])

    public var title: String { WalletText.tabTitle.text }
    /// Title and a blank line above the list; group headers take rows too, so a page is a little less.
    public func layout(in rect: Rect, asciiOnly: Bool) {
        viewModel.pageHeight = max(1, rect.height - 4)
        viewModel.listHeight = max(0, rect.height - WalletView.chromeRows)
        viewModel.listWidth = rect.width
        viewModel.arrange()
    }

    /// A click on a row selects it; a click on the selected row opens it (as in every list).
    public func handleMouse(_ event: MouseEvent) -> Bool {
        let state = viewModel.state
        guard event.kind == .press, state.isLoaded, event.y >= WalletView.chromeRows else { return false }
        let rows = Array(WalletView.visible(WalletView.rows(for: state, width: viewModel.listWidth), selection: state.selection, height: viewModel.listHeight))
        let line = event.y - WalletView.chromeRows
        guard rows.indices.contains(line), let index = rows[line].index else { return false }
        viewModel.send(index == state.selection ? .open : .select(index))
        return true
    }

    public func render(in rect: Rect, on canvas: inout Canvas) {
        WalletView.render(viewModel.state, in: rect, on: &canvas)
    }
    public var keys: KeyMap<WalletAction> { Self.keyMap }
}
