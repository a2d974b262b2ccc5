import Entities
import Foundation
import Localization

/// The visit log as files: export to CSV or JSON, and import from either. Import checks every row
/// before anything is stored and names the first bad one by its line, like an editor would.
public enum VisitTransfer {
    public enum Format: String, CaseIterable, Sendable { case csv, json }

    public static let csvHeader = ["date", "facility_id", "name", "prefecture", "rating", "note"]

    /// Names and prefectures are written for people reading the file; import ignores them. Newest
    /// first, as the visit log's table and screen list them.
    public static func export(_ visits: [Visit], format: Format, listing: (FacilityID) -> FacilityListing?) -> String {
        let newestFirst = visits.sorted { ($0.date, $0.id) > ($1.date, $1.id) }
        switch format {
        case .csv:
            let lines = newestFirst.map { visit in
                let place = listing(visit.facilityID)
                return [visit.date.description, visit.facilityID.rawValue, place?.name ?? "", place?.prefectureName ?? "",
                        String(visit.rating), visit.note].map(csvField).joined(separator: ",")
            }
            return ([csvHeader.joined(separator: ",")] + lines).joined(separator: "\n") + "\n"
        case .json:
            let rows = newestFirst.map { visit in
                let place = listing(visit.facilityID)
                return Row(id: visit.id, date: visit.date.description, facilityId: visit.facilityID.rawValue, name: place?.name,
                           prefecture: place?.prefectureName, rating: visit.rating, note: visit.note)
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return ((try? encoder.encode(rows)).map { String(decoding: $0, as: UTF8.self) } ?? "[]") + "\n"
        }
    }

    struct Row: Codable {
        /// The stored id (`visits edit ID`, `visits delete ID`); import ignores it.
        var id: Int64?
        var date: String
        var facilityId: String
        var name: String?
        var prefecture: String?
        var rating: Int
        var note: String?
    }

    /// Parses a CSV or JSON (by its first non-blank character) visit file. `knownFacility` says
    /// whether an id is in the catalog, so a typo is caught before anything is stored.
    public static func parse(_ text: String, knownFacility: @escaping (FacilityID) -> Bool,
                             today: VisitDate) throws(UserDataError) -> [VisitDraft] {
        var parser = VisitFileParser(knownFacility: knownFacility, today: today)
        try parser.feed(Array(text.utf8)[...])
        try parser.finish()
        return parser.takeRows()
    }

    static func draft(date: String, id: String, rating: String, note: String, line: Int,
                      knownFacility: (FacilityID) -> Bool, today: VisitDate) throws(UserDataError) -> VisitDraft {
        let day: VisitDate
        do { day = try VisitDate(parsing: trimmed(date)) } catch { throw .badImportRow(line: line, reason: .date(error.cut)) }
        guard let stars = Int(trimmed(rating)) else {
            throw .badImportRow(line: line, reason: .ratingNotANumber(DisplayText.cut(rating)))
        }
        let facility = FacilityID(trimmed(id))
        let draft = VisitDraft(facilityID: facility, date: day, rating: stars, note: note)
        if let rule = draft.rule(today: today) { throw .badImportRow(line: line, reason: .rule(rule.cut.localized)) }
        guard knownFacility(facility) else { throw .badImportRow(line: line, reason: .unknownFacility(DisplayText.cut(facility.rawValue))) }
        return draft
    }

    /// Without surrounding white space. Most fields have none, and are returned as they are
    /// without Foundation's slower trimming.
    static func trimmed(_ text: String) -> String {
        guard let first = text.utf8.first, let last = text.utf8.last else { return text }
        func plain(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x80 }
        return plain(first) && plain(last) ? text : text.trimmingCharacters(in: .whitespaces)
    }

    // MARK: CSV

    static func csvField(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

/// A row's own text, quoted in a reason, is cut to one short line: a file can hold anything.
extension VisitDate.ParseError {
    fileprivate var cut: Self {
        switch self {
        case .format(let text): .format(DisplayText.cut(text))
        case .noSuchDay(let text): .noSuchDay(DisplayText.cut(text))
        }
    }
}

extension VisitRulesText {
    fileprivate var cut: Self {
        if case .notAFacilityID(let id) = self { return .notAFacilityID(id: DisplayText.cut(id)) }
        return self
    }
}
