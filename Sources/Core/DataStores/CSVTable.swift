import Entities

/// A parsed CSV file (RFC 4180: quoted fields may hold commas, doubled quotes and newlines),
/// with its header and the line each row started on, for error messages.
struct CSVTable: Sendable {
    let file: String
    let header: [String]
    let rows: [[String]]
    let lines: [Int]
    /// Rows left out for having another width than the header (only with `skippingBadRows`).
    let badRows: [CatalogError]

    init(file: String, text: String) throws(CatalogError) {
        try self.init(file: file, bytes: Array(text.utf8))
    }

    /// A row of another width than the header fails the whole file (reference data, where one
    /// missing row would orphan others) or, `skippingBadRows`, is left out and listed in `badRows`.

    /// Parses UTF-8 bytes directly: the delimiters are ASCII, so fields are cut as byte ranges and
    /// decoded once. For the small files; the large ones are streamed (`CSVFileReader`).
    init(file: String, bytes: [UInt8], skippingBadRows: Bool = false) throws(CatalogError) {
        self.file = file
        var rows: [[String]] = []
        var lines: [Int] = []
        var parser = CSVParser(file: file)
        let collect = { (row: [String], line: Int) in
            rows.append(row)
            lines.append(line)
        }
        bytes.withUnsafeBytes { parser.feed($0, onRow: collect) }
        if let error = parser.finish(onRow: collect) { throw error }
        guard let header = rows.first else { throw .malformed(file: file, line: 1, reason: .emptyFile) }
        self.header = CSVHeader.clean(header)
        var kept: [[String]] = [], keptLines: [Int] = [], bad: [CatalogError] = parser.badRecords
        if let first = bad.first, !skippingBadRows { throw first }
        for (row, line) in zip(rows.dropFirst(), lines.dropFirst()) {
            if let problem = CSVHeader.widthProblem(row, header: self.header, file: file, line: line) {
                guard skippingBadRows else { throw problem }
                bad.append(problem)
            } else {
                kept.append(row)
                keptLines.append(line)
            }
        }
        self.rows = kept
        self.lines = keptLines
        badRows = bad.sorted { $0.line < $1.line }
    }

    func columns(_ names: [String]) throws(CatalogError) -> [String: Int] {
        try CSVHeader.columns(names, in: header, file: file)
    }

    func row(_ index: Int, columns: [String: Int]) -> CSVRow {
        CSVRow(file: file, fields: rows[index], line: lines[index], columns: columns)
    }
}

enum CSVHeader {
    static func clean(_ header: [String]) -> [String] { header.map { $0.trimmingPrefix("\u{FEFF}") } }

    /// A row whose field count is not the header's, as the error naming its line.
    static func widthProblem(_ fields: [String], header: [String], file: String, line: Int) -> CatalogError? {
        fields.count == header.count ? nil
            : .malformed(file: file, line: line, reason: .fieldCount(expected: header.count, found: fields.count))
    }

    /// Column positions by name; a missing column is a clear error instead of a crash later.
    static func columns(_ names: [String], in header: [String], file: String) throws(CatalogError) -> [String: Int] {
        var result: [String: Int] = [:]
        for name in names {
            guard let index = header.firstIndex(of: name) else {
                throw .malformed(file: file, line: 1, reason: .missingColumn(name))
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
    let file: String
    let fields: [String]
    let line: Int
    let columns: [String: Int]

    func text(_ name: String) -> String {
        guard let column = columns[name], column < fields.count else { return "" }
        return fields[column]
    }

    func optionalText(_ name: String) -> String? {
        let value = text(name)
        return value.isEmpty ? nil : value
    }

    func required(_ name: String) throws(CatalogError) -> String {
        let value = text(name)
        guard !value.isEmpty else { throw .malformed(file: file, line: line, reason: .emptyField(name)) }
        return value
    }

    func double(_ name: String) throws(CatalogError) -> Double? {
        let value = text(name)
        if value.isEmpty { return nil }
        return try CSVNumber.decimal(value, column: name, file: file, line: line)
    }

    func int(_ name: String) throws(CatalogError) -> Int? {
        let value = text(name)
        if value.isEmpty { return nil }
        guard let number = Int(value) else {
            throw .malformed(file: file, line: line, reason: .notAnInteger(field: name, value: DisplayText.cut(value)))
        }
        return number
    }
}
