/// Text normalisation shared by the index and the query.
public enum SearchText: Sendable {
    /// The canonical search form of `text`: NFKC (full-width latin and
    /// half-width katakana fold), lowercase, katakana → hiragana, romaji →
    /// hiragana, small kana → full size (except っ), ぢ/づ/を → じ/ず/お,
    /// ヶ (and ケ after kanji) → が, long vowels (ー, どう, おお, ō) reduced to the
    /// short vowel, and spaces, punctuation, middle dots and control characters
    /// removed. Two strings with the same result are treated as the same text.
    public static func normalize(_ text: String) -> String {
        var normalizer = Normalizer()
        normalizer.run(text, mode: .index)
        return normalizer.canonicalString
    }

    /// Romaji → hiragana (Hepburn, Kunrei and IME spellings), e.g. to show how
    /// a query was read. Unlike `normalize`, spaces, punctuation, ー and small
    /// kana are kept; width and case are folded and katakana become hiragana.
    public static func hiragana(fromRomaji text: String) -> String {
        var folder = ScalarFolder()
        folder.fold(text)
        var converted: [Atom] = []
        var index = folder.atoms.startIndex
        let atoms = folder.atoms
        while index < atoms.endIndex {
            guard atoms[index].isLatinLetter else {
                converted.append(atoms[index])
                index += 1
                continue
            }
            var end = index + 1
            while end < atoms.endIndex && atoms[end].isLatinLetter { end += 1 }
            _ = RomajiConverter.convert(atoms[index..<end], allowTail: false, into: &converted)
            index = end
        }
        var scalars = String.UnicodeScalarView()
        for atom in converted {
            if let scalar = Unicode.Scalar(atom.scalar) { scalars.append(scalar) }
        }
        return String(scalars)
    }
}
