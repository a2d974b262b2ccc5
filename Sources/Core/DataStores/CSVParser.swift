import Entities

/// RFC 4180 parsing fed a chunk at a time (quoted fields may hold commas, doubled quotes and
/// newlines, and may span chunks), handing each row to the caller as it ends. A file is never
/// held whole: the catalog build streams a million-row CSV through a fixed buffer. A row is
/// handed on as bytes (`CSVFields`); making strings of them is the caller's choice. A parser is
/// used in place, never copied: its row buffer is not copy-on-write.
///
/// A bad record costs that record only: it is listed in `badRecords` with its line, and the line
/// after it is read as a new record. A quoted field may run across a line break only when it
/// closes on a record of the header's width: a stray opening quote read as RFC 4180 allows
/// swallowed the next 889 rows, so such a record is dropped and the bytes after its first line
/// (kept while the field is open, at most `longestSpan`) are read again. A NUL byte or bytes that
/// are not UTF-8 also make a record bad (they were stored as U+FFFD, or cut short by SQLite).
struct CSVParser {
    let file: String
    private(set) var badRecords: [CatalogError] = []
    /// The current row's fields, unescaped, back to back; `ends` marks where each finished one ends.
    private var bytes = RowBytes()
    private var ends: [Int] = []
    private var inQuotes = false
    /// A quote inside a quoted field, whose meaning (`""` or the closing quote) the next byte decides.
    private var pendingQuote = false
    private var line = 1
    private var rowStart = 1
    /// The header's width, which a record with a field across lines must have to be kept.
    private var width: Int?
    /// Whether the current record's quoted field has run past a line break, and the raw bytes
    /// since that first break: read again when the record turns out bad.
    private var spanning = false
    private var replay: [UInt8] = []

    /// The most bytes a quoted field may hold past its first line before its record is bad.
    static let longestSpan = 64 << 10

    /// The most bytes a field may hold, and a whole record: past either, the record is bad and
    /// its bytes are no longer kept. The longest field of the real catalog is 99 bytes (a 泉質);
    /// a 100 MB name took 32 s and 1.9 GB to build, and froze the app that showed it. The record
    /// is refused rather than kept with the field cut: a field that long is not data (a cut id or
    /// member list would name something else, a cut name would be shown as if it were the name),
    /// and a refused row is reported with its line like every other bad row.
    static let longestField = 4 << 10
    static let longestRecord = 64 << 10
    /// The field (by place) that passed `longestField`, or the record `longestRecord`, and how
    /// many bytes it had when it did.
    private var oversize: (field: Int, bytes: Int)?
    /// The first record's fields, to name a field in a report.
    private var header: [String] = []

    init(file: String) { self.file = file }

