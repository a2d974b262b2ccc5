import Localization
import LoginScope
import Navigation
import ScreenKit
import Stores
import TerminalKit

/// Step 4 of the purchase flow.
@MainActor
public final class PurchasedScreen: ViewModelScreen {
    public let viewModel: PurchasedViewModel

    public init(orderID: String, context: LoginContext) { viewModel = PurchasedViewModel(orderID: orderID, context: context) }

    /// `.ticketPurchased(orderID)`: only the signed-in account's own order is ever found.
    public static func scoped(orderID: String) -> LoginScopedScreen {
        LoginScopedScreen(title: Destination.ticketPurchased(orderID: orderID).defaultTitle, presentSignInOnAppear: false) { context in
            PurchasedScreen(orderID: orderID, context: context)
        }
    }

    public nonisolated static let keyMap = KeyMap<PurchasedAction>([
        KeyBinding([.enter, .character("w")], .openWallet, PurchaseText.keyOpenWallet, short: PurchaseText.hintOpenWallet, hint: true),
    ])

    public var title: String { Destination.ticketPurchased(orderID: viewModel.orderID).defaultTitle }
    public func layout(in rect: Rect, asciiOnly: Bool) { viewModel.arrange() }
    public func render(in rect: Rect, on canvas: inout Canvas) { PurchasedView.render(viewModel.state, in: rect, on: &canvas) }
    public var keys: KeyMap<PurchasedAction> { Self.keyMap }
}
