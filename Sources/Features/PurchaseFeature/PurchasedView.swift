import Entities
import Localization
import ScreenKit
import TerminalKit
import Widgets

/// Draws step 4. Pure: state in, cells out.
public enum PurchasedView {
    public static func render(_ state: PurchasedViewState, in rect: Rect, on canvas: inout Canvas) {
        let title = state.tickets.first.map { state.names.display($0) } ?? state.passes.first?.terms.title
        guard let title else {
            Messages.centered([(state.isLoaded ? PurchaseText.noSuchOrder(id: state.orderID) : PurchaseText.loading).text],
                              style: .muted, in: rect, on: &canvas)
            return
        }
        let body = PurchaseStepHeader.render(facilityName: title, step: .done, accountName: state.accountName,
                                             error: nil, in: rect, on: &canvas)
        var rows: [(String, Style)]
        if state.passes.isEmpty {
            rows = [(" " + PurchaseText.ticketsIssued(count: state.tickets.count, order: state.orderID).text, .title)]
            let product = ProductColumn.width(of: state.tickets)
            for ticket in state.tickets {
                rows.append(("   \(ticket.id)  \(ticket.productTitle.padded(toWidth: product))  "
                             + PurchaseText.ticketDates(useDate: ticket.useDate.description, validUntil: ticket.validUntil.description).text, .normal))
            }
        } else {
            rows = [(" " + PurchaseText.passesIssued(count: state.passes.count, order: state.orderID).text, .title)]
            for pass in state.passes {
                rows.append(("   \(pass.id)  " + PurchaseText.passRow(entries: pass.terms.entries, from: pass.validFrom.description,
                                                                  until: pass.validUntil.description).text, .normal))
            }
        }
        let amounts = state.amounts ?? CouponRules.Totals(subtotalYen: state.tickets.reduce(0) { $0 + $1.priceYen }, discountYen: 0)
        rows.append(("   " + PurchaseText.subtotal.text.padded(toWidth: 32) + formatYen(amounts.subtotalYen).padded(toWidth: 10, alignRight: true), .normal))
        rows.append(("   " + PurchaseText.discount.text.padded(toWidth: 32)
                     + ("−" + formatYen(amounts.discountYen)).padded(toWidth: 10, alignRight: true), state.coupon == nil ? .normal : Style(.success)))
        rows.append(("   " + PurchaseText.totalPaid.text.padded(toWidth: 32) + formatYen(amounts.totalYen).padded(toWidth: 10, alignRight: true), .accent))
        if let coupon = state.coupon {
            rows.append(("   " + PurchaseText.couponUsed(title: coupon.title).text, Style(.success)))
        }
        rows.append(("", .normal))
        rows.append(("   " + PurchaseText.purchasedKeys(wallet: PurchasedScreen.keyMap.label(for: .openWallet), back: KeyMention.back.label).text, .highlight))
        PurchaseStepHeader.renderRows(rows, in: body, on: &canvas)
    }
}
