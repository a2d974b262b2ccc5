import Foundation

/// What the wallet shows a ticket as, on a given day.
public enum TicketState: String, Hashable, Codable, Sendable, CaseIterable {
    case unused, used, expired, refunded

    public var label: String {
        switch self {
        case .unused: "未使用"
        case .used: "使用済み"
        case .expired: "期限切れ"
        case .refunded: "払い戻し"
        }
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
        case .alreadyUsed: "このチケットは使用済みです (already used)"
        case .alreadyRefunded: "このチケットは払い戻し済みです (already refunded)"
        case .expired(let day): "有効期限 \(day) を過ぎています (expired)"
        case .notYetValid(let day): "利用日 \(day) から使えます (valid from its date of use)"
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

    /// What the QR code carries: `yumeguri-ticket:<id>:<check digits>`.
    public var qrPayload: String { TicketPayload.make(ticketID: id) }

    /// Groups for the wallet, in the order 未使用, 使用済み, 期限切れ, 払い戻し; newest purchase first in each.
    public static func grouped(_ tickets: [Ticket], on today: VisitDate) -> [(state: TicketState, tickets: [Ticket])] {
        TicketState.allCases.compactMap { state in
            let matching = tickets.filter { $0.state(on: today) == state }
                .sorted { ($0.purchasedAt, $0.id) > ($1.purchasedAt, $1.id) }
            return matching.isEmpty ? nil : (state, matching)
        }
    }
}

/// The QR payload and its check digits, so a front desk can reject a mistyped or forged id.
public enum TicketPayload {
    public static let prefix = "yumeguri-ticket"

    /// Four decimal digits derived from the id (FNV-1a), zero padded.
    public static func checkDigits(_ ticketID: String) -> String {
        let value = fnv1a64("\(prefix):\(ticketID)") % 10_000
        let text = String(value)
        return String(repeating: "0", count: 4 - text.count) + text
    }

    public static func make(ticketID: String) -> String { "\(prefix):\(ticketID):\(checkDigits(ticketID))" }

    /// The ticket id of a well-formed payload whose check digits match, else nil.
    public static func parse(_ payload: String) -> String? {
        let parts = payload.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3, parts[0] == prefix, !parts[1].isEmpty, checkDigits(parts[1]) == parts[2] else { return nil }
        return parts[1]
    }
}
