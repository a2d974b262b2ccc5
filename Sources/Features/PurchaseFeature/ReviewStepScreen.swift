import Entities
import LoginScope
import Navigation
import ScreenKit
import Stores
import TerminalKit
import Widgets

/// Draws step 3. Pure: state in, cells out.
public enum ReviewStepView {
    public static func render(_ state: ReviewStepState, in rect: Rect, on canvas: inout Canvas) {
        guard let draft = state.draft else {
            PurchaseStepHeader.renderNoDraft(in: rect, on: &canvas)
            return
        }
        let body = PurchaseStepHeader.render(facilityName: draft.title, step: .review, accountName: state.accountName,
                                             error: state.error, in: rect, on: &canvas)
        var rows: [(String, Style)] = [(" ご注文内容の確認 Review your order", .title)]
        for line in draft.lines {
            rows.append(("   " + line.product.name.padded(toWidth: 18)
                         + "\(formatYen(line.product.priceYen)) × \(line.quantity)".padded(toWidth: 14, alignRight: true)
                         + formatYen(line.subtotalYen).padded(toWidth: 10, alignRight: true), .normal))
        }
        let totals = state.totals ?? CouponRules.totals(draft.lines, coupon: nil)
        if let coupon = state.coupon {
            rows.append(("   " + "クーポン \(coupon.title)".truncated(toWidth: 31).padded(toWidth: 32)
                         + ("−" + formatYen(totals.discountYen)).padded(toWidth: 10, alignRight: true), Style(.success)))
            rows.append(("     [sample] c: 変更 change · x: 使わない remove", .muted))
        } else if !state.applicableCoupons.isEmpty {
            rows.append(("   クーポンを使わない — c: クーポンを使う use a coupon (\(state.applicableCoupons.count))", .muted))
        }
        rows.append(("   " + "合計 Total (税込)".padded(toWidth: 32) + formatYen(totals.totalYen).padded(toWidth: 10, alignRight: true), .accent))
        rows.append(("   " + "うち消費税 incl. tax 10%".padded(toWidth: 32)
                     + formatYen(TicketRules.includedTaxYen(totals.totalYen)).padded(toWidth: 10, alignRight: true), .muted))
        rows.append(("", .normal))
        if let terms = draft.passTerms {
            rows.append(("   湯めぐり手形 \(terms.entries)回 · 有効期限 購入日から\(RallyPassTerms.validityDays)日 · \(draft.ticketCount)枚", .normal))
        } else {
            rows.append(("   利用日 \(draft.useDate) · 有効期限 購入日から\(TicketRules.validityDays)日 · \(draft.ticketCount)枚", .normal))
        }
        rows.append(("   お支払い \(draft.card?.label ?? "—")", .normal))
        rows.append(("", .normal))
        rows.append((state.isSubmitting ? "   購入処理中… purchasing" : "   y: 購入を確定 confirm purchase   Esc: 戻る back", .highlight))
        PurchaseStepHeader.renderRows(rows, in: body, on: &canvas)
    }
}

/// Step 3 of the purchase flow.
@MainActor
public final class ReviewStepScreen: ViewModelScreen {
    public let viewModel: ReviewStepModel

    public convenience init(id: FacilityID, context: LoginContext) { self.init(target: .facility(id), context: context) }

    public init(target: PurchaseTarget, context: LoginContext) { viewModel = ReviewStepModel(target: target, context: context) }

    /// `.ticketReview(id)`: only for the account whose draft it is.
    public static func scoped(id: FacilityID) -> LoginScopedScreen { scoped(target: .facility(id)) }

    /// The step for whatever is bought (`.ticketReview`, or its pass twin).
    public static func scoped(target: PurchaseTarget) -> LoginScopedScreen {
        LoginScopedScreen(title: target.reviewStep.defaultTitle, presentSignInOnAppear: true) { context in
            ReviewStepScreen(target: target, context: context)
        }
    }

    public static let keyMap = KeyMap<ReviewAction>([
        KeyBinding([.character("y")], .confirm, "購入を確定 confirm purchase", hint: true),
        KeyBinding([.escape, .character("b")], .back, "戻る back", hint: true),
        KeyBinding([.character("c")], .nextCoupon, "クーポンを変更 change coupon"),
        KeyBinding([.character("x")], .removeCoupon, "クーポンを使わない remove coupon"),
    ])

    public var title: String { viewModel.target.reviewStep.defaultTitle }
    public func render(in rect: Rect, on canvas: inout Canvas) { ReviewStepView.render(viewModel.state, in: rect, on: &canvas) }
    public var keys: KeyMap<ReviewAction> { Self.keyMap }
}