    private static let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ","), newline = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r")

    private var fieldIsEmpty: Bool { bytes.count == (ends.last ?? 0) && oversize?.field != ends.count }
    private var rowIsEmpty: Bool { bytes.count == 0 }

    /// Parses `chunk`, calling `onRow(fields, line)` for each complete, non-blank row.
    mutating func feed<E: Error>(_ chunk: UnsafeRawBufferPointer,
                                 onRow: (CSVFields, Int) throws(E) -> Void) throws(E) {
        try feed(chunk.bindMemory(to: UInt8.self), onRow)
    }

    private mutating func feed<E: Error>(_ input: UnsafeBufferPointer<UInt8>, _ onRow: (CSVFields, Int) throws(E) -> Void) throws(E) {
        var index = 0
        let count = input.count
        // Where this chunk's bytes start to belong to `replay` (while a field spans lines).
        var spanFrom: Int? = spanning ? 0 : nil
        func keep(to end: Int) {
            if let from = spanFrom, end > from { replay.append(contentsOf: UnsafeBufferPointer(rebasing: input[from..<end])) }
            spanFrom = nil
        }
        while index < count {
            if pendingQuote {
                pendingQuote = false
                if input[index] == Self.quote {
                    take(Self.quote)
                    index += 1
                    continue
                }
                inQuotes = false
            }
            // Runs of plain bytes are copied at once; only the bytes that mean something stop the scan.
            var end = index
            if inQuotes {
                while end < count, input[end] != Self.quote, input[end] != Self.newline { end += 1 }
            } else {
                while end < count {
                    let byte = input[end]
                    if byte == Self.quote || byte == Self.comma || byte == Self.newline || byte == Self.cr { break }
                    end += 1
                }
            }
            if end > index { take(UnsafeBufferPointer(rebasing: input[index..<end])) }
            index = end
            guard index < count else { break }
            let byte = input[index]
            index += 1
            if inQuotes {
                if byte == Self.quote {
                    pendingQuote = true
                    continue
                }
                line += 1
                take(byte)
                if !spanning {
                    spanning = true
                    spanFrom = index
                } else if replay.count + (index - (spanFrom ?? index)) > Self.longestSpan {
                    keep(to: index)
                    try dropAndReadAgain(.quoteRunsOn(kilobytes: Self.longestSpan >> 10), onRow)
                    spanFrom = spanning ? index : nil
                }
                continue
            }
            switch byte {
            case Self.quote:
                if fieldIsEmpty { inQuotes = true } else { take(byte) }
            case Self.comma: ends.append(bytes.count)
            case Self.newline:
                keep(to: index)
                let start = rowStart
                line += 1
                rowStart = line
                try endRow(start: start, onRow)
                spanFrom = spanning ? index : nil
            default: break // \r outside quotes
            }
        }
        keep(to: count)
    }

    /// Ends the input: the last row may lack its newline; one whose quote never closes is a bad
    /// record like any other, and the lines after its first are read again.
    mutating func finish<E: Error>(onRow: (CSVFields, Int) throws(E) -> Void) throws(E) -> CatalogError? {
        if pendingQuote { pendingQuote = false; inQuotes = false }
        if inQuotes {
            if spanning {
                try dropAndReadAgain(.quoteNotClosed, onRow)
                return try finish(onRow: onRow)
            }
            drop(line: rowStart, .quoteNotClosed)
            return nil
        }
        if !rowIsEmpty || !ends.isEmpty { try endRow(start: rowStart, onRow) }
        return nil
    }

    private mutating func take(_ byte: UInt8) {
        withUnsafePointer(to: byte) { take(UnsafeBufferPointer(start: $0, count: 1)) }
    }

    /// Keeps `run` as the current field's next bytes, unless the field or the record would pass
    /// its limit: then nothing more of the record is kept, only counted.
    private mutating func take(_ run: UnsafeBufferPointer<UInt8>) {
        if var over = oversize {
            if over.field == ends.count { over.bytes += run.count }
            oversize = over
            return
        }
        let field = bytes.count - (ends.last ?? 0) + run.count
        guard field <= Self.longestField, bytes.count + run.count <= Self.longestRecord else {
            oversize = (ends.count, field)
            return
        }
        bytes.append(run)
    }

    private func oversizeReason(_ over: (field: Int, bytes: Int)) -> CatalogRowText {
        if over.bytes <= Self.longestField {
            return .recordTooLong(kibibytes: Self.longestRecord >> 10)
        }
        guard over.field < header.count else {
            return .fieldNumberTooLong(number: over.field + 1, bytes: over.bytes, kibibytes: Self.longestField >> 10)
        }
        return .fieldTooLong(field: DisplayText.cut(header[over.field]), bytes: over.bytes, kibibytes: Self.longestField >> 10)
    }

    /// Lists the record that began on `line` as bad and forgets it.
    private mutating func drop(line: Int, _ reason: CatalogRowText) {
        badRecords.append(.malformed(file: file, line: line, reason: reason))
        inQuotes = false
        pendingQuote = false
        spanning = false
        oversize = nil
        bytes.removeAll()
        ends.removeAll(keepingCapacity: true)
    }

    /// Drops the current record, whose quoted field ran past its first line, and reads the bytes
    /// after that line again as new records.
    private mutating func dropAndReadAgain<E: Error>(_ reason: CatalogRowText, _ onRow: (CSVFields, Int) throws(E) -> Void) throws(E) {
        let start = rowStart
        drop(line: start, reason)
        let again = replay
        replay = []
        line = start + 1
        rowStart = line
        try again.withUnsafeBufferPointer { (again) throws(E) in try feed(again, onRow) }
    }

    private mutating func endRow<E: Error>(start: Int, _ onRow: (CSVFields, Int) throws(E) -> Void) throws(E) {
        ends.append(bytes.count)
        if spanning, let width, ends.count != width {
            let reason = CatalogRowText.quoteAcrossLines(fields: ends.count, expected: width)
            rowStart = start
            try dropAndReadAgain(reason, onRow)
            return
        }
        spanning = false
        replay.removeAll(keepingCapacity: true)
        defer {
            bytes.removeAll()
            ends.removeAll(keepingCapacity: true)
            oversize = nil
        }
        if let over = oversize {
            badRecords.append(.malformed(file: file, line: start, reason: oversizeReason(over)))
            return
        }
        if ends.count == 1 && rowIsEmpty { return } // a blank line
        let row = bytes.buffer
        if width == nil {
            width = ends.count
            header = CSVHeader.clean(ends.withUnsafeBufferPointer { CSVFields(bytes: row, ends: $0).strings })
        }
        if let problem = CSVBytes.problem(row) {
            badRecords.append(.malformed(file: file, line: start, reason: problem))
            return
        }
        try ends.withUnsafeBufferPointer { (ends) throws(E) in
            try onRow(CSVFields(bytes: row, ends: ends), start)
        }
    }
}

extension CSVParser {
    /// Each row as strings: for the small files, read whole.
    mutating func feed<E: Error>(_ chunk: UnsafeRawBufferPointer, onRow: ([String], Int) throws(E) -> Void) throws(E) {
        try feed(chunk) { (fields: CSVFields, line: Int) throws(E) in try onRow(fields.strings, line) }
    }

    mutating func finish<E: Error>(onRow: ([String], Int) throws(E) -> Void) throws(E) -> CatalogError? {
        try finish { (fields: CSVFields, line: Int) throws(E) in try onRow(fields.strings, line) }
    }
}

/// The bytes of the row being parsed, in memory of its own: a run of plain bytes is one memcpy
/// (Array's append cost more per field than the copy itself). Grows to the longest row, no more.
private struct RowBytes {
    private final class Storage {
        var base: UnsafeMutablePointer<UInt8>
        var capacity: Int
        init(capacity: Int) {
            base = .allocate(capacity: capacity)
            self.capacity = capacity
        }
        deinit { base.deallocate() }
    }

    private let storage = Storage(capacity: 4096)
    private(set) var count = 0

    /// Valid until the next change.
    var buffer: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: storage.base, count: count) }

    mutating func append(_ byte: UInt8) {
        reserve(1)
        storage.base[count] = byte
        count += 1
    }

    mutating func append(_ run: UnsafeBufferPointer<UInt8>) {
        guard let source = run.baseAddress else { return }
        reserve(run.count)
        (storage.base + count).update(from: source, count: run.count)
        count += run.count
    }

    mutating func removeAll() { count = 0 }

    private func reserve(_ more: Int) {
        guard count + more > storage.capacity else { return }
        let capacity = max(storage.capacity * 2, count + more)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        grown.update(from: storage.base, count: count)
        storage.base.deallocate()
        storage.base = grown
        storage.capacity = capacity
    }
}
