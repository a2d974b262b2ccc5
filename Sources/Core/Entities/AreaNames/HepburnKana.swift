/// The kana of modified Hepburn (the romanisation of Japan's road signs and passports, and of
/// Kenkyusha's dictionary): one syllable per hiragana, with the combinations that small kana make.
/// A table of our own rather than a library: no package on the list romanises to Hepburn, and the
/// readings need only these 86 kana (katakana are folded to hiragana first).
enum HepburnKana {
    /// The syllable of a full-size hiragana (U+3041…U+3096), or nil for a small kana and anything else.
    static func syllable(_ kana: Unicode.Scalar) -> String? {
        let index = Int(kana.value) - 0x3041
        guard index >= 0, index < table.count, let syllable = table[index] else { return nil }
        return syllable
    }

    /// ゃ ゅ ょ after an i-row kana: きゃ kya, しゃ sha, ちゃ cha, じゃ ja.
    static func contracted(_ syllable: String, small: Unicode.Scalar) -> String? {
        guard syllable.count >= 2, syllable.hasSuffix("i"), let vowel = smallY[small] else { return nil }
        let consonant = syllable.dropLast()
        if consonant.hasSuffix("sh") || consonant.hasSuffix("ch") || consonant == "j" { return consonant + vowel }
        return consonant + "y" + vowel
    }

    /// ぁ ぃ ぅ ぇ ぉ after a kana they extend (loanwords): ふぁ fa, うぃ wi, てぃ ti, でぃ di, しぇ she.
    static func extended(_ syllable: String, small: Unicode.Scalar) -> String? {
        guard let vowel = smallVowels[small] else { return nil }
        switch syllable {
        case "u": return vowel == "u" ? nil : "w" + vowel
        case "fu", "vu": return syllable.dropLast() + vowel
        case "te", "de": return vowel == "i" || vowel == "u" ? syllable.dropLast() + vowel : nil
        case "shi", "chi", "ji": return vowel == "e" ? syllable.dropLast() + vowel : nil
        default: return nil
        }
    }

    /// ぁ ぃ ぅ ぇ ぉ that extend nothing stand for their vowel.
    static func smallVowel(_ small: Unicode.Scalar) -> String? { smallVowels[small] }

    static let smallTsu: Unicode.Scalar = "っ"
    static let syllabicN: Unicode.Scalar = "ん"

    private static let smallY: [Unicode.Scalar: String] = ["ゃ": "a", "ゅ": "u", "ょ": "o"]
    private static let smallVowels: [Unicode.Scalar: String] = ["ぁ": "a", "ぃ": "i", "ぅ": "u", "ぇ": "e", "ぉ": "o"]

    /// U+3041 ぁ … U+3096 ゖ; nil for the small kana, which combine with the kana before them.
    private static let table: [String?] = [
        nil, "a", nil, "i", nil, "u", nil, "e", nil, "o",                   // ぁあぃいぅうぇえぉお
        "ka", "ga", "ki", "gi", "ku", "gu", "ke", "ge", "ko", "go",         // か…ご
        "sa", "za", "shi", "ji", "su", "zu", "se", "ze", "so", "zo",        // さ…ぞ
        "ta", "da", "chi", "ji", nil, "tsu", "zu", "te", "de", "to", "do",  // た…ど (っ is nil)
        "na", "ni", "nu", "ne", "no",                                       // な…の
        "ha", "ba", "pa", "hi", "bi", "pi", "fu", "bu", "pu",                // は…ぷ
        "he", "be", "pe", "ho", "bo", "po",                                 // へ…ぽ
        "ma", "mi", "mu", "me", "mo",                                       // ま…も
        nil, "ya", nil, "yu", nil, "yo",                                    // ゃやゅゆょよ
        "ra", "ri", "ru", "re", "ro",                                       // ら…ろ
        nil, "wa", "i", "e", "o", "n", "vu", "ka", "ke",                    // ゎわゐゑをんゔゕゖ
    ]
}
