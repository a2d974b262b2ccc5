/// What may follow the complete part of a romaji query that ends mid-syllable.
/// "kus" is く followed by any kana whose romaji starts with "s" (さしすせそ),
/// by っ (gemination, "kuss…"), or by the literal letter when the field holds
/// latin text that is not romaji.
struct TailSet: Sendable, Equatable {
    /// Bit (unit − U+3040) over the hiragana block, split in two words.
    private(set) var low: UInt64 = 0
    private(set) var high: UInt64 = 0
    /// The typed letters themselves (at most three, packed one per byte), kept
    /// inline so that copying a tail in the hot loop never touches the heap.
    let literalCount: Int
    private let literalBytes: UInt32

    var literal: [UInt16] { (0..<literalCount).map { literalUnit($0) } }

    @inline(__always)
    func literalUnit(_ index: Int) -> UInt16 { UInt16(truncatingIfNeeded: literalBytes >> UInt32(8 * index)) }

    init(letters: [UInt8], followsKana: Bool) {
        let kept = letters.prefix(RomajiTable.maxKeyLength)
        literalCount = kept.count
        literalBytes = kept.enumerated().reduce(0) { $0 | UInt32($1.element) << UInt32(8 * $1.offset) }
        let typed = String(decoding: letters, as: UTF8.self)
        for (key, kana) in RomajiTable.entries where key.hasPrefix(typed) {
            if let first = kana.unicodeScalars.first { insert(Kana.fold(first.value)) }
        }
        if typed == "n" || typed == "m" { insert(0x3093) }  // ん
        let isSingleConsonant = letters.count == 1 && !RomajiConverter.isVowel(UInt32(letters[0]))
            && typed != "n"
        // A word cannot start with っ, so gemination only counts mid-query.
        if followsKana && (isSingleConsonant || typed == "tc") { insert(0x3063) }
    }

    /// The letter of a one-letter tail ("k").
    var singleLetter: UInt16? { literalCount == 1 ? literalUnit(0) : nil }

    /// Every unit a tail match can begin with (kana and the first literal
    /// letter): the posting lists to visit for a half-typed syllable.
    var firstUnits: [UInt16] {
        var result: [UInt16] = []
        for bit in 0..<128 where (bit < 64 ? low >> UInt64(bit) : high >> UInt64(bit - 64)) & 1 != 0 {
            result.append(UInt16(0x3040 + bit))
        }
        if literalCount > 0 { result.append(literalUnit(0)) }
        return result
    }

    private mutating func insert(_ value: UInt32) {
        guard value >= 0x3040 && value < 0x3040 + 128 else { return }
        let bit = value - 0x3040
        if bit < 64 { low |= 1 << UInt64(bit) } else { high |= 1 << UInt64(bit - 64) }
    }

    @inline(__always)
    func containsKana(_ unit: UInt16) -> Bool {
        let bit = UInt32(unit) &- 0x3040
        if bit < 64 { return low & (1 << UInt64(bit)) != 0 }
        if bit < 128 { return high & (1 << UInt64(bit - 64)) != 0 }
        return false
    }

    /// End of the tail match when one starts exactly at `position`.
    @inline(__always)
    func match(at position: Int, in units: UnsafeBufferPointer<UInt16>, end: Int) -> Int? {
        guard position < end else { return nil }
        if containsKana(units[position]) { return position + 1 }
        guard literalCount > 0, position + literalCount <= end else { return nil }
        for offset in 0..<literalCount where units[position + offset] != literalUnit(offset) { return nil }
        return position + literalCount
    }

    /// Whether every text this tail accepts is also accepted by `other`.
    func isNarrowing(of other: TailSet) -> Bool {
        low & ~other.low == 0 && high & ~other.high == 0 && literal.starts(with: other.literal)
            && other.literalCount > 0
    }
}
