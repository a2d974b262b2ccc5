/// What a test checks in every sampled catalog's sentences.
public enum CatalogAudit {
    public struct Problem: Sendable, CustomStringConvertible {
        public let key: String
        public let language: Language
        public let reason: String
        public var description: String { "\(key) [\(language.rawValue)]: \(reason)" }
    }

    /// `allowedInEnglish` lists the placeholder values the samples put in (a name from the data may
    /// be kanji in English too); every other kana or kanji in an English sentence is a missed
    /// translation.
    public static func problems<C: SampledCatalog>(in catalog: C.Type, allowedInEnglish: [String] = []) -> [Problem] {
        var found: [Problem] = []
        for sample in C.samples {
            let key = String(describing: sample)
            if sample.ja.isEmpty { found.append(Problem(key: key, language: .ja, reason: "empty")) }
            if sample.en.isEmpty { found.append(Problem(key: key, language: .en, reason: "empty")) }
            var english = sample.en
            for allowed in allowedInEnglish where !allowed.isEmpty {
                english = english.replacing(allowed, with: "")
            }
            if english.unicodeScalars.contains(where: isJapanese) {
                found.append(Problem(key: key, language: .en, reason: "kana or kanji in English: \(sample.en)"))
            }
        }
        return found
    }

    static func isJapanese(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xFF66...0xFF9F: true
        default: false
        }
    }
}
