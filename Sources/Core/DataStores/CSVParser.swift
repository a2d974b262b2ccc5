import Entities

/// RFC 4180 parsing fed a chunk at a time (quoted fields may hold commas, doubled quotes and
/// newlines, and may span chunks), handing each row to the caller as it ends. A file is never
/// held whole: the catalog build streams a million-row CSV through a fixed buffer.
struct CSVParser {
    let file: String
    private var row: [String] = []
    private var field: [UInt8] = []
    private var inQuotes = false
    /// A quote inside a quoted field, whose meaning (`""` or the closing quote) the next byte decides.
    private var pendingQuote = false
    private var line = 1
    private var rowStart = 1

    init(file: String) { self.file = file }

    private static let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ","), newline = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r")

    /// Parses `bytes`, calling `onRow(fields, line)` for each complete, non-blank row.
    mutating func feed<E: Error>(_ bytes: UnsafeRawBufferPointer,
                                 onRow: ([String], Int) throws(E) -> Void) throws(E) {
        for byte in bytes {
            if pendingQuote {
                pendingQuote = false
                if byte == Self.quote { field.append(Self.quote); continue }
                inQuotes = false
            }
            if inQuotes {
                if byte == Self.quote {
                    pendingQuote = true
                } else {
                    if byte == Self.newline { line += 1 }
                    field.append(byte)
                }
                continue
            }
            switch byte {
            case Self.quote where field.isEmpty: inQuotes = true
            case Self.comma:
                row.append(String(decoding: field, as: UTF8.self))
                field.removeAll(keepingCapacity: true)
            case Self.cr: break
            case Self.newline:
                try endRow(onRow)
                line += 1
                rowStart = line
            default: field.append(byte)
            }
        }
    }

    /// Ends the input: the last row may lack its newline; an open quote is an error.
    mutating func finish<E: Error>(onRow: ([String], Int) throws(E) -> Void) throws(E) -> CatalogError? {
        if pendingQuote { pendingQuote = false; inQuotes = false }
        if inQuotes { return .malformed(file: file, line: rowStart, reason: "unterminated quoted field") }
        if !field.isEmpty || !row.isEmpty { try endRow(onRow) }
        return nil
    }

    private mutating func endRow<E: Error>(_ onRow: ([String], Int) throws(E) -> Void) throws(E) {
        row.append(String(decoding: field, as: UTF8.self))
        field.removeAll(keepingCapacity: true)
        let finished = row
        row = []
        row.reserveCapacity(finished.count)
        if !(finished.count == 1 && finished[0].isEmpty) { try onRow(finished, rowStart) }
    }
}
