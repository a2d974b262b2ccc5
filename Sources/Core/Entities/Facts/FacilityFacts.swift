import Foundation
import Localization

/// What the user knows better than the sample about one facility: its opening hours and closing
/// days (OpenStreetMap `opening_hours`), its price and free notes (tattoo policy, 貸切, bus times).
/// Each part is optional; one that is absent leaves the sample's in place.
public struct FacilityFacts: Hashable, Sendable {
    public var facilityID: FacilityID
    public var hours: OSMOpeningHours?
    /// An adult's bath, in yen.
    public var priceYen: Int?
    public var note: String?
    public var updatedAt: Date

    public static let priceRange = 0...100_000
    public static let maximumNoteLength = 500

    public init(facilityID: FacilityID, hours: OSMOpeningHours? = nil, priceYen: Int? = nil, note: String? = nil, updatedAt: Date) {
        self.facilityID = facilityID
        self.hours = hours
        self.priceYen = priceYen
        self.note = note
        self.updatedAt = updatedAt
    }

    /// Nothing left to say: stored as no row at all.
    public var isEmpty: Bool { hours == nil && priceYen == nil && note == nil }

    /// Why these facts cannot be stored, or nil.
    public var problem: String? {
        if !facilityID.isWellFormed { return FactsText.notAFacilityID(id: facilityID.rawValue).text }
        if let priceYen { if let problem = Self.priceProblem(priceYen) { return problem } }
        if let note { if let problem = Self.noteProblem(note) { return problem } }
        return nil
    }

    public static func priceProblem(_ yen: Int) -> String? {
        priceRange.contains(yen) ? nil : FactsText.priceRange(lowest: priceRange.lowerBound, highest: priceRange.upperBound.formatted()).text
    }

    /// A note is one line of shown text: no control character, line separator or direction override.
    public static func noteProblem(_ note: String) -> String? {
        if note.unicodeScalars.count > maximumNoteLength { return FactsText.noteTooLong(limit: maximumNoteLength).text }
        if let bad = note.unicodeScalars.first(where: isUnsafe) {
            return FactsText.noteUnsafe(scalar: "U+" + String(bad.value, radix: 16, uppercase: true)).text
        }
        return nil
    }

    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
        default: false
        }
    }

    /// The hours this facility is planned by: these, else the sample's.
    public func effectiveHours(sample: OpeningHours) -> FacilityHours {
        FacilityHours(sample: sample, user: hours)
    }
}

extension FacilityHours {
    /// The user's hours from `facts` when they gave some, else the sample's.
    public static func effective(sample: OpeningHours, facts: FacilityFacts?) -> FacilityHours {
        FacilityHours(sample: sample, user: facts?.hours)
    }
}

/// A fact with its source, for a screen or a JSON that must say whose it is.
public struct SourcedFact<Value: Hashable & Sendable>: Hashable, Sendable {
    public var value: Value
    public var source: FactSource

    public init(_ value: Value, source: FactSource) {
        self.value = value
        self.source = source
    }
}
