import Entities
import Localization
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
        let body = PurchaseStepHeader.render(facilityName: state.names.title(of: draft), step: .review, accountName: state.accountName,
                                             error: state.error, in: rect, on: &canvas)
        var rows: [(String, Style)] = [(" " + PurchaseText.reviewHeading.text, .title)]
        for line in draft.lines {
            // The name and the price share the 32 columns the coupon and total rows use: a long name
            // (`Onsen pass, 3 entries`) takes what the price leaves instead of being cut at 18.
            let price = "\(formatYen(line.product.priceYen)) × \(line.quantity)"
            let nameWidth = max(18, 32 - price.displayWidth - 1)
            rows.append(("   " + line.product.title.padded(toWidth: nameWidth) + price.padded(toWidth: 32 - nameWidth, alignRight: true)
                         + formatYen(line.subtotalYen).padded(toWidth: 10, alignRight: true), .normal))
        }
        let totals = state.totals ?? CouponRules.totals(draft.lines, coupon: nil)
        func key(_ action: ReviewAction) -> String { ReviewScreen.keyMap.label(for: action) }
        if let coupon = state.coupon {
            rows.append(("   " + PurchaseText.coupon(title: coupon.title).text.truncated(toWidth: 31).padded(toWidth: 32)
                         + ("−" + formatYen(totals.discountYen)).padded(toWidth: 10, alignRight: true), Style(.success)))
            rows.append(("     " + PurchaseText.couponKeys(change: key(.nextCoupon), remove: key(.removeCoupon)).text, .muted))
        } else if !state.applicableCoupons.isEmpty {
            rows.append(("   " + PurchaseText.noCoupon(key: key(.nextCoupon), count: state.applicableCoupons.count).text, .muted))
        }
        rows.append(("   " + PurchaseText.totalTaxIncluded.text.padded(toWidth: 32) + formatYen(totals.totalYen).padded(toWidth: 10, alignRight: true), .accent))
        rows.append(("   " + PurchaseText.includedTax.text.padded(toWidth: 32)
                     + formatYen(TicketRules.includedTaxYen(totals.totalYen)).padded(toWidth: 10, alignRight: true), .muted))
        rows.append(("", .normal))
        // The order's terms wrap whole (a narrow terminal, a longer language) rather than end cut.
        func wrapped(_ text: String) -> [(String, Style)] { text.wrapped(toWidth: max(10, body.width - 4)).map { ("   " + $0, .normal) } }
        if let terms = draft.passTerms {
            rows += wrapped(PurchaseText.passSummary(entries: terms.entries, days: RallyPassTerms.validityDays, count: draft.ticketCount).text)
        } else {
            rows += wrapped(PurchaseText.ticketSummary(day: state.useDay ?? draft.useDate.description, days: TicketRules.validityDays,
                                                       count: draft.ticketCount).text)
            if let warning = state.closedWarning {
                rows += ("⚠ " + warning).wrapped(toWidth: max(10, body.width - 4)).map { ("   " + $0, Style.error) }
            }
        }
        rows.append(("   " + PurchaseText.payWith(card: draft.card?.label ?? "—").text, .normal))
        rows.append(("", .normal))
        rows.append(("   " + (state.isSubmitting ? PurchaseText.purchasing : PurchaseText.reviewKeys(confirm: key(.confirm), back: key(.back))).text, .highlight))
        PurchaseStepHeader.renderRows(rows, in: body, on: &canvas)
    }
}
