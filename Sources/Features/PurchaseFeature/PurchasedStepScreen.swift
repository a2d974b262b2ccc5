import Dependencies
import Entities
import LoginScope
import Navigation
import Observation
import ScreenKit
import Stores
import TerminalKit
import Widgets

public struct PurchasedStepState: Equatable, Sendable {
    public var accountName: String
    public var orderID: String
    /// The order's tickets as stored (the wallet is the source of truth).
    public var tickets: [Ticket]
    public var isLoaded: Bool
    /// The coupon this order used, if any.
    public var coupon: Coupon? = nil
    /// The order's passes, when it bought a rally's passes.
    public var passes: [RallyPass] = []
    /// What the order cost, as stored: the receipt always shows all three.
    public var amounts: CouponRules.Totals?
}

public enum PurchasedAction: Sendable, Equatable { case openWallet }

/// Step 4 (`.ticketPurchased`): the tickets the placed order issued.
@MainActor
@Observable
public final class PurchasedStepModel {
    public let context: LoginContext
    public let orderID: String
    @ObservationIgnored @Dependency(\.router) private var router
    public let effects = Effects()

    public init(orderID: String, context: LoginContext) {
        self.orderID = orderID
        self.context = context
    }

    public var state: PurchasedStepState {
        let wallet = context.wallet
        let amounts: CouponRules.Totals? = if let order = wallet.ticketOrder(id: orderID) {
            CouponRules.Totals(subtotalYen: order.totalYen + order.discountYen, discountYen: order.discountYen)
        } else if let order = wallet.passOrder(id: orderID) {
            CouponRules.Totals(subtotalYen: order.subtotalYen, discountYen: order.discountYen)
        } else {
            nil
        }
        return PurchasedStepState(accountName: context.account.displayName, orderID: orderID,
                                  tickets: wallet.tickets.filter { $0.orderID == orderID }, isLoaded: wallet.isLoaded,
                                  coupon: context.coupons.claimed.first { $0.usedByOrderID == orderID }?.coupon,
                                  passes: wallet.passes.filter { $0.orderID == orderID }, amounts: amounts)
    }

    public func appear() {
        effects.run { [context] in if !context.wallet.isLoaded { await context.wallet.load() } }
    }

    public func send(_ action: PurchasedAction) {
        switch action {
        case .openWallet:
            // The receipt is done with; the search tab goes back to the facility.
            router.back()
            router.select(tab: .tickets)
        }
    }
}

/// Draws step 4. Pure: state in, cells out.
public enum PurchasedStepView {
    public static func render(_ state: PurchasedStepState, in rect: Rect, on canvas: inout Canvas) {
        let title = state.tickets.first?.facilityName ?? state.passes.first?.terms.rallyName
        guard let title else {
            Messages.centered([state.isLoaded ? "注文 \(state.orderID) が見つかりません — no such order" : "読み込み中… loading"],
                              style: .muted, in: rect, on: &canvas)
            return
        }
        let body = PurchaseStepHeader.render(facilityName: title, step: .done, accountName: state.accountName,
                                             error: nil, in: rect, on: &canvas)
        var rows: [(String, Style)]
        if state.passes.isEmpty {
            rows = [(" 購入が完了しました — \(state.tickets.count)枚のチケットを発行しました (注文 \(state.orderID))", .title)]
            for ticket in state.tickets {
                rows.append(("   \(ticket.id)  \(ticket.productName.padded(toWidth: 14))  利用日 \(ticket.useDate)  有効期限 \(ticket.validUntil)", .normal))
            }
        } else {
            rows = [(" 購入が完了しました — 湯めぐり手形を\(state.passes.count)枚発行しました (注文 \(state.orderID))", .title)]
            for pass in state.passes {
                rows.append(("   \(pass.id)  湯めぐり手形 \(pass.terms.entries)回券  有効期間 \(pass.validFrom)〜\(pass.validUntil)", .normal))
            }
        }
        let amounts = state.amounts ?? CouponRules.Totals(subtotalYen: state.tickets.reduce(0) { $0 + $1.priceYen }, discountYen: 0)
        rows.append(("   " + "小計 Subtotal".padded(toWidth: 32) + formatYen(amounts.subtotalYen).padded(toWidth: 10, alignRight: true), .normal))
        rows.append(("   " + "割引 Discount".padded(toWidth: 32)
                     + ("−" + formatYen(amounts.discountYen)).padded(toWidth: 10, alignRight: true), state.coupon == nil ? .normal : Style(.success)))
        rows.append(("   " + "お支払い Total paid (税込)".padded(toWidth: 32) + formatYen(amounts.totalYen).padded(toWidth: 10, alignRight: true), .accent))
        if let coupon = state.coupon {
            rows.append(("   クーポン使用 coupon used: \(coupon.title) [sample]", Style(.success)))
        }
        rows.append(("", .normal))
        rows.append(("   Enter: チケット一覧へ wallet   Esc: 戻る back", .highlight))
        PurchaseStepHeader.renderRows(rows, in: body, on: &canvas)
    }
}

/// Step 4 of the purchase flow.
@MainActor
public final class PurchasedStepScreen: ViewModelScreen {
    public let viewModel: PurchasedStepModel

    public init(orderID: String, context: LoginContext) { viewModel = PurchasedStepModel(orderID: orderID, context: context) }

    /// `.ticketPurchased(orderID)`: only the signed-in account's own order is ever found.
    public static func scoped(orderID: String) -> LoginScopedScreen {
        LoginScopedScreen(title: Destination.ticketPurchased(orderID: orderID).defaultTitle, presentSignInOnAppear: false) { context in
            PurchasedStepScreen(orderID: orderID, context: context)
        }
    }

    public static let keyMap = KeyMap<PurchasedAction>([
        KeyBinding([.enter, .character("w")], .openWallet, "チケット一覧へ open wallet", hint: true),
    ])

    public var title: String { Destination.ticketPurchased(orderID: viewModel.orderID).defaultTitle }
    public func render(in rect: Rect, on canvas: inout Canvas) { PurchasedStepView.render(viewModel.state, in: rect, on: &canvas) }
    public var keys: KeyMap<PurchasedAction> { Self.keyMap }
}

extension PurchasedStepModel: ViewModel {}
