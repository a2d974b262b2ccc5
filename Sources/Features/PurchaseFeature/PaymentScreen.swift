import Entities
import Localization
import LoginScope
import Navigation
import ScreenKit
import Stores
import TerminalKit
import Widgets

/// Step 2 of the purchase flow. Takes every printable key while open (the card form has focus).
@MainActor
public final class PaymentScreen: ViewModelScreen {
    public let viewModel: PaymentViewModel

    public convenience init(id: FacilityID, context: LoginContext) { self.init(target: .facility(id), context: context) }

    public init(target: PurchaseTarget, context: LoginContext) { viewModel = PaymentViewModel(target: target, context: context) }

    /// `.ticketPayment(id)`: only for the account whose draft it is.
    public static func scoped(id: FacilityID) -> LoginScopedScreen { scoped(target: .facility(id)) }

    /// The step for whatever is bought (`.ticketPayment`, or its pass twin).
    public static func scoped(target: PurchaseTarget) -> LoginScopedScreen {
        LoginScopedScreen(title: target.paymentStep.defaultTitle, presentSignInOnAppear: true) { context in
            PaymentScreen(target: target, context: context)
        }
    }

    public nonisolated static let keyMap = KeyMap<PaymentAction>([
        KeyBinding([.enter], .next, PurchaseText.keyToReview, hint: true),
        KeyBinding([.escape], .back, PurchaseText.keyBack, hint: true),
        KeyBinding([.tab, .down], .nextField, PurchaseText.keyNextField, hint: true),
        KeyBinding([.backTab, .up], .previousField, PurchaseText.keyPreviousField),
        KeyBinding([.right], .nextCard, PurchaseText.keyNextCard),
        KeyBinding([.left], .previousCard, PurchaseText.keyPreviousCard),
        KeyBinding([.ctrl("r")], .toggleRemember, PurchaseText.keyRememberCard),
        KeyBinding([.backspace], .field(.backspace), WidgetText.deleteBack),
        KeyBinding([.ctrl("u")], .field(.clear), WidgetText.clearField),
    ] + TextEdit.bindings { .field(.edit($0)) })

    public var title: String { viewModel.target.paymentStep.defaultTitle }
    public var keys: KeyMap<PaymentAction> { Self.keyMap }
    public var capturesText: Bool { viewModel.state.draft != nil }
    public func render(in rect: Rect, on canvas: inout Canvas) {
        let caret = PaymentView.render(viewModel.state, in: rect, on: &canvas)
        canvas.cursor = capturesText ? caret : nil
    }

    /// The form types what its table does not have and keeps every other key but suspend and redraw.
    public func unmatched(_ key: KeyEvent) -> Bool {
        capturesText && TextFieldAction.unmatched(key, passing: [.ctrl("z"), .ctrl("l")]) { viewModel.send(.field($0)) }
    }
}
