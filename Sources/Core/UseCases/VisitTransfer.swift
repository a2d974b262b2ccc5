import Entities
import Foundation

/// The visit log as files: export to CSV or JSON, and import from either. Import checks every row
/// before anything is stored and names the first bad one by its line, like an editor would.
public enum VisitTransfer {
    public enum Format: String, CaseIterable, Sendable { case csv, json }

    public static let csvHeader = ["date", "facility_id", "name", "prefecture", "rating", "note"]

    /// Names and prefectures are written for people reading the file; import ignores them.
    public static func export(_ visits: [Visit], format: Format, listing: (FacilityID) -> FacilityListing?) -> String {
        let oldestFirst = visits.sorted { ($0.date, $0.id) < ($1.date, $1.id) }
        switch format {
        case .csv:
            let lines = oldestFirst.map { visit in
                let place = listing(visit.facilityID)
                return [visit.date.description, visit.facilityID.rawValue, place?.name ?? "", place?.prefectureName ?? "",
                        String(visit.rating), visit.note].map(csvField).joined(separator: ",")
            }
            return ([csvHeader.joined(separator: ",")] + lines).joined(separator: "\n") + "\n"
        case .json:
            let rows = oldestFirst.map { visit in
                let place = listing(visit.facilityID)
                return Row(date: visit.date.description, facilityId: visit.facilityID.rawValue, name: place?.name,
                           prefecture: place?.prefectureName, rating: visit.rating, note: visit.note)
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return ((try? encoder.encode(rows)).map { String(decoding: $0, as: UTF8.self) } ?? "[]") + "\n"
        }
    }

    struct Row: Codable {
        var date: String
        var facilityId: String
        var name: String?
        var prefecture: String?
        var rating: Int
        var note: String?
    }

    /// Parses a CSV or JSON (by its first non-blank character) visit file. `knownFacility` says
    /// whether an id is in the catalog, so a typo is caught before anything is stored.
    public static func parse(_ text: String, knownFacility: (FacilityID) -> Bool) throws(UserDataError) -> [VisitDraft] {
        let trimmed = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        return trimmed.first == "[" ? try parseJSON(text, knownFacility: knownFacility) : try parseCSV(text, knownFacility: knownFacility)
    }

    static func draft(date: String, id: String, rating: String, note: String, line: Int,
                      knownFacility: (FacilityID) -> Bool) throws(UserDataError) -> VisitDraft {
        let day: VisitDate
        do { day = try VisitDate(parsing: date.trimmingCharacters(in: .whitespaces)) } catch { throw .badImportRow(line: line, reason: error.description) }
        guard let stars = Int(rating.trimmingCharacters(in: .whitespaces)) else {
            throw .badImportRow(line: line, reason: "rating '\(rating)' is not a number from 1 to 5")
        }
        let facility = FacilityID(id.trimmingCharacters(in: .whitespaces))
        let draft = VisitDraft(facilityID: facility, date: day, rating: stars, note: note)
        if let problem = draft.problem { throw .badImportRow(line: line, reason: problem) }
        guard knownFacility(facility) else { throw .badImportRow(line: line, reason: "no hot-spring area with id \(facility.rawValue)") }
        return draft
    }

    // MARK: CSV

    static func parseCSV(_ text: String, knownFacility: (FacilityID) -> Bool) throws(UserDataError) -> [VisitDraft] {
        let records = try csvRecords(text)
        guard let (header, _) = records.first else { throw .badImportRow(line: 1, reason: "empty file, expected a header row") }
        let names = header.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        func column(_ name: String) throws(UserDataError) -> Int {
            guard let index = names.firstIndex(of: name) else { throw .badImportRow(line: 1, reason: "missing column '\(name)'") }
            return index
        }
        let date = try column("date"), id = try column("facility_id"), rating = try column("rating")
        let note = names.firstIndex(of: "note")
        var drafts: [VisitDraft] = []
        for (fields, line) in records.dropFirst() {
            guard fields.count == header.count else {
                throw .badImportRow(line: line, reason: "expected \(header.count) fields, found \(fields.count)")
            }
            drafts.append(try draft(date: fields[date], id: fields[id], rating: fields[rating], note: note.map { fields[$0] } ?? "",
                                    line: line, knownFacility: knownFacility))
        }
        return drafts
    }

    /// RFC 4180 records with the line each starts on; blank lines are skipped.
    static func csvRecords(_ text: String) throws(UserDataError) -> [([String], Int)] {
        var records: [([String], Int)] = []
        var fields: [String] = []
        var field = ""
        var inQuotes = false
        var line = 1, start = 1
        var characters = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = characters.next()
        func endRecord() {
            fields.append(field)
            field = ""
            if !(fields.count == 1 && fields[0].isEmpty) { records.append((fields, start)) }
            fields = []
        }
        while let scalar = pending {
            pending = characters.next()
            if inQuotes {
                if scalar == "\"" {
                    if pending == "\"" { field.unicodeScalars.append("\""); pending = characters.next() } else { inQuotes = false }
                } else {
                    if scalar == "\n" { line += 1 }
                    field.unicodeScalars.append(scalar)
                }
                continue
            }
            switch scalar {
            case "\"" where field.isEmpty: inQuotes = true
            case ",": fields.append(field); field = ""
            case "\r": break
            case "\n":
                endRecord()
                line += 1
                start = line
            case "\u{FEFF}" where records.isEmpty && fields.isEmpty && field.isEmpty: break
            default: field.unicodeScalars.append(scalar)
            }
        }
        if inQuotes { throw .badImportRow(line: start, reason: "unterminated quoted field") }
        if !field.isEmpty || !fields.isEmpty { endRecord() }
        return records
    }

    static func csvField(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    // MARK: JSON

    /// One visit as the JSON export writes it. Decoded strictly: a rating is an integer (not `true`,
    /// not `"4"`), a note a string or absent.
    private struct JSONRow: Decodable {
        var date: String
        var facilityId: String
        var rating: Int
        var note: String?
    }

    static func parseJSON(_ text: String, knownFacility: (FacilityID) -> Bool) throws(UserDataError) -> [VisitDraft] {
        let lines = objectStartLines(text)
        func line(of path: [any CodingKey]) -> Int {
            guard let index = path.first?.intValue, index < lines.count else { return 1 }
            return lines[index]
        }
        if let trailing = trailingCommaLine(text) {
            throw .badImportRow(line: trailing, reason: "a comma before a closing bracket (not valid JSON)")
        }
        let rows: [JSONRow]
        do {
            rows = try JSONDecoder().decode([JSONRow].self, from: Data(text.utf8))
        } catch let DecodingError.typeMismatch(type, context) {
            let field = context.codingPath.last?.stringValue ?? "value"
            let expected = type == Int.self ? "an integer from 1 to 5" : type == String.self ? "a string" : "\(type)"
            throw .badImportRow(line: line(of: context.codingPath), reason: "'\(field)' must be \(expected)")
        } catch let DecodingError.keyNotFound(key, context) {
            throw .badImportRow(line: line(of: context.codingPath), reason: "missing '\(key.stringValue)'")
        } catch let DecodingError.valueNotFound(_, context) {
            throw .badImportRow(line: line(of: context.codingPath), reason: "'\(context.codingPath.last?.stringValue ?? "value")' is null")
        } catch {
            throw .badImportRow(line: 1, reason: "expected a JSON array of visits (not valid JSON)")
        }
        var drafts: [VisitDraft] = []
        for (index, row) in rows.enumerated() {
            drafts.append(try draft(date: row.date, id: row.facilityId, rating: String(row.rating), note: row.note ?? "",
                                    line: index < lines.count ? lines[index] : 1, knownFacility: knownFacility))
        }
        return drafts
    }

    /// Calls `body` with each scalar of JSON text that is outside a string (a string's opening quote
    /// included) and its line; `body` returns false to stop.
    static func scanOutsideStrings(_ text: String, _ body: (Unicode.Scalar, Int) -> Bool) {
        var line = 1
        var inString = false, escaped = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" { line += 1 }
            if inString {
                if escaped { escaped = false } else if scalar == "\\" { escaped = true } else if scalar == "\"" { inString = false }
                continue
            }
            if scalar == "\"" { inString = true }
            guard body(scalar, line) else { return }
        }
    }

    /// The line of a `,` followed only by white space and `]` or `}`, outside strings; nil if none.
    static func trailingCommaLine(_ text: String) -> Int? {
        var commaLine: Int?, found: Int?
        scanOutsideStrings(text) { scalar, line in
            switch scalar {
            case ",": commaLine = line
            case "]", "}":
                if let commaLine { found = commaLine; return false }
            case " ", "\n", "\r", "\t": break
            default: commaLine = nil
            }
            return true
        }
        return found
    }

    /// The line on which each element of the top-level array starts, for error messages.
    static func objectStartLines(_ text: String) -> [Int] {
        var lines: [Int] = []
        var depth = 0
        scanOutsideStrings(text) { scalar, line in
            switch scalar {
            case "{", "[":
                if depth == 1 { lines.append(line) }
                depth += 1
            case "}", "]": depth -= 1
            default: break
            }
            return true
        }
        return lines
    }
}
