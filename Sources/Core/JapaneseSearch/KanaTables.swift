/// Lookup tables over the hiragana block (U+3041…U+3096).
///
/// Everything is folded to hiragana before matching, so only this block needs
/// vowel and size information; katakana is mapped here first.
enum Kana {
    static let firstHiragana: UInt32 = 0x3041
    static let lastHiragana: UInt32 = 0x3096

    /// Vowel classes used to decide when a following vowel kana only lengthens
    /// the previous syllable (どう, とお, きゅう, いい).
    enum Vowel: UInt8 { case a, i, u, e, o, none }

    static func isHiragana(_ value: UInt32) -> Bool {
        value >= firstHiragana && value <= lastHiragana
    }

    static func isKatakanaConvertible(_ value: UInt32) -> Bool {
        // ァ…ヶ plus the iteration marks ヽヾ map 1:1 onto the hiragana block.
        (value >= 0x30A1 && value <= 0x30F6) || value == 0x30FD || value == 0x30FE
    }

    static func isPlainVowel(_ value: UInt32) -> Bool {
        value == 0x3042 || value == 0x3044 || value == 0x3046 || value == 0x3048 || value == 0x304A
    }

    static func vowel(of value: UInt32) -> Vowel {
        guard isHiragana(value) else { return .none }
        return vowelTable[Int(value - firstHiragana)]
    }

    /// Size and spelling variants that readers treat as the same sound.
    /// っ is deliberately kept: it is a geminate marker that romaji spells by
    /// doubling a consonant, so folding it to つ would make "beppu" match
    /// "betsupu".
    static func fold(_ value: UInt32) -> UInt32 {
        switch value {
        case 0x3041, 0x3043, 0x3045, 0x3047, 0x3049: return value + 1  // ぁぃぅぇぉ
        case 0x3083, 0x3085, 0x3087: return value + 1  // ゃゅょ
        case 0x308E: return 0x308F  // ゎ → わ
        case 0x3062: return 0x3058  // ぢ → じ (same sound; Hepburn writes ji)
        case 0x3065: return 0x305A  // づ → ず (沼津 is "Numazu")
        case 0x3092: return 0x304A  // を → お (Hepburn writes o)
        case 0x3090: return 0x3044  // ゐ → い
        case 0x3091: return 0x3048  // ゑ → え
        case 0x3095: return 0x304B  // ゕ → か (一ヵ所 reads ka)
        case 0x3096: return 0x304C  // ゖ → が (place names: 八ヶ岳)
        default: return value
        }
    }

    /// Composes a separate (semi-)voiced sound mark with the kana before it;
    /// half-width input such as ｸﾞ arrives in that decomposed shape.
    static func compose(_ base: UInt32, mark: UInt32) -> UInt32? {
        guard isHiragana(base) else { return nil }
        if base == 0x3046 && mark == 0x3099 { return 0x3094 }  // う゛ → ゔ
        let offset = base - firstHiragana
        let takesDakuten = dakutenBases.contains(offset)
        let takesHandakuten = offset >= 0x306F - firstHiragana && offset <= 0x307B - firstHiragana
            && (offset - (0x306F - firstHiragana)) % 3 == 0
        if mark == 0x3099 && takesDakuten { return base + 1 }
        if mark == 0x309A && takesHandakuten { return base + 2 }
        return nil
    }

    private static let dakutenBases: Set<UInt32> = {
        let bases = "かきくけこさしすせそたちつてとはひふへほ"
        return Set(bases.unicodeScalars.map { $0.value - firstHiragana })
    }()

    private static let vowelTable: [Vowel] = {
        var table = [Vowel](repeating: .none, count: Int(lastHiragana - firstHiragana) + 1)
        let rows: [(Vowel, String)] = [
            (.a, "ぁあかがさざただなはばぱまゃやらゎわゕ"),
            (.i, "ぃいきぎしじちぢにひびぴみりゐ"),
            (.u, "ぅうくぐすずつづぬふぶぷむゅゆるゔ"),
            (.e, "ぇえけげせぜてでねへべぺめれゑゖ"),
            (.o, "ぉおこごそぞとどのほぼぽもょよろを"),
        ]
        for (vowel, kana) in rows {
            for scalar in kana.unicodeScalars {
                table[Int(scalar.value - firstHiragana)] = vowel
            }
        }
        return table
    }()
}
