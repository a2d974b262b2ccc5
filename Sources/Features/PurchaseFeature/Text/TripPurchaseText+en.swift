extension TripPurchaseText {
    var en: String {
        switch self {
        case .loading: "Loading…"
        case .dayHeading(let day, let date): "Day \(day), \(date)"
        case .useDate(let date): "Date of use: \(date) (the trip day's)"
        case .dayTotal(let tickets, let baths, let total):
            "\(tickets) \(tickets == 1 ? "ticket" : "tickets") at \(baths) \(baths == 1 ? "bath" : "baths") · total \(total) incl. tax"
        case .closedLeftOut(let name, let notice, let key): "⚠ \(name): \(notice) — left out of the order (\(key) keeps it)"
        case .closedKept(let name, let notice): "⚠ \(name): \(notice) — kept in the order"
        case .missingBaths(let count): "\(count) \(count == 1 ? "bath is" : "baths are") not in the catalog and not included"
        case .dateIsTheDays: "The date of use is the trip day's date (move the plan's date to change it)"
        case .noPlan: "No such plan."
        case .noSuchDay(let day, let days): "There is no day \(day): the plan has \(days) \(days == 1 ? "day" : "days")."
        case .noBaths(let day): "Day \(day) has no hot springs."
        case .dayPast(let date): "\(date) has passed: tickets are sold for today and later."
        case .dayTooFar(let date, let days): "\(date) is too far ahead: a ticket is used within \(days) days of buying it."
        case .reviewTitle: "Review your order (one payment)"
        case .couponLine(let title): "Coupon \(title)"
        case .couponsHint(let change, let remove): "[sample] \(change) or \(remove): use no coupons"
        case .couponsUnused(let key): "No coupons used — \(key): use them"
        case .total: "Total (incl. tax)"
        case .includedTax: "of which 10% tax"
        case .orderSummary(let orders, let tickets, let date):
            "\(orders) \(orders == 1 ? "order" : "orders") · \(tickets) \(tickets == 1 ? "ticket" : "tickets") · for \(date)"
        case .payment(let card): "Payment: \(card)"
        case .confirmLine(let confirm, let back): "\(confirm): confirm the purchase   \(back): back"
        case .purchasing: "Purchasing…"
        case .closedWarning(let name, let notice): "⚠ \(name): \(notice)"
        case .bought(let orders, let tickets):
            "Bought \(tickets) \(tickets == 1 ? "ticket" : "tickets") in \(orders) \(orders == 1 ? "order" : "orders")."
        case .ticketRow(let id, let product, let useDate, let validUntil): "\(id)  \(product)  use \(useDate)  until \(validUntil)"
        case .subtotal: "Subtotal"
        case .discount: "Discount"
        case .paid: "Total paid (incl. tax)"
        case .couponUsed(let title): "Coupon used: \(title) [sample]"
        case .receiptKeys(let wallet, let back): "\(wallet): open the wallet   \(back): back"
        case .noSuchOrders: "No such order."
        case .moreInWallet(let count): "… and \(count) more \(count == 1 ? "ticket" : "tickets") in the wallet"
        }
    }
}
