import Foundation
import Localization

/// Where and when one entry of a pass was used.
public struct PassUse: Hashable, Codable, Sendable {
    public var area: FacilityID
    public var usedAt: Date

    public init(area: FacilityID, usedAt: Date) {
        self.area = area
        self.usedAt = usedAt
    }
}

/// What the wallet shows a pass as, on a given day.
public enum PassState: String, Hashable, Codable, Sendable, CaseIterable {
    case active, usedUp, expired

    public var label: String {
        RallyDataText.passState(self).text
    }
}

/// One multi-bath pass (湯めぐり手形): N entries at the baths of one rally, one per bath, within
/// its validity. Its uses are stored beside it, one row per entry.
public struct RallyPass: Hashable, Codable, Sendable, Identifiable {
    public var id: String
    public var orderID: String
    public var terms: RallyPassTerms
    public var purchasedAt: Date
    public var validFrom: VisitDate
    public var validUntil: VisitDate
    /// Oldest first.
    public var uses: [PassUse]

    public init(id: String, orderID: String, terms: RallyPassTerms, purchasedAt: Date, validFrom: VisitDate, validUntil: VisitDate,
                uses: [PassUse] = []) {
        self.id = id
        self.orderID = orderID
        self.terms = terms
        self.purchasedAt = purchasedAt
        self.validFrom = validFrom
        self.validUntil = validUntil
        self.uses = uses
    }

    public var entriesLeft: Int { max(0, terms.entries - uses.count) }

    public func state(on today: VisitDate) -> PassState {
        if entriesLeft == 0 { return .usedUp }
        return today > validUntil ? .expired : .active
    }

    public func use(at area: FacilityID) -> PassUse? { uses.first { $0.area == area } }

    /// What the issuer signs: the id, the rally, N, every member area in order and the validity.
    /// A desk rebuilds it from the stored pass, so a change to any of them breaks the signature.
    public var signedMessage: [UInt8] {
        Array(["\(PassPayload.prefix)/\(PassPayload.version)", id, terms.rallyID.rawValue, String(terms.entries),
               terms.areas.map(\.rawValue).joined(separator: ","), validFrom.description, validUntil.description]
            .joined(separator: "\n").utf8)
    }

    /// Wallet order: passes that can still be used first, then newest purchase first.
    public static func sortedForWallet(_ passes: [RallyPass], on today: VisitDate) -> [RallyPass] {
        passes.sorted { a, b in
            let (activeA, activeB) = (a.state(on: today) == .active, b.state(on: today) == .active)
            if activeA != activeB { return activeA }
            return (a.purchasedAt, a.id) > (b.purchasedAt, b.id)
        }
    }
}

/// Why a pass cannot be used for an entry at a desk.
public enum PassUseProblem: Error, Equatable, Sendable, CustomStringConvertible {
    case notInRally(FacilityID)
    case alreadyUsedHere(Date)
    case noEntriesLeft(Int)
    case notYetValid(VisitDate)
    case expired(VisitDate)

    public var description: String {
        switch self {
        case .notInRally(let area): RallyDataText.notInRally(area: DisplayText.cut(area.rawValue)).text
        case .alreadyUsedHere: RallyDataText.alreadyUsedHere.text
        case .noEntriesLeft(let entries): RallyDataText.noEntriesLeft(entries: entries).text
        case .notYetValid(let day): RallyDataText.notYetValid(day: "\(day)").text
        case .expired(let day): RallyDataText.expired(day: "\(day)").text
        }
    }
}

extension RallyPass {
    /// The checks a desk makes before it tries to take an entry (the store checks again, atomically).
    public func checkUse(at area: FacilityID, on today: VisitDate) throws(PassUseProblem) {
        guard terms.areas.contains(area) else { throw .notInRally(area) }
        if today < validFrom { throw .notYetValid(validFrom) }
        if today > validUntil { throw .expired(validUntil) }
        if let earlier = use(at: area) { throw .alreadyUsedHere(earlier.usedAt) }
        if entriesLeft == 0 { throw .noEntriesLeft(terms.entries) }
    }
}

/// What the store did with one request to take an entry.
public enum PassEntryResult: Hashable, Sendable {
    /// The use taken, and every use of the pass as the taking transaction saw them.
    case taken(PassUse, uses: [PassUse])
    case alreadyUsedHere(Date)
    case noEntriesLeft
    case noSuchPass
}
