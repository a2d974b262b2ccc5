import Entities

/// The columns a streamed CSV file is read by: each case's raw value is its slot, `name` its header.
protocol CSVColumns: CaseIterable, RawRepresentable where RawValue == Int {
    var name: String { get }
}

/// One row of a streamed CSV file as the parser left it: the unescaped bytes of all its fields
/// and where each ends. Valid only inside the callback it is handed to: nothing is copied until a
/// value is asked for, and a number is read from its bytes without making a string first.
struct CSVRecord<Column: CSVColumns> {
    let file: String
    let line: Int
    let fields: CSVFields
    /// For each column's slot, its place in the row (-1 when it was not asked for).
    let places: UnsafeBufferPointer<Int>

    func bytes(_ column: Column) -> UnsafeBufferPointer<UInt8> {
        let place = places[column.rawValue]
        return place < 0 ? UnsafeBufferPointer(start: nil, count: 0) : fields[place]
    }

    func isEmpty(_ column: Column) -> Bool { bytes(column).isEmpty }

    func text(_ column: Column) -> String { String(decoding: bytes(column), as: UTF8.self) }

    func optionalText(_ column: Column) -> String? { isEmpty(column) ? nil : text(column) }

    func required(_ column: Column) throws(CatalogError) -> String {
        guard !isEmpty(column) else { throw .malformed(file: file, line: line, reason: .emptyField(column.name)) }
        return text(column)
    }

    func double(_ column: Column) throws(CatalogError) -> Double? {
        let bytes = bytes(column)
        if bytes.isEmpty { return nil }
        if let number = CSVNumber.simpleDouble(bytes) { return number }
        return try CSVNumber.decimal(text(column), column: column.name, file: file, line: line)
    }

    func int(_ column: Column) throws(CatalogError) -> Int? {
        let bytes = bytes(column)
        if bytes.isEmpty { return nil }
        if let number = CSVNumber.simpleInt(bytes) { return number }
        guard let number = Int(text(column)) else {
            throw .malformed(file: file, line: line, reason: .notAnInteger(field: column.name, value: DisplayText.cut(text(column))))
        }
        return number
    }
}

/// The fields of one parsed row: `bytes` holds them back to back, `ends[i]` is where field i ends.
struct CSVFields {
    let bytes: UnsafeBufferPointer<UInt8>
    let ends: UnsafeBufferPointer<Int>

    var count: Int { ends.count }

    subscript(index: Int) -> UnsafeBufferPointer<UInt8> {
        let start = index == 0 ? 0 : ends[index - 1]
        return UnsafeBufferPointer(rebasing: bytes[start..<ends[index]])
    }

    var strings: [String] { (0..<count).map { String(decoding: self[$0], as: UTF8.self) } }
}

/// Numbers in their plainest spelling, read straight from bytes. Anything else (exponents, a
/// leading plus, too many digits) returns nil and is left to the standard library, so the
/// values and the errors are exactly those of `Double(String)` and `Int(String)`.
enum CSVNumber {
    private static let minus = UInt8(ascii: "-"), dot = UInt8(ascii: "."), zero = UInt8(ascii: "0")
    /// Powers of ten that a Double holds exactly.
    private static let powers: [Double] = (0...22).map { exponent in (0..<exponent).reduce(1.0) { acc, _ in acc * 10 } }

    /// `-?digits(.digits)?` with at most 15 digits: the digits as an integer and a power of ten
    /// are both exact in a Double, so one division rounds correctly (Clinger's fast path), as
    /// `strtod` does.
    static func simpleDouble(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        let negative = bytes[0] == minus
        if negative { index = 1 }
        var mantissa: UInt64 = 0, digits = 0, fractionDigits = 0, afterDot = false, digitsBeforeDot = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == dot {
                guard !afterDot, digits > 0 else { return nil }
                afterDot = true
                digitsBeforeDot = digits
            } else {
                let digit = byte &- zero
                guard digit < 10 else { return nil }
                mantissa = mantissa * 10 + UInt64(digit)
                digits += 1
                if afterDot { fractionDigits += 1 }
                guard digits <= 15 else { return nil }
            }
            index += 1
        }
        guard digits > 0, !afterDot || digits > digitsBeforeDot else { return nil }
        let value = Double(mantissa) / powers[fractionDigits]
        return negative ? -value : value
    }

    /// A decimal number the way the catalog writes one (`-12.5`, `1e3`): `Double(String)` alone
    /// also takes hex floats (`0x1p3` read as 8 ℃), `inf` and `nan`, and rounds `1e-400` to 0, so
    /// those are refused with the row's line instead of being stored as a wrong value.
    static func decimal(_ text: String, column: String, file: String, line: Int) throws(CatalogError) -> Double {
        let allowed = text.utf8.allSatisfy { ($0 >= zero && $0 <= zero + 9) || $0 == dot || $0 == minus || $0 == plus || $0 == e || $0 == upperE }
        guard allowed, let number = Double(text), number.isFinite else {
            throw .malformed(file: file, line: line, reason: .notANumber(field: column, value: DisplayText.cut(text)))
        }
        let mantissa = text.utf8.prefix { $0 != e && $0 != upperE }
        if number.magnitude < Double.leastNormalMagnitude, mantissa.contains(where: { $0 > zero && $0 <= zero + 9 }) {
            throw .malformed(file: file, line: line, reason: .tooSmallToStore(field: column, value: DisplayText.cut(text)))
        }
        return number
    }

    private static let plus = UInt8(ascii: "+"), e = UInt8(ascii: "e"), upperE = UInt8(ascii: "E")

    /// `-?digits` with at most 18 digits (no overflow possible).
    static func simpleInt(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let negative = bytes[0] == minus
        if negative { index = 1 }
        guard index < bytes.count, bytes.count - index <= 18 else { return nil }
        var value = 0
        while index < bytes.count {
            let digit = bytes[index] &- zero
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
            index += 1
        }
        return negative ? -value : value
    }
}
