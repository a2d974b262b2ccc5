import Entities

/// What makes a record's bytes unusable whatever its columns mean.
enum CSVBytes {
    /// A NUL byte or bytes that are not UTF-8, in words with where; nil when the bytes are fine.
    static func problem(_ bytes: UnsafeBufferPointer<UInt8>) -> CatalogRowText? {
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == 0 { return .nulByte(at: index + 1) }
            if byte < 0x80 {
                index += 1
                continue
            }
            let length = sequenceLength(bytes, at: index)
            guard length > 0 else { return .notUTF8(at: index + 1) }
            index += length
        }
        return nil
    }

    /// The length of the well-formed UTF-8 sequence (RFC 3629: no overlongs, no surrogates, at
    /// most U+10FFFF) that starts at `index`, or 0.
    private static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        var low: UInt8 = 0x80, high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        guard (low...high).contains(bytes[index + 1]) else { return 0 }
        for offset in 2..<max(2, length) where !(0x80...0xBF).contains(bytes[index + offset]) { return 0 }
        return length
    }
}

extension CatalogError {
    /// The line a malformed row names (0 for other errors): bad rows are reported in file order.
    var line: Int {
        if case .malformed(_, let line, _) = self { return line }
        return 0
    }
}
