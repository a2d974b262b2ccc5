import Localization

/// The desk's verdicts and the wallet's and code reader's errors (`DeskVerdict`, `DeskRejection`,
/// `WalletError`, `TicketCodeReaderError`): each case one whole sentence, its values as
/// placeholders; `TicketDeskText+ja.swift` and `TicketDeskText+en.swift` give each its text.
public enum TicketDeskText: SampledCatalog, Equatable {
    case accepted(facility: String, product: String, useDate: String, id: String)
    case passAccepted(rally: String, bath: String, left: Int, of: Int, id: String)
    case rejected(reason: String)
    case notATicket
    case unsigned
    case forged
    case wrongFacility(expected: String, actual: String)
    case notYetValid(day: String)
    case expired(day: String)
    case alreadyUsed
    case refunded
    case couldNotCheck(message: String)
    case passNeedsFacility
    case notOneCode(reason: String)
    case noSuchTicket
    case couldNotSave(message: String)
    case unreadableImage(reason: String)
    case noSuchFile(path: String)

    public static let samples: [TicketDeskText] = [
        .accepted(facility: "草津", product: "大人", useDate: "2026-12-05", id: "T1"),
        .passAccepted(rally: "草津", bath: "草津", left: 1, of: 3, id: "P1"),
        .passAccepted(rally: "草津", bath: "草津", left: 2, of: 3, id: "P1"),
        .rejected(reason: "Refunded."), .notATicket, .unsigned, .forged,
        .wrongFacility(expected: "aist-1", actual: "aist-2"), .notYetValid(day: "2026-12-05"), .expired(day: "2026-12-05"),
        .alreadyUsed, .refunded, .couldNotCheck(message: "disk full"), .passNeedsFacility, .notOneCode(reason: "two codes"),
        .noSuchTicket, .couldNotSave(message: "disk full"), .unreadableImage(reason: "no code"), .noSuchFile(path: "/tmp/a.png"),
    ]
}
