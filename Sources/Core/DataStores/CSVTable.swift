import Entities

/// A parsed CSV file (RFC 4180: quoted fields may hold commas, doubled quotes and newlines),
/// with its header and the line each row started on, for error messages.
struct CSVTable: Sendable {
    let file: String
    let header: [String]
    let rows: [[String]]
    let lines: [Int]

    init(file: String, text: String) throws(CatalogError) {
        self.file = file
        var rows: [[String]] = []
        var lines: [Int] = []
        var field = ""
        var row: [String] = []
        var inQuotes = false
        var line = 1
        var rowStart = 1
        var iterator = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = nil
        func endRow() {
            row.append(field)
            field = ""
            if !(row.count == 1 && row[0].isEmpty) {
                rows.append(row)
                lines.append(rowStart)
            }
            row = []
        }
        while let scalar = pending ?? iterator.next() {
            pending = nil
            if inQuotes {
                if scalar == "\"" {
                    let next = iterator.next()
                    if next == "\"" { field.unicodeScalars.append("\"") } else { inQuotes = false; pending = next }
                } else {
                    if scalar == "\n" { line += 1 }
                    field.unicodeScalars.append(scalar)
                }
                continue
            }
            switch scalar {
            case "\"" where field.isEmpty: inQuotes = true
            case ",": row.append(field); field = ""
            case "\r": break
            case "\n":
                endRow()
                line += 1
                rowStart = line
            default: field.unicodeScalars.append(scalar)
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
