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
        let text = Letters(run)
        var index = run.startIndex
        while index < run.endIndex {
            switch spellingRule(text, at: index, allowTail: allowTail, into: &output) {
            case .took(let count):
                index += count
                continue
            case .tail(let rest):
                return rest
            case .noRule:
                break
            }
            if let length = tableSyllable(text, at: index, into: &output) {
                index += length
                continue
            }
            if allowTail, let rest = text.incompleteSyllable(from: index) { return rest }
            // Not romaji (e.g. the "l" in "hotel"): keep the letter itself.
            output.append(run[index])
            index += 1
        }
        return []
    }

    /// A run's letters as bytes, read past its end as 0.
    private struct Letters {
        let run: ArraySlice<Atom>
        let bytes: [UInt8]

        init(_ run: ArraySlice<Atom>) {
            self.run = run
            var bytes = [UInt8]()
            bytes.reserveCapacity(run.count)
            for atom in run { bytes.append(UInt8(truncatingIfNeeded: atom.scalar)) }
            self.bytes = bytes
        }

        func letter(_ index: Int) -> UInt32 {
            index < run.endIndex ? UInt32(bytes[index - run.startIndex]) : 0
        }

        func emit(_ kana: UInt32, from first: Int, through last: Int, into output: inout [Atom]) {
            output.append(.character(kana, run[first].start, run[last].end))
        }

        /// The letters from `index` to the end when they are only the start of a syllable ("kus" → "s").
        func incompleteSyllable(from index: Int) -> [UInt8]? {
            let rest = bytes[(index - run.startIndex)...]
            guard rest.count <= RomajiTable.maxKeyLength,
                  RomajiTable.incompletePrefixes.contains(String(decoding: rest, as: UTF8.self)) else { return nil }
            return Array(rest)
        }
    }

    private enum Step { case took(Int), tail([UInt8]), noRule }

    /// The spellings the table does not hold, in the order they are tried: a vowel, the passport
    /// "oh", n and nn before a consonant, m before b/p/m, a doubled consonant.
    private static func spellingRule(_ text: Letters, at index: Int, allowTail: Bool, into output: inout [Atom]) -> Step {
        let current = text.letter(index), next = text.letter(index + 1)
        let low = text.run.startIndex
        if let kana = vowelKana[current] {
            text.emit(kana, from: index, through: index, into: &output)
            return .took(1)
        }
        if current == h, index > low, text.letter(index - 1) == o, !isVowel(next), next != y {
            // Passport spelling "oh" (Ohno, Satoh) marks a long o.
            if let last = output.indices.last { output[last].end = text.run[index].end }
            return .took(1)
        }
        if current == n, !isVowel(next), next != y {
            if next == 0 && allowTail { return .tail([UInt8(n)]) }
            // "nn" is one ん before a consonant or at the end (IME style), but only the first n of
            // "konnichi".
            let after = text.letter(index + 2)
            let width = next == n && !(isVowel(after) || after == y) ? 2 : 1
            text.emit(syllabicN, from: index, through: index + width - 1, into: &output)
            return .took(width)
        }
        if current == m, index > low, next == b || next == p || next == m {
            // Hepburn variant: Shimbashi, tempura.
            text.emit(syllabicN, from: index, through: index, into: &output)
            return .took(1)
        }
        if !isVowel(current), current != n, next == current || (current == t && next == c && text.letter(index + 2) == h) {
            text.emit(smallTsu, from: index, through: index, into: &output)
            return .took(1)
        }
        return .noRule
    }

    /// The longest of the table's spellings at `index`, as its kana; returns how many letters it took.
    private static func tableSyllable(_ text: Letters, at index: Int, into output: inout [Atom]) -> Int? {
        let offset = index - text.run.startIndex
        for length in stride(from: min(RomajiTable.maxKeyLength, text.run.endIndex - index), through: 1, by: -1) {
            let key = text.bytes[offset..<(offset + length)]
            guard let (first, second) = RomajiTable.kana(for: key) else { continue }
            text.emit(first, from: index, through: index + length - 1, into: &output)
            if let second { text.emit(second, from: index, through: index + length - 1, into: &output) }
            return length
        }
        return nil
    }
}
