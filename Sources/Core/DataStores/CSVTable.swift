import Entities

/// A parsed CSV file (RFC 4180: quoted fields may hold commas, doubled quotes and newlines),
/// with its header and the line each row started on, for error messages.
struct CSVTable: Sendable {
    let file: String
    let header: [String]
    let rows: [[String]]
    let lines: [Int]

    init(file: String, text: String) throws(CatalogError) {
        try self.init(file: file, bytes: Array(text.utf8))
    }

    /// Parses UTF-8 bytes directly: the delimiters are ASCII, so fields are cut as byte ranges and
    /// decoded once, which keeps a 100,000-row import fast.
    init(file: String, bytes: [UInt8]) throws(CatalogError) {
        self.file = file
        var rows: [[String]] = []
        var lines: [Int] = []
        var row: [String] = []
        var field: [UInt8] = []
        var inQuotes = false
        var line = 1
        var rowStart = 1
        var index = bytes.startIndex
        let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ","), newline = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r")
        func endRow() {
            row.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
            if !(row.count == 1 && row[0].isEmpty) {
                rows.append(row)
                lines.append(rowStart)
            }
            row = []
        }
        while index < bytes.endIndex {
            let byte = bytes[index]
            index += 1
            if inQuotes {
                if byte == quote {
                    if index < bytes.endIndex, bytes[index] == quote { field.append(quote); index += 1 } else { inQuotes = false }
                } else {
                    if byte == newline { line += 1 }
                    field.append(byte)
                }
                continue
            }
            switch byte {
            case quote where field.isEmpty: inQuotes = true
            case comma:
                row.append(String(decoding: field, as: UTF8.self))
                field.removeAll(keepingCapacity: true)
            case cr: break
            case newline:
                endRow()
                line += 1
                rowStart = line
            default: field.append(byte)
            }
        }
        if inQuotes { throw .malformed(file: file, line: rowStart, reason: "unterminated quoted field") }
        if !field.isEmpty || !row.isEmpty { endRow() }
        guard let header = rows.first else { throw .malformed(file: file, line: 1, reason: "empty file, expected a header row") }
        self.header = header.map { $0.trimmingPrefix("\u{FEFF}") }
        self.rows = Array(rows.dropFirst())
        self.lines = Array(lines.dropFirst())
        for (index, row) in self.rows.enumerated() where row.count != self.header.count {
            throw .malformed(file: file, line: self.lines[index],
                             reason: "expected \(self.header.count) fields, found \(row.count)")
        }
    }

    /// Column positions by name; a missing column is a clear error instead of a crash later.
    func columns(_ names: [String]) throws(CatalogError) -> [String: Int] {
        var result: [String: Int] = [:]
        for name in names {
            guard let index = header.firstIndex(of: name) else {
                throw .malformed(file: file, line: 1, reason: "missing column '\(name)'")
            }
            result[name] = index
        }
        return result
    }
}

extension String {
    fileprivate func trimmingPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }
}

/// Typed access to one row, with the file and line for error messages.
struct CSVRow {
    let table: CSVTable
    let index: Int
    let columns: [String: Int]

    var line: Int { table.lines[index] }

    func text(_ name: String) -> String {
        guard let column = columns[name] else { return "" }
        return table.rows[index][column]
    }

    func optionalText(_ name: String) -> String? {
        let value = text(name)
        return value.isEmpty ? nil : value
    }

    func required(_ name: String) throws(CatalogError) -> String {
        let value = text(name)
        guard !value.isEmpty else { throw .malformed(file: table.file, line: line, reason: "empty '\(name)'") }
        return value
    }

    func double(_ name: String) throws(CatalogError) -> Double? {
        let value = text(name)
        if value.isEmpty { return nil }
        guard let number = Double(value), number.isFinite else {
            throw .malformed(file: table.file, line: line, reason: "'\(name)' is not a number: \(value)")
        }
        return number
    }

    func int(_ name: String) throws(CatalogError) -> Int? {
        let value = text(name)
        if value.isEmpty { return nil }
        guard let number = Int(value) else {
            throw .malformed(file: table.file, line: line, reason: "'\(name)' is not an integer: \(value)")
        }
        return number
    }
}
