/// Stage 2 of normalisation: rewrites runs of latin letters as hiragana so a
/// romaji query meets kana readings (and romaji fields) in one form.
enum RomajiConverter {
    private static let a: UInt32 = 0x61, e: UInt32 = 0x65, i: UInt32 = 0x69, o: UInt32 = 0x6F, u: UInt32 = 0x75
    private static let n: UInt32 = 0x6E, y: UInt32 = 0x79, h: UInt32 = 0x68, m: UInt32 = 0x6D
    private static let t: UInt32 = 0x74, c: UInt32 = 0x63, b: UInt32 = 0x62, p: UInt32 = 0x70
    private static let smallTsu: UInt32 = 0x3063, syllabicN: UInt32 = 0x3093

    private static let vowelKana: [UInt32: UInt32] = [
        0x61: 0x3042, 0x69: 0x3044, 0x75: 0x3046, 0x65: 0x3048, 0x6F: 0x304A,
    ]

    static func isVowel(_ letter: UInt32) -> Bool {
        letter == a || letter == i || letter == u || letter == e || letter == o
    }

    /// Converts `run` (latin-letter atoms only) and appends the result to `output`.
    /// With `allowTail`, trailing letters that are only the start of a syllable
    /// ("kus" → く + "s") are returned instead of being emitted, so the caller can
    /// match them as a prefix of the next kana.
    static func convert(_ run: ArraySlice<Atom>, allowTail: Bool, into output: inout [Atom]) -> [UInt8] {
        let low = run.startIndex, high = run.endIndex
        var letters = [UInt8]()
        letters.reserveCapacity(run.count)
        for atom in run { letters.append(UInt8(truncatingIfNeeded: atom.scalar)) }
        func letter(_ index: Int) -> UInt32 {
            index < high ? UInt32(letters[index - low]) : 0
        }
        func emit(_ kana: UInt32, from first: Int, through last: Int) {
            output.append(.character(kana, run[first].start, run[last].end))
        }

        var index = low
        while index < high {
            let current = letter(index), next = letter(index + 1)
            if let kana = vowelKana[current] {
                emit(kana, from: index, through: index)
                index += 1
                continue
            }
            if current == h, index > low, letter(index - 1) == o, !isVowel(next), next != y {
                // Passport spelling "oh" (Ohno, Satoh) marks a long o.
                if let last = output.indices.last { output[last].end = run[index].end }
                index += 1
                continue
            }
            if current == n, !isVowel(next), next != y {
                if next == 0 && allowTail { return [UInt8(n)] }
                if next == n {
                    // "nn" is one ん before a consonant or at the end (IME style),
                    // but only the first n of "konnichi".
                    let after = letter(index + 2)
                    let width = (isVowel(after) || after == y) ? 1 : 2
                    emit(syllabicN, from: index, through: index + width - 1)
                    index += width
                } else {
                    emit(syllabicN, from: index, through: index)
                    index += 1
                }
                continue
            }
            if current == m, index > low, next == b || next == p || next == m {
                // Hepburn variant: Shimbashi, tempura.
                emit(syllabicN, from: index, through: index)
                index += 1
                continue
            }
            if !isVowel(current), current != n, next == current || (current == t && next == c && letter(index + 2) == h) {
                emit(smallTsu, from: index, through: index)
                index += 1
                continue
            }
            var matched = false
            for length in stride(from: min(RomajiTable.maxKeyLength, high - index), through: 1, by: -1) {
                let key = letters[(index - low)..<(index - low + length)]
                guard let (first, second) = RomajiTable.kana(for: key) else { continue }
                emit(first, from: index, through: index + length - 1)
                if let second { emit(second, from: index, through: index + length - 1) }
                index += length
                matched = true
                break
            }
            if matched { continue }
            if allowTail {
                let rest = letters[(index - low)...]
                if rest.count <= RomajiTable.maxKeyLength,
                   RomajiTable.incompletePrefixes.contains(String(decoding: rest, as: UTF8.self)) {
                    return Array(rest)
                }
            }
            // Not romaji (e.g. the "l" in "hotel"): keep the letter itself.
            output.append(run[index])
            index += 1
        }
        return []
    }
}
