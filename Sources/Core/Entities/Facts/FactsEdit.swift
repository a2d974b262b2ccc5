import Foundation
import Localization

/// A change to a facility's facts, field by field (`facts set ID --hours … --note ""`).
public struct FactsEdit: Hashable, Sendable {
    public enum Field<Value: Hashable & Sendable>: Hashable, Sendable {
        case keep
        case set(Value)
        case clear
    }

    public var hours: Field<String>
    public var priceYen: Field<Int>
    public var note: Field<String>

    public init(hours: Field<String> = .keep, priceYen: Field<Int> = .keep, note: Field<String> = .keep) {
        self.hours = hours
        self.priceYen = priceYen
        self.note = note
    }

    public var changesNothing: Bool { hours == .keep && priceYen == .keep && note == .keep }

    /// `current` (or nothing) with this edit made, checked field by field.
    public func applied(to current: FacilityFacts?, id: FacilityID, now: Date) throws(FactsProblem) -> FacilityFacts {
        var facts = current ?? FacilityFacts(facilityID: id, updatedAt: now)
        facts.updatedAt = now
        switch hours {
        case .keep: break
        case .clear: facts.hours = nil
        case .set(let text):
            do { facts.hours = try OSMOpeningHours(parsing: text) } catch { throw .hours(error) }
        }
        switch priceYen {
        case .keep: break
        case .clear: facts.priceYen = nil
        case .set(let yen):
            if let problem = FacilityFacts.priceProblem(yen) { throw .price(problem) }
            facts.priceYen = yen
        }
        switch note {
        case .keep: break
        case .clear: facts.note = nil
        case .set(let text):
            if let problem = FacilityFacts.noteProblem(text) { throw .note(problem) }
            facts.note = text
        }
        return facts
    }
}

/// Why facts were not stored.
public enum FactsProblem: Error, Equatable, Sendable, CustomStringConvertible {
    case hours(OpeningHoursSyntaxError)
    case price(String)
    case note(String)
    case unknownFacility(FacilityID)
    case storage(UserDataError)

    public var description: String {
        switch self {
        case .hours(let error): error.description
        case .price(let reason), .note(let reason): reason
        case .unknownFacility(let id): FactsText.notInCatalog(id: id.rawValue).text
        case .storage(let error): error.description
        }
    }
}
