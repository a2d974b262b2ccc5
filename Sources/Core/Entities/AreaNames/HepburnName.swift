/// An area's name in modified Hepburn, from its hiragana reading: `くさつおんせん` → `Kusatsu Onsen`,
/// `しんゆ` → `Shin'yu`, `べっぷ/かんなわ` → `Beppu/Kannawa`.
///
/// - `shi`, `chi`, `tsu`, `fu`, `ji` (じ and ぢ), `zu` (ず and づ); ゐ ゑ を are `i` `e` `o`.
/// - Long vowels without macrons, and collapsed only where Hepburn writes them with one: おう and
///   おお are `o` (こうせん `Kosen`, おおさわ `Osawa`), うう is `u` (ゆう `yu`), ー adds nothing.
///   えい stays `ei` and いい `ii`, as Hepburn spells them (れいせん `Reisen`, にいじま `Niijima`).
///   The reading does not mark word joints, so おう across one reads as a long vowel too.
/// - ん is `n` everywhere (`Shinbashi`, `Genbi`: modified Hepburn keeps `n` before b, m, p) and
///   `n'` before a vowel or y inside a word (`Shin'akakura`).
/// - っ doubles the next consonant, `tch` before ch (`Kutchan`).
/// - Words as the catalog's own romaji column parts them: ・ and spaces part words, the generic
///   suffix おんせんきょう / おんせん / こうせん is a word of its own (`Kusatsu Onsen`), each word
///   capitalised. Parentheses, `/` and digits are kept (`Ponyu (Kitami Onsen)`, `Dai 2 Awashimayu`),
///   Latin letters as written (`PL Onsen`), ～ is a hyphen (`Yu-topia Onsen`).
///
/// A reading with any other character (a `□` the source could not print) gives no name: the kanji
/// alone is better than a guess. An empty reading gives an empty name.
public enum HepburnName {
    public static func from(reading: String) -> String {
        var tokens: [HepburnToken] = []
        var kana: [Unicode.Scalar] = []
        var latin = ""
        func flushKana() {
            guard !kana.isEmpty else { return }
            for word in Self.splitSuffix(kana) { tokens.append(.word(Self.romanise(word))) }
            kana.removeAll(keepingCapacity: true)
        }
        func flushLatin() {
            guard !latin.isEmpty else { return }
            tokens.append(.word(latin))
            latin = ""
        }
        var lastWasDigit = false
        for scalar in reading.unicodeScalars {
            let folded = Self.hiragana(scalar)
            if Self.isKana(folded) {
                flushLatin()
                kana.append(folded)
                lastWasDigit = false
                continue
            }
            flushKana()
            let isDigit = ("0"..."9").contains(scalar)
            if isDigit || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) {
                if !latin.isEmpty, isDigit != lastWasDigit { flushLatin() }
                latin.unicodeScalars.append(scalar)
                lastWasDigit = isDigit
                continue
            }
            flushLatin()
            switch scalar {
            case "・", " ", "　", "･": tokens.append(.space)
            case "(", "（": tokens.append(.open)
            case ")", "）": tokens.append(.close)
            case "/", "／": tokens.append(.slash)
            case "～", "〜", "-", "‐": tokens.append(.hyphen)
            default: return ""
            }
        }
        flushKana()
        flushLatin()
        return HepburnToken.render(tokens)
    }

    /// The generic suffixes that the catalog's romaji writes as a word of their own, longest first.
    private static let suffixes: [[Unicode.Scalar]] = ["おんせんきょう", "おんせん", "こうせん"].map { Array($0.unicodeScalars) }

    private static func splitSuffix(_ kana: [Unicode.Scalar]) -> [ArraySlice<Unicode.Scalar>] {
        for suffix in suffixes where kana.count > suffix.count && kana.suffix(suffix.count).elementsEqual(suffix) {
            let cut = kana.count - suffix.count
            return [kana[..<cut], kana[cut...]]
        }
        return [kana[...]]
    }

    private static func isKana(_ scalar: Unicode.Scalar) -> Bool {
        (0x3041...0x3096).contains(scalar.value) || scalar == "ー"
    }

    /// Katakana as hiragana (ァ…ヶ → ぁ…ゖ); anything else unchanged.
    private static func hiragana(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        guard (0x30A1...0x30F6).contains(scalar.value), let folded = Unicode.Scalar(scalar.value - 0x60) else { return scalar }
        return folded
    }
}
