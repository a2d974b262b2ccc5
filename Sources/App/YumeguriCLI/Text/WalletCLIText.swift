import Localization

/// `tickets` and `coupons`: the account, the PIN and the wallet's lines; each case one whole sentence.
enum WalletCLIText: SampledCatalog {
    case notSignedIn
    case pinPrompt
    case pinInputClosed
    case pinEmpty
    case chooseJSONOrICS
    case walletSummary(account: String, tickets: Int, passes: Int)
    case pendingOrdersHeader(Int)
    case pendingOrder(title: String, tickets: Int, total: String, useDate: String, savedAt: String, route: String)
    case passesHeader(Int)
    case pass(id: String, rally: String, state: String, left: Int, entries: Int, from: String, until: String)
    case ticket(id: String, facility: String, product: String, useDate: String, validUntil: String)
    case usedTicket(id: String, facility: String, product: String, useDate: String, validUntil: String, usedAt: String)
    case ticketEventSummary(facility: String, product: String)
    case ticketEventLocation(facility: String, facilityID: String)
    case ticketEventDescription(id: String, state: String, validUntil: String, facilityID: String)
    case passEventSummary(rally: String, left: Int, entries: Int)
    case passEventLocation(baths: [String])
    case passEventDescription(id: String, state: String, from: String, until: String, entries: Int)
    case couponsSummary(account: String, coupons: Int)
    case coupon(facilityID: String, title: String, validity: String)

    static let samples: [WalletCLIText] = [
        .notSignedIn, .pinPrompt, .pinInputClosed, .pinEmpty, .chooseJSONOrICS,
        .walletSummary(account: "a@example.com", tickets: 1, passes: 1), .walletSummary(account: "a@example.com", tickets: 4, passes: 0),
        .pendingOrdersHeader(1), .pendingOrder(title: "草津", tickets: 1, total: "¥1,200", useDate: "2026-12-05", savedAt: "12/01 10:00", route: "facility/aist-2711/ticket"),
        .pendingOrder(title: "草津", tickets: 2, total: "¥2,400", useDate: "2026-12-05", savedAt: "12/01 10:00", route: "facility/aist-2711/ticket"),
        .passesHeader(2), .pass(id: "P1", rally: "別府八湯", state: "使用可", left: 3, entries: 8, from: "2026-12-01", until: "2026-12-31"),
        .ticket(id: "T1", facility: "草津", product: "入浴券", useDate: "2026-12-05", validUntil: "2026-12-05"),
        .usedTicket(id: "T1", facility: "草津", product: "入浴券", useDate: "2026-12-05", validUntil: "2026-12-05", usedAt: "12/05 10:00"),
        .ticketEventSummary(facility: "草津", product: "入浴券"),
        .ticketEventLocation(facility: "草津", facilityID: "aist-2711"),
        .ticketEventDescription(id: "T1", state: "使用可", validUntil: "2026-12-05", facilityID: "aist-2711"),
        .passEventSummary(rally: "別府八湯", left: 3, entries: 8),
        .passEventLocation(baths: ["草津", "別府八湯"]),
        .passEventDescription(id: "P1", state: "使用可", from: "2026-12-01", until: "2026-12-31", entries: 1),
        .passEventDescription(id: "P1", state: "使用可", from: "2026-12-01", until: "2026-12-31", entries: 8),
        .couponsSummary(account: "a@example.com", coupons: 1), .couponsSummary(account: "a@example.com", coupons: 3),
        .coupon(facilityID: "aist-2711", title: "100円引き", validity: "〜2026-12-31"),
    ]

    /// The Japanese sample values the audit lets through in English (names and labels from the data).
    static let sampleNames = ["草津", "別府八湯", "入浴券", "使用可", "100円引き", "〜"]
}
