import Entities
import ScreenKit
import TerminalKit
import Widgets

/// Draws a trip day's receipt. Pure: state in, cells out.
public enum TripDayPurchasedView {
    public static func render(_ state: TripDayPurchasedViewState, in rect: Rect, on canvas: inout Canvas) {
        guard !state.orders.isEmpty else {
            let message = state.isLoaded ? TripPurchaseText.noSuchOrders : TripPurchaseText.loading
            Messages.centered([message.text], style: .muted, in: rect, on: &canvas)
            return
        }
        let title = TripDayCheck.dayText(state.orders[0].useDate)
        let body = PurchaseStepHeader.render(facilityName: title, step: .done, accountName: state.accountName, error: nil, in: rect, on: &canvas)
        func amount(_ label: TripPurchaseText, _ yen: String, _ style: Style) -> (String, Style) {
            ("   " + label.text.truncated(toWidth: 31).padded(toWidth: 32) + yen.padded(toWidth: 10, alignRight: true), style)
        }
        var rows: [(String, Style)] = [(" " + TripPurchaseText.bought(orders: state.orders.count, tickets: state.tickets.count).text, .title)]
        // How many tickets the rows up to each one show.
        var ticketsSoFar = [0]
        let product = ProductColumn.width(of: state.tickets)
        for order in state.orders {
            rows.append(("   " + state.names.display(order.facilityID, stored: order.facilityName), .accent))
            ticketsSoFar.append(ticketsSoFar[ticketsSoFar.count - 1])
            for ticket in state.tickets where ticket.orderID == order.id {
                rows.append(("     " + TripPurchaseText.ticketRow(id: ticket.id, product: ticket.productTitle.padded(toWidth: product),
                                                                   useDate: ticket.useDate.description,
                                                                   validUntil: ticket.validUntil.description).text, .normal))
                ticketsSoFar.append(ticketsSoFar[ticketsSoFar.count - 1] + 1)
            }
        }
        let tail = amountRows(state, amount: amount)
        // A long day's tickets give way to the total and the keys: the wallet lists them all.
        if rows.count + tail.count > body.height, body.height > tail.count + 2 {
            var kept = body.height - tail.count - 1
            // A bath's name is not left without its tickets under it.
            while kept > 1, ticketsSoFar[kept - 1] == ticketsSoFar[kept - 2] { kept -= 1 }
            rows = Array(rows.prefix(kept))
            rows.append(("   " + TripPurchaseText.moreInWallet(count: state.tickets.count - ticketsSoFar[kept - 1]).text, .muted))
        }
        PurchaseStepHeader.renderRows(rows + tail, in: body, on: &canvas)
    }

    private static func amountRows(_ state: TripDayPurchasedViewState,
                                   amount: (TripPurchaseText, String, Style) -> (String, Style)) -> [(String, Style)] {
        var rows: [(String, Style)] = []
        let amounts = state.amounts
        rows.append(amount(.subtotal, formatYen(amounts.subtotalYen), .normal))
        rows.append(amount(.discount, "−" + formatYen(amounts.discountYen), state.coupons.isEmpty ? .normal : Style(.success)))
        rows.append(amount(.paid, formatYen(amounts.totalYen), .accent))
        for coupon in state.coupons { rows.append(("   " + TripPurchaseText.couponUsed(title: coupon.title).text, Style(.success))) }
        rows.append(("", .normal))
        rows.append(("   " + TripPurchaseText.receiptKeys(walletKey: PurchasedScreen.keyMap.label(for: .openWallet),
                                                          backKey: KeyMention.back.label).text, .highlight))
        return rows
    }
}
