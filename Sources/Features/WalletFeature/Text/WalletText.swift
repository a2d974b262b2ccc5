import Localization

/// The wallet's, a ticket's and a pass's catalog keys: each case one whole sentence or label, its
/// values as placeholders; `WalletText+ja.swift` and `WalletText+en.swift` give each its text.
public enum WalletText: SampledCatalog, Equatable {
    // Key summaries, and the status bar's shorter words.
    case keyOpen, hintOpen, keyReload, keyCoupons, hintCoupons, keyDesk
    case keyUse, hintUse, keyRefund, keyShare, hintShare, keyYes, keyNo
    // Titles.
    case tabTitle, ticketTitle
    // The wallet.
    case walletHeading(name: String)
    case loading
    case noTicketsYet
    case howToBuy(key: String)
    case pendingHeading(count: Int, key: String)
    case pendingTicketsRow(title: String, count: Int, total: String, useDate: String, reviewed: String)
    case pendingPassesRow(title: String, count: Int, total: String, reviewed: String)
    case passesHeading(count: Int)
    case entriesLeft(left: Int, of: Int)
    case validUntilShort(date: String)
    case lastUsed(when: String, bath: String)
    case usedAt(when: String)
    case useDateAndValidity(useDate: String, validUntil: String)
    // A ticket.
    case stampUsed, stampRefunded, stampExpired, stampUsedUp
    case noSuchTicket
    case stateLine(label: String)
    case useDate(date: String)
    case validUntil(date: String)
    case number(id: String)
    case sampleTicket
    case confirmUse(answers: String)
    case confirmRefund(answers: String)
    case ticketKeys(use: String, refund: String)
    case codeNeedsTerminal(width: Int, height: Int)
    case codeLabel
    case codeUnavailable
    case onlyUnused
    case usableFrom(day: String, today: String)
    case shareTicketHeading(id: String, state: String)
    case shareTicketDates(useDate: String, validUntil: String)
    case sentToTerminal
    case markedUsed
    case refunded
    // A pass.
    case noSuchPass
    case passHeading(rally: String)
    case passState(label: String, left: Int, of: Int)
    case passValidity(from: String, until: String)
    case oneEntryPerBath
    case memberUsed(when: String)
    case memberUnused
    case samplePass
    case sharePassHeading(rally: String, id: String, state: String)
    case sharePassEntries(left: Int, of: Int, from: String, until: String)
    case sharePassBaths(names: String)

    public static let samples: [WalletText] = [
        .keyOpen, .hintOpen, .keyReload, .keyCoupons, .hintCoupons, .keyDesk,
        .keyUse, .hintUse, .keyRefund, .keyShare, .hintShare, .keyYes, .keyNo,
        .tabTitle, .ticketTitle,
        .walletHeading(name: "太郎"), .loading, .noTicketsYet, .howToBuy(key: "t"),
        .pendingHeading(count: 1, key: "Enter"),
        .pendingTicketsRow(title: "草津", count: 1, total: "¥1,200", useDate: "2026-12-05", reviewed: "12/04 10:00"),
        .pendingTicketsRow(title: "草津", count: 4, total: "¥4,800", useDate: "2026-12-05", reviewed: "12/04 10:00"),
        .pendingPassesRow(title: "草津", count: 2, total: "¥3,000", reviewed: "12/04 10:00"),
        .passesHeading(count: 2), .entriesLeft(left: 1, of: 3), .validUntilShort(date: "2026-12-05"),
        .lastUsed(when: "12/04 10:00", bath: "草津"), .usedAt(when: "12/04 10:00"),
        .useDateAndValidity(useDate: "2026-12-05", validUntil: "2027-03-05"),
        .stampUsed, .stampRefunded, .stampExpired, .stampUsedUp,
        .noSuchTicket, .stateLine(label: "unused"), .useDate(date: "2026-12-05"), .validUntil(date: "2027-03-05"),
        .number(id: "T1"), .sampleTicket, .confirmUse(answers: "y/n"), .confirmRefund(answers: "y/n"),
        .ticketKeys(use: "u", refund: "r"), .codeNeedsTerminal(width: 112, height: 64), .codeLabel, .codeUnavailable, .onlyUnused,
        .usableFrom(day: "Sat 5 Dec", today: "2026-12-04"),
        .shareTicketHeading(id: "T1", state: "unused"), .shareTicketDates(useDate: "2026-12-05", validUntil: "2027-03-05"),
        .sentToTerminal, .markedUsed, .refunded,
        .noSuchPass, .passHeading(rally: "草津"), .passState(label: "active", left: 1, of: 3), .passState(label: "active", left: 2, of: 3),
        .passValidity(from: "2026-12-05", until: "2027-03-05"), .oneEntryPerBath, .memberUsed(when: "12/04 10:00"),
        .memberUnused, .samplePass, .sharePassHeading(rally: "草津", id: "P1", state: "active"),
        .sharePassEntries(left: 1, of: 3, from: "2026-12-05", until: "2027-03-05"), .sharePassBaths(names: "草津"),
    ]
}
