extension Array where Element == UInt8 {
    /// Lower-case, two digits a byte: how salts and hashes are written in `PINHash`'s stored form.
    public var hexString: String {
        let digits = [Character]("0123456789abcdef")
        var text = ""
        text.reserveCapacity(count * 2)
        for byte in self {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return text
    }

    /// Either case, so a hand-edited row still parses; nil for an odd length or a non-hex digit.
    public init?(hex: String) {
        let chars = Array(hex.utf8)
        guard chars.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(chars.count / 2)
        for i in stride(from: 0, to: chars.count, by: 2) {
            guard let high = Self.nibble(chars[i]), let low = Self.nibble(chars[i + 1]) else { return nil }
            bytes.append(high << 4 | low)
        }
        self = bytes
    }

    private static func nibble(_ c: UInt8) -> UInt8? {
        switch c {
        case 48...57: c - 48
        case 97...102: c - 87
        case 65...70: c - 55
        default: nil
        }
    }
}
