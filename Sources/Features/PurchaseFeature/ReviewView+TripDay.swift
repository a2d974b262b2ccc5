import Entities
import TerminalKit
import Widgets

/// Step 3 of a trip day's order: each bath's lines and coupon, the whole order's total and tax,
/// the date of use, the baths kept though closed, and one payment.
extension ReviewView {
    static func renderDay(_ state: ReviewViewState, draft: PurchaseDraft, in rect: Rect, on canvas: inout Canvas) {
        let body = PurchaseStepHeader.render(facilityName: state.names.title(of: draft), step: .review, accountName: state.accountName,
                                             error: state.error, in: rect, on: &canvas)
        func key(_ action: ReviewAction) -> String { ReviewScreen.keyMap.label(for: action) }
        var tail: [(String, Style)] = []
        if !state.dayCoupons.isEmpty {
            tail.append(("     " + TripPurchaseText.couponsHint(changeKey: key(.nextCoupon), removeKey: key(.removeCoupon)).text, .muted))
        } else if state.dayHasCoupons {
            tail.append(("   " + TripPurchaseText.couponsUnused(useKey: key(.nextCoupon)).text, .muted))
        }
        let totals = draft.dayTotals(coupons: state.dayCoupons)
        tail.append(amountRow(TripPurchaseText.total.text, formatYen(totals.totalYen), .accent))
        tail.append(amountRow(TripPurchaseText.includedTax.text, formatYen(TicketRules.includedTaxYen(totals.totalYen)), .muted))
        tail.append(("   " + TripPurchaseText.orderSummary(orders: draft.dayParts.count, tickets: draft.ticketCount,
                                                           date: state.useDay ?? draft.useDate.description).text, .normal))
        for part in draft.dayParts {
            guard let notice = state.dayClosed[part.bath.facilityID] else { continue }
            tail += TripPurchaseText.closedWarning(name: state.names.display(part.bath.facilityID, stored: part.bath.name), notice: notice).text
                .wrapped(toWidth: max(10, body.width - 4)).map { ("   " + $0, Style.error) }
        }
        tail.append(("   " + TripPurchaseText.payment(card: draft.card?.label ?? "—").text, .normal))
        // The gap before the confirm key goes first when the screen is short.
        if 1 + draft.dayParts.count + tail.count + 2 <= body.height { tail.append(("", .normal)) }
        let confirm = TripPurchaseText.confirmLine(confirmKey: key(.confirm), backKey: key(.back))
        tail.append(("   " + (state.isSubmitting ? TripPurchaseText.purchasing : confirm).text, .highlight))
        // A long day shows a line per bath, so the total and the confirm key always fit.
        var baths = bathRows(draft, names: state.names, coupons: state.dayCoupons, compact: false)
        if 1 + baths.count + tail.count > body.height { baths = bathRows(draft, names: state.names, coupons: state.dayCoupons, compact: true) }
        PurchaseStepHeader.renderRows([(" " + TripPurchaseText.reviewTitle.text, .title)] + baths + tail, in: body, on: &canvas)
    }

    private static func amountRow(_ label: String, _ yen: String, _ style: Style) -> (String, Style) {
        ("   " + label.truncated(toWidth: 31).padded(toWidth: 32) + yen.padded(toWidth: 10, alignRight: true), style)
    }

    /// Each bath with its lines and coupon, or (compact) one line per bath: its tickets and what
    /// it costs after its coupon.
    private static func bathRows(_ draft: PurchaseDraft, names: FacilityNames, coupons: [FacilityID: Coupon], compact: Bool) -> [(String, Style)] {
        var rows: [(String, Style)] = []
        for part in draft.dayParts {
            let coupon = coupons[part.bath.facilityID]
            let totals = CouponRules.totals(part.lines, coupon: coupon)
            if compact {
                let count = "× \(TicketRules.ticketCount(part.lines))" + (coupon == nil ? "" : " −" + formatYen(totals.discountYen))
                rows.append(("   " + names.display(part.bath.facilityID, stored: part.bath.name).truncated(toWidth: 19).padded(toWidth: 20) + count.padded(toWidth: 12, alignRight: true)
                             + formatYen(totals.totalYen).padded(toWidth: 10, alignRight: true), .normal))
                continue
            }
            rows.append(("   " + names.display(part.bath.facilityID, stored: part.bath.name), .accent))
            for line in part.lines {
                rows.append(("     " + line.product.title.truncated(toWidth: 16).padded(toWidth: 17)
                             + "\(formatYen(line.product.priceYen)) × \(line.quantity)".padded(toWidth: 13, alignRight: true)
                             + formatYen(line.subtotalYen).padded(toWidth: 10, alignRight: true), .normal))
            }
            if let coupon {
                rows.append(amountRow("  " + TripPurchaseText.couponLine(title: coupon.title).text, "−" + formatYen(totals.discountYen), Style(.success)))
            }
        }
        return rows
    }
}
