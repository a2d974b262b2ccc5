import Entities
import Router
import Stores
import TerminalKit

/// One step of the purchase flow for a signed-in account (the App wraps it in a LoginScopedScreen).
@MainActor
public final class PurchaseScreen: Screen {
    public let viewModel: PurchaseViewModel
    private var lastCursor: Point?

    public init(id: FacilityID, context: LoginContext) { viewModel = PurchaseViewModel(id: id, context: context) }

    /// `.ticketPurchase(id)`: asks for sign-in first when nobody is signed in.
    public static func scoped(id: FacilityID) -> LoginScopedScreen {
        LoginScopedScreen(title: "チケット購入", presentSignInOnAppear: true) { context in PurchaseScreen(id: id, context: context) }
    }

    public static let productKeys = KeyMap<PurchaseAction>([
        KeyBinding([.character("j"), .down], .moveDown, "下へ move down"),
        KeyBinding([.character("k"), .up], .moveUp, "上へ move up"),
        KeyBinding([.character("l"), .right, .character("+")], .increase, "1枚増やす one more", hint: true),
        KeyBinding([.character("h"), .left, .character("-")], .decrease, "1枚減らす one less", hint: true),
        KeyBinding([.character("]")], .nextDay, "利用日を翌日に next day"),
        KeyBinding([.character("[")], .previousDay, "利用日を前日に previous day"),
        KeyBinding([.enter], .next, "支払いへ to payment", hint: true),
    ])

    public static let paymentKeys = KeyMap<PurchaseAction>([
        KeyBinding([.enter], .next, "確認へ to review", hint: true),
        KeyBinding([.escape], .back, "戻る back", hint: true),
        KeyBinding([.tab, .down], .nextField, "次の項目 next field", hint: true),
        KeyBinding([.backTab, .up], .previousField, "前の項目 previous field"),
        KeyBinding([.right], .increase, "次のカード next card"),
        KeyBinding([.left], .decrease, "前のカード previous card"),
        KeyBinding([.ctrl("r")], .toggleRemember, "カードを保存 remember card"),
        KeyBinding([.backspace], .backspace, "1文字消す delete back"),
        KeyBinding([.ctrl("u")], .clearField, "全部消す clear field"),
    ])

    public static let reviewKeys = KeyMap<PurchaseAction>([
        KeyBinding([.character("y")], .confirm, "購入を確定 confirm purchase", hint: true),
        KeyBinding([.escape, .character("b")], .back, "戻る back", hint: true),
    ])

    public static let doneKeys = KeyMap<PurchaseAction>([
        KeyBinding([.enter, .character("w")], .openWallet, "チケット一覧へ open wallet", hint: true),
    ])

    private var keys: KeyMap<PurchaseAction> {
        switch viewModel.state.step {
        case .products: Self.productKeys
        case .payment: Self.paymentKeys
        case .review: Self.reviewKeys
        case .done: Self.doneKeys
        }
    }

    public var title: String { "チケット購入" }
    public var keyHelp: [KeyHelp] { keys.help }
    public var capturesText: Bool { viewModel.state.step == .payment }
    public var cursor: Point? { capturesText ? lastCursor : nil }

    public func render(in rect: Rect, on canvas: inout Canvas) {
        lastCursor = PurchaseView.render(viewModel.state, in: rect, on: &canvas)
    }

    public func appear() async { await viewModel.appear() }

    public func handle(_ key: KeyEvent) async -> Bool {
        if let action = keys.action(for: key) {
            await viewModel.send(action)
            return true
        }
        guard capturesText else { return false }
        if case .character(let character) = key { await viewModel.send(.insert(String(character))) }
        return ![.ctrl("z"), .ctrl("l")].contains(key)
    }
}
