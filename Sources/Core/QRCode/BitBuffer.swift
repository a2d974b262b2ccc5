/// A growable bit string, most significant bit first, as the data stream is specified.
struct BitBuffer: Sendable {
    private(set) var bits: [Bool] = []

    var count: Int { bits.count }

    mutating func append(_ value: Int, bitCount: Int) {
        for shift in stride(from: bitCount - 1, through: 0, by: -1) {
            bits.append((value >> shift) & 1 == 1)
        }
    }

    /// Packs into bytes; a trailing partial byte is padded with zero bits.
    func bytes() -> [UInt8] {
        var result = [UInt8](repeating: 0, count: (bits.count + 7) / 8)
        for (index, bit) in bits.enumerated() where bit {
            result[index / 8] |= 0x80 >> UInt8(index % 8)
        }
        return result
    }
}
