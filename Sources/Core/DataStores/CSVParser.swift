import Entities

/// RFC 4180 parsing fed a chunk at a time (quoted fields may hold commas, doubled quotes and
/// newlines, and may span chunks), handing each row to the caller as it ends. A file is never
/// held whole: the catalog build streams a million-row CSV through a fixed buffer. A row is
/// handed on as bytes (`CSVFields`); making strings of them is the caller's choice. A parser is
/// used in place, never copied: its row buffer is not copy-on-write.
struct CSVParser {
    let file: String
    /// The current row's fields, unescaped, back to back; `ends` marks where each finished one ends.
    private var bytes = RowBytes()
    private var ends: [Int] = []
    private var inQuotes = false
    /// A quote inside a quoted field, whose meaning (`""` or the closing quote) the next byte decides.
    private var pendingQuote = false
    private var line = 1
    private var rowStart = 1

    init(file: String) { self.file = file }

    private static let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ","), newline = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r")

    private var fieldIsEmpty: Bool { bytes.count == (ends.last ?? 0) }
    private var rowIsEmpty: Bool { bytes.count == 0 }

    /// Parses `chunk`, calling `onRow(fields, line)` for each complete, non-blank row.
    mutating func feed<E: Error>(_ chunk: UnsafeRawBufferPointer,
                                 onRow: (CSVFields, Int) throws(E) -> Void) throws(E) {
        let input = chunk.bindMemory(to: UInt8.self)
        var index = 0
        let count = input.count
        while index < count {
            if pendingQuote {
                pendingQuote = false
                if input[index] == Self.quote {
                    bytes.append(Self.quote)
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
            if end > index { bytes.append(UnsafeBufferPointer(rebasing: input[index..<end])) }
            index = end
            guard index < count else { break }
            let byte = input[index]
            index += 1
            if inQuotes {
                if byte == Self.quote {
                    pendingQuote = true
                } else {
                    line += 1
                    bytes.append(byte)
                }
                continue
            }
            switch byte {
            case Self.quote:
                if fieldIsEmpty { inQuotes = true } else { bytes.append(byte) }
            case Self.comma: ends.append(bytes.count)
            case Self.newline:
                try endRow(onRow)
                line += 1
                rowStart = line
            default: break // \r outside quotes
            }
        }
    }

    /// Ends the input: the last row may lack its newline; an open quote is an error.
    mutating func finish<E: Error>(onRow: (CSVFields, Int) throws(E) -> Void) throws(E) -> CatalogError? {
        if pendingQuote { pendingQuote = false; inQuotes = false }
        if inQuotes { return .malformed(file: file, line: rowStart, reason: "unterminated quoted field") }
        if !rowIsEmpty || !ends.isEmpty { try endRow(onRow) }
        return nil
    }

    private mutating func endRow<E: Error>(_ onRow: (CSVFields, Int) throws(E) -> Void) throws(E) {
        ends.append(bytes.count)
        defer {
            bytes.removeAll()
            ends.removeAll(keepingCapacity: true)
        }
        if ends.count == 1 && rowIsEmpty { return } // a blank line
        let line = rowStart, row = bytes.buffer
        try ends.withUnsafeBufferPointer { (ends) throws(E) in
            try onRow(CSVFields(bytes: row, ends: ends), line)
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
