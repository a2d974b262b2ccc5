import LoginScope
import Navigation
import ScreenKit
import Stores
import TerminalKit

/// Step 4 of a trip day's order: the receipt of its orders, with the receipt's keys.
@MainActor
public final class TripDayPurchasedScreen: ViewModelScreen {
    public let viewModel: TripDayPurchasedViewModel

    public init(orderIDs: [String], context: LoginContext) { viewModel = TripDayPurchasedViewModel(orderIDs: orderIDs, context: context) }

    /// `.tripDayPurchased(orderIDs)`: only the signed-in account's own orders are ever found.
    public static func scoped(orderIDs: [String]) -> LoginScopedScreen {
        LoginScopedScreen(title: Destination.tripDayPurchased(orderIDs: orderIDs).defaultTitle, presentSignInOnAppear: false) { context in
            TripDayPurchasedScreen(orderIDs: orderIDs, context: context)
        }
    }

    public var title: String { Destination.tripDayPurchased(orderIDs: viewModel.orderIDs).defaultTitle }
    public func layout(in rect: Rect, asciiOnly: Bool) { viewModel.arrange() }
    public func render(in rect: Rect, on canvas: inout Canvas) { TripDayPurchasedView.render(viewModel.state, in: rect, on: &canvas) }
    public var keys: KeyMap<PurchasedAction> { PurchasedScreen.keyMap }
}
