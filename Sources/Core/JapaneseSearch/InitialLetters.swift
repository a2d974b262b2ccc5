/// Which romaji letters each unit can be the start of, so a one-letter query
/// ("k" — the first keystroke of most romaji searches, matching nearly every
/// record) is answered from three bit masks per field instead of the text.
enum InitialLetters {
    /// Units above this are never kana or ASCII letters.
    private static let tableSize = 0x3100

    /// Bit for a lowercase ASCII letter.
    static func bit(_ letter: UInt16) -> UInt32? {
        letter >= 0x61 && letter <= 0x7A ? 1 << UInt32(letter - 0x61) : nil
    }

    @inline(__always)
    static func mask(of unit: UInt16) -> UInt32 {
        Int(unit) < tableSize ? table[Int(unit)] : 0
    }

    /// Built from `TailSet` itself, so the masks accept exactly the units the
    /// general matcher would for the same one-letter tail.
    private static let table: [UInt32] = {
        var table = [UInt32](repeating: 0, count: tableSize)
        for letter in UInt8(0x61)...UInt8(0x7A) {
            guard let bit = bit(UInt16(letter)) else { continue }
            let tail = TailSet(letters: [letter], followsKana: false)
            for unit in 0..<tableSize where tail.containsKana(UInt16(unit)) || unit == Int(letter) {
                table[unit] |= bit
            }
        }
        return table
    }()
}

/// Initial-letter masks of one field: of its first unit, of its word starts,
/// and of all its units (prefix, word-prefix and substring tiers).
struct FieldLetters: Sendable {
    var prefix: UInt32 = 0
    var word: UInt32 = 0
    var any: UInt32 = 0
}
