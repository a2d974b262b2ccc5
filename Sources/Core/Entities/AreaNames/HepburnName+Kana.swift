extension HepburnName {
    /// One word of kana (hiragana and ー) in lower-case Hepburn.
    static func romanise(_ kana: ArraySlice<Unicode.Scalar>) -> String {
        let kana = Array(kana)
        var syllables: [String] = []
        var index = 0
        var lengthened = false
        while index < kana.count {
            let scalar = kana[index]
            index += 1
            if scalar == "ー" { continue }
            if scalar == HepburnKana.smallTsu || scalar == HepburnKana.syllabicN {
                syllables.append(String(scalar))
                continue
            }
            guard var syllable = HepburnKana.syllable(scalar) ?? HepburnKana.smallVowel(scalar) else { continue }
            if index < kana.count {
                let next = kana[index]
                if let combined = HepburnKana.contracted(syllable, small: next) ?? HepburnKana.extended(syllable, small: next) {
                    syllable = combined
                    index += 1
                }
            }
            // おう, おお and うう are one long vowel, written once; a vowel that follows a kana which
            // takes a small vowel (うぃ) is no long vowel, and a third vowel (おおお) starts a syllable.
            if !lengthened, let last = syllables.last, isLongVowel(last: last, next: syllable, scalar: scalar) {
                lengthened = true
                continue
            }
            lengthened = false
            syllables.append(syllable)
        }
        return join(syllables)
    }

    private static func isLongVowel(last: String, next: String, scalar: Unicode.Scalar) -> Bool {
        guard scalar == "う" || scalar == "お", next.count == 1 else { return false }
        if last.hasSuffix("o") { return true }
        return last.hasSuffix("u") && scalar == "う"
    }

    /// ん and っ take their spelling from the syllable after them.
    private static func join(_ syllables: [String]) -> String {
        var text = ""
        for (position, syllable) in syllables.enumerated() {
            let next = position + 1 < syllables.count ? syllables[position + 1] : ""
            switch syllable {
            case "ん":
                text += "n"
                if let first = next.first, !["ん", "っ"].contains(next), "aiueoy".contains(first) { text += "'" }
            case "っ":
                if next.hasPrefix("ch") { text += "t" } else if let first = next.first, !"aiueonっん".contains(first) { text.append(first) }
            default:
                text += syllable
            }
        }
        return text
    }
}
