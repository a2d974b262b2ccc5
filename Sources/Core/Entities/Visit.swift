/// One recorded visit to a facility (湯めぐり記録). A facility can have many.
public struct Visit: Hashable, Sendable, Identifiable {
    public var id: Int64
    public var facilityID: FacilityID
    public var date: VisitDate
    public var rating: Int
    public var note: String

    public init(id: Int64, facilityID: FacilityID, date: VisitDate, rating: Int, note: String) {
        self.id = id
        self.facilityID = facilityID
        self.date = date
        self.rating = rating
        self.note = note
    }

    /// `★★★☆☆`, or `***..` without decoration.
    public static func stars(_ rating: Int, ascii: Bool = false) -> String {
        let filled = max(0, min(5, rating))
        return String(repeating: ascii ? "*" : "★", count: filled) + String(repeating: ascii ? "." : "☆", count: 5 - filled)
    }
}

/// A visit before it is stored: what the form and the importer produce.
public struct VisitDraft: Hashable, Sendable {
    public var facilityID: FacilityID
    public var date: VisitDate
    public var rating: Int
    public var note: String

    public static let ratings = 1...5
    public static let maxNoteLength = 200
    /// Scalars, too: one character can carry any number of combining marks.
    public static let maxNoteScalars = 1_000

    public init(facilityID: FacilityID, date: VisitDate, rating: Int, note: String) {
        self.facilityID = facilityID
        self.date = date
        self.rating = rating
        self.note = note
    }

    /// Why this draft cannot be stored on `today` (in Japan time, where the baths are), or nil
    /// when it can: a visit is in the past or today, or it would count as a stamp not yet earned.
    public func problem(today: VisitDate) -> String? { rule(today: today)?.text }

    /// Why this draft cannot be stored, whatever the date, or nil when it can.
    public var problem: String? { rule?.text }

    /// `problem(today:)` as its catalog key, for a message put into words later (an import's row).
    public func rule(today: VisitDate) -> VisitRulesText? {
        if date > today { return .futureDate(date: "\(date)", today: "\(today)") }
        return rule
    }

    /// `problem` as its catalog key.
    public var rule: VisitRulesText? {
        if !facilityID.isWellFormed { return .notAFacilityID(id: facilityID.rawValue) }
        if !Self.ratings.contains(rating) { return .ratingOutOfRange(rating: rating) }
        // A note of at most maxNoteLength bytes cannot be longer in characters or code points.
        if note.utf8.count > Self.maxNoteLength && note.count > Self.maxNoteLength { return .noteTooLong(limit: Self.maxNoteLength) }
        if note.utf8.count > Self.maxNoteScalars && note.unicodeScalars.count > Self.maxNoteScalars {
            return .noteTooManyScalars(limit: Self.maxNoteScalars)
        }
        // The control category (Cc) is exactly C0, DEL and C1.
        if note.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) { return .noteControlCharacters }
        return nil
    }
}
