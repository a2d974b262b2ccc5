import Foundation
import Localization

/// What the wallet shows a ticket as, on a given day.
public enum TicketState: String, Hashable, Codable, Sendable, CaseIterable {
    case unused, used, expired, refunded

    public var label: String {
        CommerceText.ticketState(self).text
    }
}

/// What is stored: expiry is not stored, it follows from `validUntil` and the (injected) day.
public enum TicketStatus: String, Hashable, Codable, Sendable {
    case issued, used, refunded
}

public enum TicketTransitionError: Error, Equatable, Sendable, CustomStringConvertible {
    case alreadyUsed
    case alreadyRefunded
    case expired(VisitDate)
    case notYetValid(VisitDate)

    public var description: String {
        switch self {
        case .alreadyUsed: CommerceText.ticketAlreadyUsed.text
        case .alreadyRefunded: CommerceText.ticketAlreadyRefunded.text
        case .expired(let day): CommerceText.ticketExpired(day: "\(day)").text
        case .notYetValid(let day): CommerceText.ticketNotYetValid(day: "\(day)").text
        }
    }
}

/// One e-ticket: one unit of one product of an order.
public struct Ticket: Hashable, Codable, Sendable, Identifiable {
    public var id: String
    public var orderID: String
    public var facilityID: FacilityID
    public var facilityName: String
    public var productName: String
    public var priceYen: Int
    public var useDate: VisitDate
    public var purchasedAt: Date
    public var validUntil: VisitDate
    public var status: TicketStatus
    public var changedAt: Date?

    public init(
        id: String, orderID: String, facilityID: FacilityID, facilityName: String, productName: String, priceYen: Int,
        useDate: VisitDate, purchasedAt: Date, validUntil: VisitDate, status: TicketStatus = .issued, changedAt: Date? = nil
    ) {
        self.id = id
        self.orderID = orderID
        self.facilityID = facilityID
        self.facilityName = facilityName
        self.productName = productName
        self.priceYen = priceYen
        self.useDate = useDate
        self.purchasedAt = purchasedAt
        self.validUntil = validUntil
        self.status = status
        self.changedAt = changedAt
    }

    /// The state on `today`: an issued ticket past its last valid day is expired.
    public func state(on today: VisitDate) -> TicketState {
        switch status {
        case .used: .used
        case .refunded: .refunded
        case .issued: today > validUntil ? .expired : .unused
        }
    }

    /// At the front desk: only an unused ticket, from its date of use through its validity.
    public func using(on today: VisitDate, at now: Date) throws(TicketTransitionError) -> Ticket {
        try checkUnused(on: today)
        if today < useDate { throw .notYetValid(useDate) }
        var copy = self
        copy.status = .used
        copy.changedAt = now
        return copy
    }

    /// Refund: only an unused ticket within its validity (before its date of use too).
    public func refunding(on today: VisitDate, at now: Date) throws(TicketTransitionError) -> Ticket {
        try checkUnused(on: today)
        var copy = self
        copy.status = .refunded
        copy.changedAt = now
        return copy
    }

    private func checkUnused(on today: VisitDate) throws(TicketTransitionError) {
        switch state(on: today) {
        case .unused: return
        case .used: throw .alreadyUsed
        case .refunded: throw .alreadyRefunded
        case .expired: throw .expired(validUntil)
        }
    }

    /// What the issuer signs: every fact a front desk relies on (see `TicketPayload`).
    public var signedMessage: [UInt8] {
        Array(["\(TicketPayload.prefix)/\(TicketPayload.version)", id, facilityID.rawValue, productName, String(priceYen),
               useDate.description, validUntil.description].joined(separator: "\n").utf8)
    }

    /// Groups for the wallet, in the order 未使用, 使用済み, 期限切れ, 払い戻し; newest purchase first in each.
    public static func grouped(_ tickets: [Ticket], on today: VisitDate) -> [(state: TicketState, tickets: [Ticket])] {
        TicketState.allCases.compactMap { state in
            let matching = tickets.filter { $0.state(on: today) == state }
                .sorted { ($0.purchasedAt, $0.id) > ($1.purchasedAt, $1.id) }
            return matching.isEmpty ? nil : (state, matching)
        }
    }
}

/// The QR payload: `yumeguri-ticket:2:<ticket id>:<signature>`, the signature (Ed25519, base64url)
/// made with the installation's issuer key over `Ticket.signedMessage` — id, facility, product and
/// price, date of use and validity. The desk rebuilds that message from the ticket it finds by id,
/// so changing any of those facts, or the id, or the signature, makes the check fail, and so does a
/// payload signed by another installation. The facts themselves are not in the code: with them the
/// symbol would need version 9 (61 modules with its quiet zone), taller than most terminals.
public enum TicketPayload {
    public static let prefix = "yumeguri-ticket"
    public static let version = "2"

    public static func make(ticketID: String, signature: [UInt8]) -> String {
        "\(prefix):\(version):\(ticketID):\(Base64URL.encode(signature))"
    }

    public enum Problem: Error, Equatable, Sendable {
        /// Not a yumeguri ticket at all.
        case notATicket
        /// The first kind of ticket code, with check digits anyone could compute: no longer accepted.
        case unsigned
        case malformed
    }

    /// The ticket id and signature of a well-formed payload.
    public static func parse(_ payload: String) throws(Problem) -> (ticketID: String, signature: [UInt8]) {
        let parts = payload.trimmingCharacters(in: .whitespacesAndNewlines)
            .split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.first == prefix else { throw .notATicket }
        if parts.count == 3 { throw .unsigned }
        guard parts.count == 4, parts[1] == version, !parts[2].isEmpty, parts[2].count <= 64,
              let signature = Base64URL.decode(parts[3]), signature.count == 64 else { throw .malformed }
        return (parts[2], signature)
    }
}

/// RFC 4648 base64url without padding: what fits a QR code's byte mode and a shell argument.
public enum Base64URL {
    public static func encode(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// Only the canonical encoding: the unused low bits of the last character must be zero.
    /// Foundation's decoder ignores them, so without this check one signature had two (or, for
    /// other lengths, up to sixteen) spellings, each a valid code for the same ticket.
    public static func decode(_ text: String) -> [UInt8]? {
        guard text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else { return nil }
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while base64.count % 4 != 0 { base64 += "=" }
        guard let bytes = Data(base64Encoded: base64).map(Array.init), encode(bytes) == text else { return nil }
        return bytes
    }
}

extension Ticket {
    /// When a used ticket was used (at its own facility: a desk refuses it anywhere else); nil for
    /// any other.
    public var usedAt: Date? { status == .used ? changedAt : nil }

    /// "使用 2026-11-28 10:12 · 草津温泉" / "used … · Kusatsu Onsen 草津温泉" for a used ticket: when
    /// and where, as the wallet shows it (`bath`: the area's name as the screen shows it, by
    /// default the one the ticket kept).
    public func useText(bath: String? = nil) -> String? {
        usedAt.map { CommerceText.ticketUsed(when: formatJapanDateTime($0), bath: bath ?? facilityName).text }
    }

    /// The product's name in the language in force (the sample shop's names; another as stored).
    public var productTitle: String { ProductName.localized(productName) }
}
