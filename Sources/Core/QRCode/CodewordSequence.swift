/// Builds the final codeword sequence: byte-mode data stream, padding,
/// per-block Reed–Solomon codewords and the interleaving of §7.6.
enum CodewordSequence {
    static let byteModeIndicator = 0b0100
    /// Alternating pad codewords 11101100 and 00010001 (§7.4.10).
    static let padCodewords: [UInt8] = [0xEC, 0x11]

    /// Mode indicator, count, payload, terminator and padding, filled to the version's data capacity.
    static func dataCodewords(for payload: [UInt8], version: SymbolVersion) -> [UInt8] {
        let capacityBits = version.dataCodewordCount * 8
        var buffer = BitBuffer()
        buffer.append(byteModeIndicator, bitCount: 4)
        buffer.append(payload.count, bitCount: version.characterCountBits)
        for byte in payload {
            buffer.append(Int(byte), bitCount: 8)
        }
        // The terminator may be shortened, or left out, when the symbol is already full.
        buffer.append(0, bitCount: min(4, capacityBits - buffer.count))
        var codewords = buffer.bytes()
        var padIndex = 0
        while codewords.count < version.dataCodewordCount {
            codewords.append(padCodewords[padIndex % 2])
            padIndex += 1
        }
        return codewords
    }

    /// Splits data into blocks, appends EC codewords and interleaves column-wise so that
    /// a burst of damage is spread over several blocks.
    static func interleaved(data: [UInt8], version: SymbolVersion) -> [UInt8] {
        var blocks: [[UInt8]] = []
        var start = 0
        for length in version.dataCodewordsPerBlock {
            blocks.append(Array(data[start..<start + length]))
            start += length
        }
        let ecBlocks = blocks.map { ReedSolomon.errorCorrection(for: $0, degree: version.ecCodewordsPerBlock) }

        var result: [UInt8] = []
        result.reserveCapacity(version.totalCodewordCount)
        let longest = version.dataCodewordsPerBlock.max() ?? 0
        for i in 0..<longest {
            for block in blocks where i < block.count {
                result.append(block[i])
            }
        }
        for i in 0..<version.ecCodewordsPerBlock {
            for block in ecBlocks {
                result.append(block[i])
            }
        }
        return result
    }
}
