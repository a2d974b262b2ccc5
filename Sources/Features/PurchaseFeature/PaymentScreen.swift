import Entities
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
        KeyBinding([.enter], .next, "確認へ to review", hint: true),
        KeyBinding([.escape], .back, "戻る back", hint: true),
        KeyBinding([.tab, .down], .nextField, "次の項目 next field", hint: true),
        KeyBinding([.backTab, .up], .previousField, "前の項目 previous field"),
        KeyBinding([.right], .nextCard, "次のカード・右へ next card, caret right"),
        KeyBinding([.left], .previousCard, "前のカード・左へ previous card, caret left"),
        KeyBinding([.ctrl("r")], .toggleRemember, "カードを保存 remember card"),
        KeyBinding([.backspace], .field(.backspace), "1文字消す delete back"),
        KeyBinding([.ctrl("u")], .field(.clear), "全部消す clear field"),
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
