import Localization

/// The sentences of a trip day's purchase (issue 31 §7): its products, review and receipt.
/// `TripPurchaseText+ja.swift` and `+en.swift` give each case its sentence.
enum TripPurchaseText: SampledCatalog {
    case loading
    /// `2日目 12/05 (土)`: the day of the trip and its date with weekday and holiday.
    case dayHeading(day: Int, date: String)
    case useDate(date: String)
    case dayTotal(tickets: Int, baths: Int, total: String)
    case closedLeftOut(name: String, notice: String, keepKey: String)
    case closedKept(name: String, notice: String)
    case missingBaths(count: Int)
    case dateIsTheDays
    case noPlan
    case noSuchDay(day: Int, days: Int)
    case noBaths(day: Int)
    case dayPast(date: String)
    case dayTooFar(date: String, validityDays: Int)
    case reviewTitle
    case couponLine(title: String)
    case couponsHint(changeKey: String, removeKey: String)
    case couponsUnused(useKey: String)
    case total
    case includedTax
    case orderSummary(orders: Int, tickets: Int, date: String)
    case payment(card: String)
    case confirmLine(confirmKey: String, backKey: String)
    case purchasing
    case closedWarning(name: String, notice: String)
    case bought(orders: Int, tickets: Int)
    case ticketRow(id: String, product: String, useDate: String, validUntil: String)
    case subtotal
    case discount
    case paid
    case couponUsed(title: String)
    case receiptKeys(walletKey: String, backKey: String)
    case noSuchOrders
    case moreInWallet(count: Int)

    static let samples: [TripPurchaseText] = [
        .loading, .dayHeading(day: 2, date: "12/05 (土)"), .useDate(date: "12/05 (土)"),
        .dayTotal(tickets: 1, baths: 1, total: "¥800"), .dayTotal(tickets: 4, baths: 2, total: "¥2,400"),
        .closedLeftOut(name: "鉄輪温泉", notice: "12/08 (火) は休業", keepKey: "l"), .closedKept(name: "鉄輪温泉", notice: "12/08 (火) は休業"),
        .missingBaths(count: 1), .missingBaths(count: 2), .dateIsTheDays, .noPlan, .noSuchDay(day: 3, days: 2), .noBaths(day: 1),
        .dayPast(date: "11/20 (金)"), .dayTooFar(date: "2027-06-01 (火)", validityDays: 90), .reviewTitle, .couponLine(title: "入浴料100円引き"),
        .couponsHint(changeKey: "c", removeKey: "x"), .couponsUnused(useKey: "c"), .total, .includedTax,
        .orderSummary(orders: 1, tickets: 1, date: "12/05 (土)"), .orderSummary(orders: 2, tickets: 4, date: "12/05 (土)"),
        .payment(card: "VISA •••• 4242"), .confirmLine(confirmKey: "y", backKey: "Esc"), .purchasing,
        .closedWarning(name: "鉄輪温泉", notice: "12/08 (火) は休業"), .bought(orders: 1, tickets: 1), .bought(orders: 2, tickets: 4),
        .ticketRow(id: "T-1", product: "大人 入浴券", useDate: "2026-12-05", validUntil: "2027-02-26"), .subtotal, .discount, .paid,
        .couponUsed(title: "入浴料100円引き"), .receiptKeys(walletKey: "Enter", backKey: "Esc"), .noSuchOrders,
        .moreInWallet(count: 1), .moreInWallet(count: 3),
    ]
}
