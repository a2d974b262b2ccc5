import Entities
import TerminalKit
import Widgets

/// Draws step 3. Pure: state in, cells out.
public enum ReviewView {
    public static func render(_ state: ReviewViewState, in rect: Rect, on canvas: inout Canvas) {
        guard let draft = state.draft else {
            PurchaseStepHeader.renderNoDraft(in: rect, on: &canvas)
            return
        }
        if draft.dayBaths != nil { return renderDay(state, draft: draft, in: rect, on: &canvas) }
        let body = PurchaseStepHeader.render(facilityName: draft.title, step: .review, accountName: state.accountName,
                                             error: state.error, in: rect, on: &canvas)
        var rows: [(String, Style)] = [(" ご注文内容の確認 Review your order", .title)]
        for line in draft.lines {
            rows.append(("   " + line.product.name.padded(toWidth: 18)
                         + "\(formatYen(line.product.priceYen)) × \(line.quantity)".padded(toWidth: 14, alignRight: true)
                         + formatYen(line.subtotalYen).padded(toWidth: 10, alignRight: true), .normal))
        }
        let totals = state.totals ?? CouponRules.totals(draft.lines, coupon: nil)
        func key(_ action: ReviewAction) -> String { ReviewScreen.keyMap.label(for: action) }
        if let coupon = state.coupon {
            rows.append(("   " + "クーポン \(coupon.title)".truncated(toWidth: 31).padded(toWidth: 32)
                         + ("−" + formatYen(totals.discountYen)).padded(toWidth: 10, alignRight: true), Style(.success)))
            rows.append(("     [sample] \(key(.nextCoupon)): 変更 change · \(key(.removeCoupon)): 使わない remove", .muted))
        } else if !state.applicableCoupons.isEmpty {
            rows.append(("   クーポンを使わない — \(key(.nextCoupon)): クーポンを使う use a coupon (\(state.applicableCoupons.count))", .muted))
        }
        rows.append(("   " + "合計 Total (税込)".padded(toWidth: 32) + formatYen(totals.totalYen).padded(toWidth: 10, alignRight: true), .accent))
        rows.append(("   " + "うち消費税 incl. tax 10%".padded(toWidth: 32)
                     + formatYen(TicketRules.includedTaxYen(totals.totalYen)).padded(toWidth: 10, alignRight: true), .muted))
        rows.append(("", .normal))
        if let terms = draft.passTerms {
            rows.append(("   湯めぐり手形 \(terms.entries)回 · 有効期限 購入日から\(RallyPassTerms.validityDays)日 · \(draft.ticketCount)枚", .normal))
        } else {
            rows.append(("   利用日 \(state.useDay ?? draft.useDate.description) · 有効期限 購入日から\(TicketRules.validityDays)日 · \(draft.ticketCount)枚", .normal))
            if let warning = state.closedWarning {
                rows += ("⚠ " + warning).wrapped(toWidth: max(10, body.width - 4)).map { ("   " + $0, Style.error) }
            }
        }
        rows.append(("   お支払い \(draft.card?.label ?? "—")", .normal))
        rows.append(("", .normal))
        rows.append((state.isSubmitting ? "   購入処理中… purchasing" : "   \(key(.confirm)): 購入を確定 confirm purchase   \(key(.back)): 戻る back", .highlight))
        PurchaseStepHeader.renderRows(rows, in: body, on: &canvas)
    }
}
