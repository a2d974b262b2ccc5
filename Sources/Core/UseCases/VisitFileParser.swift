import Entities
import Foundation

/// Reads a visit file (CSV or JSON, as `VisitTransfer.export` writes it) as a stream of bytes and
/// hands back rows as they complete, so a file of a million visits is never held whole: only the
/// row being read and the rows not yet taken.
///
/// The same strict rules as before apply to each row: types checked, trailing commas refused, the
/// first bad row reported with the line it starts on.
public struct VisitFileParser {
    private enum Format { case undecided, csv, json }

    private let knownFacility: (FacilityID) -> Bool
    /// The day (Japan time) no visit may be after.
    private let today: VisitDate
    private var format = Format.undecided
    private var line = 1
    private var ready: [VisitDraft] = []

    public init(knownFacility: @escaping (FacilityID) -> Bool, today: VisitDate) {
        self.knownFacility = knownFacility
        self.today = today
    }

    /// Parses `bytes`, which continue what was fed before.
    public mutating func feed(_ bytes: ArraySlice<UInt8>) throws(UserDataError) {
        let result = bytes.withUnsafeBufferPointer { buffer in Result { () throws(UserDataError) in try feed(buffer) } }
        try result.get()
    }

    private mutating func feed(_ buffer: UnsafeBufferPointer<UInt8>) throws(UserDataError) {
        var index = 0
        while index < buffer.count {
            // Runs of bytes that mean nothing to CSV are copied at once: a million rows are read
            // twice, and a call per byte was most of the time.
            if format == .csv, !quotePending {
                let start = index
                if inQuotes {
                    while index < buffer.count, buffer[index] != UInt8(ascii: "\""), buffer[index] != 0x0A { index += 1 }
                } else {
                    while index < buffer.count, !Self.isCSVSpecial(buffer[index]) || (buffer[index] == UInt8(ascii: "\"") && !field.isEmpty) {
                        index += 1
                    }
                }
                if index > start { field.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start..<index])) }
                if index == buffer.count { return }
            }
            try take(buffer[index])
            index += 1
        }
    }

    private static func isCSVSpecial(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\"") || byte == 0x0A || byte == 0x0D
    }

    /// The end of the file: completes a last row without a line break and checks the file was whole.
    public mutating func finish() throws(UserDataError) {
        switch format {
        case .undecided: throw .badImportRow(line: 1, reason: .emptyFile)
        case .csv: try finishCSV()
        case .json: try finishJSON()
        }
    }

    /// Rows completed so far and not taken yet, oldest first.
    public mutating func takeRows() -> [VisitDraft] {
        defer { ready.removeAll(keepingCapacity: true) }
        return ready
    }

    public var pendingCount: Int { ready.count }

    private mutating func take(_ byte: UInt8) throws(UserDataError) {
        switch format {
        case .csv: try csvByte(byte)
        case .json: try jsonByte(byte)
        case .undecided:
            // A BOM or white space before the first character decides nothing.
            if byte == 0xEF || byte == 0xBB || byte == 0xBF || byte == 0x20 || byte == 0x09 || byte == 0x0D { return }
            if byte == 0x0A { line += 1; return }
            format = byte == UInt8(ascii: "[") ? .json : .csv
            try take(byte)
        }
    }

    private mutating func emit(date: String, id: String, rating: String, note: String, line: Int) throws(UserDataError) {
        ready.append(try VisitTransfer.draft(date: date, id: id, rating: rating, note: note, line: line, knownFacility: knownFacility,
                                           today: today))
    }

    // MARK: CSV (RFC 4180; blank lines skipped)

    private var fields: [String] = []
    private var field: [UInt8] = []
    private var fieldQuoted = false
    private var inQuotes = false
    private var quotePending = false
    private var recordLine = 1
    private var header: [String]?
    private var columns: (date: Int, id: Int, rating: Int, note: Int?) = (0, 0, 0, nil)

    private mutating func csvByte(_ byte: UInt8) throws(UserDataError) {
        if inQuotes {
            if quotePending {
                quotePending = false
                if byte == UInt8(ascii: "\"") { field.append(byte); return }
                inQuotes = false
                // Falls through: the byte after a closing quote is read as outside quotes.
            } else if byte == UInt8(ascii: "\"") {
                quotePending = true
                return
            } else {
                if byte == 0x0A { line += 1 }
                field.append(byte)
                return
            }
        }
        switch byte {
        case UInt8(ascii: "\"") where field.isEmpty && !fieldQuoted:
            inQuotes = true
            fieldQuoted = true
        case UInt8(ascii: ","): try endField()
        case 0x0D: break
        case 0x0A:
            try endRecord()
            line += 1
            recordLine = line
        default: field.append(byte)
        }
    }

    private mutating func endField() throws(UserDataError) {
        guard let text = String(validating: field, as: UTF8.self) else {
            throw .badImportRow(line: recordLine, reason: .notUTF8)
        }
        fields.append(header == nil && fields.isEmpty ? String(text.drop { $0 == "\u{FEFF}" }) : text)
        field.removeAll(keepingCapacity: true)
        fieldQuoted = false
    }

    private mutating func endRecord() throws(UserDataError) {
        try endField()
        defer { fields.removeAll(keepingCapacity: true) }
        if fields.count == 1 && fields[0].isEmpty { return }
        guard let header else {
            let names = fields.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            func column(_ name: String) throws(UserDataError) -> Int {
                guard let index = names.firstIndex(of: name) else { throw .badImportRow(line: 1, reason: .missingColumn(name)) }
                return index
            }
            columns = (try column("date"), try column("facility_id"), try column("rating"), names.firstIndex(of: "note"))
            self.header = names
            return
        }
        guard fields.count == header.count else {
            throw .badImportRow(line: recordLine, reason: .fieldCount(expected: header.count, found: fields.count))
        }
        try emit(date: fields[columns.date], id: fields[columns.id], rating: fields[columns.rating],
                 note: columns.note.map { fields[$0] } ?? "", line: recordLine)
    }

    private mutating func finishCSV() throws(UserDataError) {
        if inQuotes && !quotePending { throw .badImportRow(line: recordLine, reason: .unterminatedQuote) }
        inQuotes = false
        quotePending = false
        if !field.isEmpty || !fields.isEmpty || fieldQuoted { try endRecord() }
        if header == nil { throw .badImportRow(line: 1, reason: .emptyFile) }
    }

    // MARK: JSON (a top-level array of flat objects)

    private enum JSONPlace { case beforeArray, beforeElement, inElement, afterElement, afterArray }
    private var place = JSONPlace.beforeArray
    /// Complete visits not decoded yet, as the text of a JSON array `[a,b,…` with where each starts:
    /// one decode per few hundred visits instead of one per visit.
    private var batch: [UInt8] = [UInt8(ascii: "[")]
    private var batchStarts: [Int] = []
    private var batchLines: [Int] = []
    private var elementLine = 1
    private static let visitsPerDecode = 500
    private var depth = 0
    private var inString = false
    private var escaped = false
    /// Outside strings, whether the last significant byte was a comma, and on which line.
    private var commaLine: Int?
    private let decoder = JSONDecoder()

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }

    private mutating func jsonByte(_ byte: UInt8) throws(UserDataError) {
        if byte == 0x0A { line += 1 }
        switch place {
        case .beforeArray:
            guard byte == UInt8(ascii: "[") else { throw notAnArray }
            place = .beforeElement
        case .beforeElement, .afterElement:
            if Self.isSpace(byte) { return }
            if byte == UInt8(ascii: "]") {
                if let commaLine { throw trailingComma(commaLine) }
                place = .afterArray
                try decodeBatch()
            } else if byte == UInt8(ascii: ",") {
                guard place == .afterElement, commaLine == nil else { throw .badImportRow(line: line, reason: .unexpectedComma) }
                commaLine = line
            } else if byte == UInt8(ascii: "{") {
                guard place == .beforeElement || commaLine != nil else { throw .badImportRow(line: line, reason: .missingComma) }
                commaLine = nil
                place = .inElement
                batchStarts.append(batch.count)
                batch.append(byte)
                elementLine = line
                batchLines.append(line)
                depth = 1
            } else {
                throw .badImportRow(line: line, reason: .notAnObject)
            }
        case .inElement:
            batch.append(byte)
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                return
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true; commaLine = nil
            case UInt8(ascii: ","): commaLine = line
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1; commaLine = nil
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if let commaLine { throw trailingComma(commaLine) }
                depth -= 1
                if depth == 0 {
                    batch.append(UInt8(ascii: ","))
                    place = .afterElement
                    if batchLines.count >= Self.visitsPerDecode { try decodeBatch() }
                }
            default: if !Self.isSpace(byte) { commaLine = nil }
            }
        case .afterArray:
            guard Self.isSpace(byte) else { throw .badImportRow(line: line, reason: .textAfterArray) }
        }
    }

    private var notAnArray: UserDataError { .badImportRow(line: 1, reason: .notAnArray) }

    private func trailingComma(_ line: Int) -> UserDataError {
        .badImportRow(line: line, reason: .trailingComma)
    }

    /// One visit as the JSON export writes it. Decoded strictly: a rating is an integer (not `true`,
    /// not `"4"`), a note a string or absent.
    private struct JSONRow: Decodable {
        var date: String
        var facilityId: String
        var rating: Int
        var note: String?
    }

    private mutating func decodeBatch() throws(UserDataError) {
        guard !batchLines.isEmpty else { return }
        defer {
            batch.removeAll(keepingCapacity: true)
            batch.append(UInt8(ascii: "["))
            batchStarts.removeAll(keepingCapacity: true)
            batchLines.removeAll(keepingCapacity: true)
        }
        batch[batch.count - 1] = UInt8(ascii: "]")
        if let rows = try? decoder.decode([JSONRow].self, from: Data(batch)) {
            for (row, line) in zip(rows, batchLines) {
                try emit(date: row.date, id: row.facilityId, rating: String(row.rating), note: row.note ?? "", line: line)
            }
            return
        }
        // One of them is bad: decode them one by one, in order, so the first bad row is the one named.
        for (index, start) in batchStarts.enumerated() {
            let end = index + 1 < batchStarts.count ? batchStarts[index + 1] - 1 : batch.count - 1
            let row = try decodeElement(batch[start..<end], line: batchLines[index])
            try emit(date: row.date, id: row.facilityId, rating: String(row.rating), note: row.note ?? "", line: batchLines[index])
        }
    }

    private func decodeElement(_ bytes: ArraySlice<UInt8>, line: Int) throws(UserDataError) -> JSONRow {
        do {
            return try decoder.decode(JSONRow.self, from: Data(bytes))
        } catch let DecodingError.typeMismatch(type, context) {
            let field = DisplayText.cut(context.codingPath.last?.stringValue ?? "value")
            throw .badImportRow(line: line, reason: type == Int.self ? .notAnInteger(field: field)
                                : type == String.self ? .notAString(field: field) : .wrongType(field: field))
        } catch let DecodingError.keyNotFound(key, _) {
            throw .badImportRow(line: line, reason: .missingField(DisplayText.cut(key.stringValue)))
        } catch let DecodingError.valueNotFound(_, context) {
            throw .badImportRow(line: line, reason: .nullField(DisplayText.cut(context.codingPath.last?.stringValue ?? "value")))
        } catch {
            throw .badImportRow(line: line, reason: .notAValidObject)
        }
    }

    private mutating func finishJSON() throws(UserDataError) {
        switch place {
        case .afterArray: return
        case .inElement: throw .badImportRow(line: elementLine, reason: .endsInsideVisit)
        default: throw notAnArray
        }
    }
}
