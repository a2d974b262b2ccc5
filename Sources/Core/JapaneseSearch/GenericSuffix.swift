/// Words that name the kind of place rather than the place itself: 草津温泉, 草津, くさつおんせん and
/// "kusatsu onsen" all mean 草津. A trailing generic suffix is made optional (like a long vowel), in
/// names and in queries alike, so that it neither stops a match nor is needed for an exact one.
enum GenericSuffix {
    struct Entry {
        /// Canonical units (as the normaliser emits them, optional long vowels left out).
        let units: [UInt16]
        /// Characters that must precede it: 湯 after one character is part of the name (黒湯, 平湯).
        let minimumCore: Int
    }

    /// Longest first, so 温泉郷 wins over 温泉 and おんせんきょう over おんせん. Kana forms cover the
    /// readings and, through romaji conversion, "onsen", "kosen" and "spa".
    static let entries: [Entry] = [
        Entry(units: Array("おんせんきよ".utf16), minimumCore: 1),
        Entry(units: Array("おんせん".utf16), minimumCore: 1),
        Entry(units: Array("れいせん".utf16), minimumCore: 1),
        Entry(units: Array("こせん".utf16), minimumCore: 1),
        Entry(units: Array("温泉郷".utf16), minimumCore: 1),
        Entry(units: Array("すぱ".utf16), minimumCore: 1),
        // "spa" as romaji conversion leaves it: "s" is no syllable and stays a letter, "pa" is ぱ.
        Entry(units: Array("sぱ".utf16), minimumCore: 1),
        Entry(units: Array("温泉".utf16), minimumCore: 1),
        Entry(units: Array("鉱泉".utf16), minimumCore: 1),
        Entry(units: Array("冷泉".utf16), minimumCore: 1),
        Entry(units: Array("の湯".utf16), minimumCore: 2),
        Entry(units: Array("湯".utf16), minimumCore: 2),
    ]

    /// The first unit of a generic suffix that ends just before `end`, when enough of the name
    /// comes before it. Optional units (long vowels) are skipped on both sides of the comparison.
    static func start(endingAt end: Int, units: [UInt16], flags: [UInt8]) -> Int? {
        for entry in entries {
            var position = end
            var matched = entry.units.count
            var start = end
            while matched > 0 {
                position -= 1
                guard position >= 0 else { break }
                if flags[position] & UnitFlag.optional != 0 { continue }
                guard units[position] == entry.units[matched - 1] else { break }
                matched -= 1
                start = position
            }
            guard matched == 0 else { continue }
            let core = (0..<start).reduce(0) { $0 + (flags[$1] & UnitFlag.optional == 0 ? 1 : 0) }
            if core >= entry.minimumCore { return start }
        }
        return nil
    }
}
