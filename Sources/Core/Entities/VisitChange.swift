import Foundation

/// A correction of a stored visit: each field given replaces the stored one, the rest stay. The
/// area is not part of it (a visit to another bath is another visit: delete and record).
public struct VisitChange: Hashable, Sendable {
    public var date: VisitDate?
    public var rating: Int?
    public var note: String?

    public init(date: VisitDate? = nil, rating: Int? = nil, note: String? = nil) {
        self.date = date
        self.rating = rating
        self.note = note
    }

    public var isEmpty: Bool { date == nil && rating == nil && note == nil }

    /// `visit` with this change applied, as a draft to validate the way a new visit is.
    public func applied(to visit: Visit) -> VisitDraft {
        VisitDraft(facilityID: visit.facilityID, date: date ?? visit.date, rating: rating ?? visit.rating, note: note ?? visit.note)
    }

    /// Why `visit` cannot be changed so on `today` (in Japan time), or nil: the rules of adding.
    public func problem(for visit: Visit, today: VisitDate) -> String? {
        if isEmpty { return "nothing to change: give --date, --rating or --note" }
        return applied(to: visit).problem(today: today)
    }
}

/// The visit a ticket records when it is used at a desk (`yumeguri desk verify`, the in-app desk,
/// the wallet's own "use at the front desk"): the same rating a pass entry records, a note that
/// says which ticket, and the day of use in Japan time.
public enum TicketVisit {
    public static let rating = RallyPassTerms.visitRating

    public static func note(productName: String) -> String {
        let note = "e-ticket \(productName)"
        // The product name comes from a stored row: it must pass the note's own rules.
        let clean = String(note.unicodeScalars.filter { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) }.map(Character.init))
        return String(clean.prefix(VisitDraft.maxNoteLength))
    }

    public static func day(usedAt date: Date) -> VisitDate { VisitDate(date, timeZone: JapanTime.timeZone) }
}
