import Entities
import Localization
import LoginScope
import Navigation
import ScreenKit
import Stores
import TerminalKit

/// Step 3 of the purchase flow.
@MainActor
public final class ReviewScreen: ViewModelScreen {
    public let viewModel: ReviewViewModel

    public convenience init(id: FacilityID, context: LoginContext) { self.init(target: .facility(id), context: context) }

    public init(target: PurchaseTarget, context: LoginContext) { viewModel = ReviewViewModel(target: target, context: context) }

    /// `.ticketReview(id)`: only for the account whose draft it is.
    public static func scoped(id: FacilityID) -> LoginScopedScreen { scoped(target: .facility(id)) }

    /// The step for whatever is bought (`.ticketReview`, or its pass twin).
    public static func scoped(target: PurchaseTarget) -> LoginScopedScreen {
        LoginScopedScreen(title: target.reviewStep.defaultTitle, presentSignInOnAppear: true) { context in
            ReviewScreen(target: target, context: context)
        }
    }

    public nonisolated static let keyMap = KeyMap<ReviewAction>([
        KeyBinding([.character("y")], .confirm, PurchaseText.keyConfirm, short: PurchaseText.hintConfirm, hint: true),
        KeyBinding([.escape, .character("b")], .back, PurchaseText.keyBack, hint: true),
        KeyBinding([.character("c")], .nextCoupon, PurchaseText.keyChangeCoupon),
        KeyBinding([.character("x")], .removeCoupon, PurchaseText.keyRemoveCoupon),
    ])

    public var title: String { viewModel.target.reviewStep.defaultTitle }
    public func layout(in rect: Rect, asciiOnly: Bool) { viewModel.arrange() }
    public func render(in rect: Rect, on canvas: inout Canvas) { ReviewView.render(viewModel.state, in: rect, on: &canvas) }
    public var keys: KeyMap<ReviewAction> { Self.keyMap }
}
