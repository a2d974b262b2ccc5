import Entities
import Localization
import LoginScope
import Navigation
import ScreenKit
import Stores
import TerminalKit

/// Step 1 of the purchase flow for a signed-in account (the App wraps it in a LoginScopedScreen).
@MainActor
public final class ProductsScreen: ViewModelScreen {
    public let viewModel: ProductsViewModel

    public convenience init(id: FacilityID, context: LoginContext) { self.init(target: .facility(id), context: context) }

    public init(target: PurchaseTarget, context: LoginContext) { viewModel = ProductsViewModel(target: target, context: context) }

    /// `.ticketPurchase(id)`: asks for sign-in first when nobody is signed in.
    public static func scoped(id: FacilityID) -> LoginScopedScreen { scoped(target: .facility(id)) }

    /// The step for whatever is bought (`.ticketPurchase`, or its pass twin).
    public static func scoped(target: PurchaseTarget) -> LoginScopedScreen {
        LoginScopedScreen(title: target.firstStep.defaultTitle, presentSignInOnAppear: true) { context in
            ProductsScreen(target: target, context: context)
        }
    }

    public nonisolated static let keyMap = KeyMap<ProductsAction>([
        KeyBinding([.character("j"), .down], .moveDown, PurchaseText.keyNextProduct, short: PurchaseText.hintNextProduct, priority: 2),
        KeyBinding([.character("k"), .up], .moveUp, PurchaseText.keyPreviousProduct),
        KeyBinding([.character("l"), .right, .character("+")], .increase, PurchaseText.keyOneMore, priority: 1),
        KeyBinding([.character("h"), .left, .character("-")], .decrease, PurchaseText.keyOneLess, hint: true),
        KeyBinding([.character("]")], .nextDay, PurchaseText.keyNextDay, short: PurchaseText.hintNextDay, priority: 2),
        KeyBinding([.character("[")], .previousDay, PurchaseText.keyPreviousDay),
        KeyBinding([.enter], .next, PurchaseText.keyToPayment, priority: 1),
        KeyBinding([.character("x")], .startOver, PurchaseText.keyStartOver, short: PurchaseText.hintStartOver),
    ])

    public var title: String { viewModel.target.firstStep.defaultTitle }
    public func layout(in rect: Rect, asciiOnly: Bool) { viewModel.arrange() }
    public func render(in rect: Rect, on canvas: inout Canvas) { ProductsView.render(viewModel.state, in: rect, on: &canvas) }
    /// Nothing is sold here (no ticket, no pass for the rally): no purchase key is offered.
    public nonisolated static let nothingSoldKeys = KeyMap<ProductsAction>([])

    /// A pass is one product, used on the days of its terms: choosing a product or a date of use
    /// does nothing there, so its step offers neither.
    public nonisolated static let passKeyMap = KeyMap<ProductsAction>(keyMap.defaults.filter {
        ![.moveDown, .moveUp, .nextDay, .previousDay].contains($0.action)
    })

    /// A trip day's tickets are used on the day's date: no date of use to move.
    public nonisolated static let dayKeyMap = KeyMap<ProductsAction>(keyMap.defaults.filter {
        ![.nextDay, .previousDay].contains($0.action)
    })

    public var keys: KeyMap<ProductsAction> {
        let state = viewModel.state
        if state.draft == nil && !state.isLoading { return Self.nothingSoldKeys }
        if case .rallyPass = viewModel.target { return Self.passKeyMap }
        if case .tripDay = viewModel.target { return Self.dayKeyMap }
        return Self.keyMap
    }
}
