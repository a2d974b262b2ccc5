/// Romaji syllables (Hepburn, Kunrei-shiki and common IME spellings) and the
/// hiragana they stand for. Gemination (double consonants), syllabic n and the
/// passport-style "oh" are handled by `RomajiConverter`, not listed here.
enum RomajiTable {
    static let maxKeyLength = 3

    static let entries: [(String, String)] = [
        ("a", "あ"), ("i", "い"), ("u", "う"), ("e", "え"), ("o", "お"),
        ("ka", "か"), ("ki", "き"), ("ku", "く"), ("ke", "け"), ("ko", "こ"),
        ("kya", "きゃ"), ("kyu", "きゅ"), ("kyo", "きょ"), ("kye", "きぇ"),
        ("ga", "が"), ("gi", "ぎ"), ("gu", "ぐ"), ("ge", "げ"), ("go", "ご"),
        ("gya", "ぎゃ"), ("gyu", "ぎゅ"), ("gyo", "ぎょ"),
        ("sa", "さ"), ("si", "し"), ("shi", "し"), ("su", "す"), ("se", "せ"), ("so", "そ"),
        ("sha", "しゃ"), ("shu", "しゅ"), ("sho", "しょ"), ("she", "しぇ"),
        ("sya", "しゃ"), ("syu", "しゅ"), ("syo", "しょ"),
        ("za", "ざ"), ("zi", "じ"), ("ji", "じ"), ("zu", "ず"), ("ze", "ぜ"), ("zo", "ぞ"),
        ("ja", "じゃ"), ("ju", "じゅ"), ("jo", "じょ"), ("je", "じぇ"),
        ("zya", "じゃ"), ("zyu", "じゅ"), ("zyo", "じょ"),
        ("jya", "じゃ"), ("jyu", "じゅ"), ("jyo", "じょ"),
        ("ta", "た"), ("ti", "ち"), ("chi", "ち"), ("tu", "つ"), ("tsu", "つ"), ("te", "て"), ("to", "と"),
        ("cha", "ちゃ"), ("chu", "ちゅ"), ("cho", "ちょ"), ("che", "ちぇ"),
        ("tya", "ちゃ"), ("tyu", "ちゅ"), ("tyo", "ちょ"),
        ("cya", "ちゃ"), ("cyu", "ちゅ"), ("cyo", "ちょ"),
        ("tsa", "つぁ"), ("thi", "てぃ"), ("tji", "ぢ"),
        ("da", "だ"), ("di", "ぢ"), ("du", "づ"), ("dzu", "づ"), ("de", "で"), ("do", "ど"),
        ("dya", "ぢゃ"), ("dyu", "ぢゅ"), ("dyo", "ぢょ"), ("dhi", "でぃ"),
        ("na", "な"), ("ni", "に"), ("nu", "ぬ"), ("ne", "ね"), ("no", "の"),
        ("nya", "にゃ"), ("nyu", "にゅ"), ("nyo", "にょ"),
        ("ha", "は"), ("hi", "ひ"), ("hu", "ふ"), ("fu", "ふ"), ("he", "へ"), ("ho", "ほ"),
        ("hya", "ひゃ"), ("hyu", "ひゅ"), ("hyo", "ひょ"),
        ("fa", "ふぁ"), ("fi", "ふぃ"), ("fe", "ふぇ"), ("fo", "ふぉ"), ("fyu", "ふゅ"),
        ("ba", "ば"), ("bi", "び"), ("bu", "ぶ"), ("be", "べ"), ("bo", "ぼ"),
        ("bya", "びゃ"), ("byu", "びゅ"), ("byo", "びょ"),
        ("pa", "ぱ"), ("pi", "ぴ"), ("pu", "ぷ"), ("pe", "ぺ"), ("po", "ぽ"),
        ("pya", "ぴゃ"), ("pyu", "ぴゅ"), ("pyo", "ぴょ"),
        ("ma", "ま"), ("mi", "み"), ("mu", "む"), ("me", "め"), ("mo", "も"),
        ("mya", "みゃ"), ("myu", "みゅ"), ("myo", "みょ"),
        ("ya", "や"), ("yu", "ゆ"), ("yo", "よ"), ("ye", "いぇ"),
        ("ra", "ら"), ("ri", "り"), ("ru", "る"), ("re", "れ"), ("ro", "ろ"),
        ("rya", "りゃ"), ("ryu", "りゅ"), ("ryo", "りょ"),
        ("wa", "わ"), ("wi", "うぃ"), ("we", "うぇ"), ("wo", "を"),
        ("va", "ゔぁ"), ("vi", "ゔぃ"), ("vu", "ゔ"), ("ve", "ゔぇ"), ("vo", "ゔぉ"),
    ]

    /// Flat lookup keyed by up to three letters, so conversion during index
    /// build never hashes a String. Each slot packs up to two kana as offsets
    /// from U+3000 (0 = no entry).
    static let lookup: [UInt16] = {
        var table = [UInt16](repeating: 0, count: 27 * 27 * 27)
        for (key, kana) in entries {
            let letters = Array(key.utf8)
            guard let slot = slot(letters[...]) else { continue }
            var packed: UInt16 = 0
            for (position, scalar) in kana.unicodeScalars.enumerated() {
                packed |= UInt16(scalar.value - 0x3000) << (8 * UInt16(position))
            }
            table[slot] = packed
        }
        return table
    }()

    /// Every proper prefix of a key; a query ending in one of these is still
    /// being typed ("k", "ts", "ch", "ky").
    static let incompletePrefixes: Set<String> = {
        var prefixes: Set<String> = ["tc"]  // "tch" as in matcha
        for (key, _) in entries where key.count > 1 {
            for length in 1..<key.count { prefixes.insert(String(key.prefix(length))) }
        }
        return prefixes
    }()

    static func slot(_ letters: ArraySlice<UInt8>) -> Int? {
        guard !letters.isEmpty, letters.count <= maxKeyLength else { return nil }
        var slot = 0
        for letter in letters {
            guard letter >= 0x61 && letter <= 0x7A else { return nil }
            slot = slot * 27 + Int(letter - 0x60)
        }
        for _ in letters.count..<maxKeyLength { slot *= 27 }
        return slot
    }

    static func kana(for letters: ArraySlice<UInt8>) -> (UInt32, UInt32?)? {
        guard let slot = slot(letters) else { return nil }
        let packed = lookup[slot]
        guard packed != 0 else { return nil }
        let first = 0x3000 + UInt32(packed & 0xFF)
        let second = packed >> 8
        return (first, second == 0 ? nil : 0x3000 + UInt32(second))
    }
}
