/// A hash of a file's bytes for telling whether a catalog is stale, taken eight bytes at a step
/// (byte-wise FNV-1a cost a second at a million rows). Fed in chunks of any size: the result
/// depends only on the bytes. Not for anything adversarial.
struct ContentHash {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325
    private var length: UInt64 = 0
    /// Up to seven bytes carried over to the next chunk, low byte first.
    private var pending: UInt64 = 0
    private var pendingCount = 0

    private mutating func mix(_ word: UInt64) {
        state = ((state << 5 | state >> 59) ^ word) &* 0x517c_c1b7_2722_0a95
    }

    mutating func add(_ chunk: UnsafeRawBufferPointer) {
        length &+= UInt64(chunk.count)
        var index = 0
        while pendingCount > 0, pendingCount < 8, index < chunk.count {
            pending |= UInt64(chunk[index]) << (8 * UInt64(pendingCount))
            pendingCount += 1
            index += 1
        }
        if pendingCount == 8 {
            mix(pending)
            pending = 0
            pendingCount = 0
        }
        while index + 8 <= chunk.count {
            mix(UInt64(littleEndian: chunk.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
            index += 8
        }
        while index < chunk.count {
            pending |= UInt64(chunk[index]) << (8 * UInt64(pendingCount))
            pendingCount += 1
            index += 1
        }
    }

    var value: UInt64 {
        var copy = self
        if copy.pendingCount > 0 { copy.mix(copy.pending) }
        copy.mix(length)
        return copy.state ^ copy.state >> 31
    }
}
