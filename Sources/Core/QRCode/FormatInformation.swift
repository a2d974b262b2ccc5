/// The 15-bit format word: 2 EC-level bits, 3 mask bits, a BCH(15,5) remainder,
/// XOR-ed with 101010000010010 so that the word is never all zero (§7.9).
enum FormatInformation {
    /// Level M is encoded as 00, not in L/M/Q/H order.
    static let levelMBits = 0b00
    static let generator = 0b101_0011_0111
    static let xorMask = 0b101_0100_0001_0010

    static func bits(mask: Int) -> Int {
        let data = levelMBits << 3 | mask
        var remainder = data
        for _ in 0..<10 {
            remainder = (remainder << 1) ^ ((remainder >> 9) * generator)
        }
        return (data << 10 | remainder) ^ xorMask
    }
}

/// The 18-bit version word: 6 version bits and a BCH(18,6) remainder (§7.10, Annex D).
enum VersionInformation {
    static let generator = 0b1_1111_0010_0101

    /// `nil` below version 7, where the symbol carries no version information.
    static func bits(version: Int) -> Int? {
        guard version >= 7 else { return nil }
        var remainder = version
        for _ in 0..<12 {
            remainder = (remainder << 1) ^ ((remainder >> 11) * generator)
        }
        return version << 12 | remainder
    }
}
