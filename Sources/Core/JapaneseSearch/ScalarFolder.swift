import Foundation

/// Stage 1 of normalisation: turns the Characters of a text into atoms with
/// compatibility forms, case, katakana and punctuation folded.
struct ScalarFolder {
    private(set) var atoms: [Atom] = []

    mutating func fold(_ text: some StringProtocol) {
        atoms.removeAll(keepingCapacity: true)
        var offset: Int32 = 0
        for character in text {
            let scalars = character.unicodeScalars
            var iterator = scalars.makeIterator()
            if let only = iterator.next(), iterator.next() == nil, Self.isCompatibilityStable(only.value) {
                append(only, at: offset)
            } else {
                // Only characters that can change under NFKC pay for Foundation.
                let folded = String(character).precomposedStringWithCompatibilityMapping
                for scalar in folded.unicodeScalars { append(scalar, at: offset) }
            }
            offset &+= 1
        }
    }

    /// Scalars that NFKC leaves untouched; they cover nearly all names and
    /// readings, which keeps building a 100k-record index fast.
    private static func isCompatibilityStable(_ value: UInt32) -> Bool {
        value < 0x80
            // Accented latin (ō, é) is stable apart from a few ligatures and ſ.
            || (value >= 0xC0 && value <= 0x17F && value != 0x132 && value != 0x133 && value != 0x13F
                && value != 0x140 && value != 0x149 && value != 0x17F)
            || (value >= 0x3041 && value <= 0x3096) || value == 0x309D || value == 0x309E
            || (value >= 0x30A1 && value <= 0x30FE)
            || (value >= 0x4E00 && value <= 0x9FFF) || (value >= 0x3400 && value <= 0x4DBF)
    }

    private mutating func append(_ scalar: Unicode.Scalar, at offset: Int32) {
        let value = scalar.value
        if value < 0x80 {
            appendASCII(value, at: offset)
            return
        }
        if Kana.isKatakanaConvertible(value) || Kana.isHiragana(value) || value == 0x309D || value == 0x309E {
            appendKana(value, at: offset)
            return
        }
        if ScriptClass(value) == .kanji {
            atoms.append(.character(value, offset, offset + 1))
            return
        }
        switch value {
        case 0x30FC:
            atoms.append(Atom(scalar: value, kind: .longMark, start: offset, end: offset + 1))
            return
        case 0x3099, 0x309A:
            composeSoundMark(value, at: offset)
            return
        default:
            break
        }
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned,
             .nonspacingMark, .spacingMark, .enclosingMark, .modifierSymbol:
            // Stray marks left after NFKC carry no searchable meaning.
            return
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation,
             .spaceSeparator, .lineSeparator, .paragraphSeparator:
            atoms.append(Atom(scalar: value, kind: .boundary, start: offset, end: offset + 1))
            return
        default:
            appendLetterOrSymbol(scalar, at: offset)
        }
    }

    private mutating func appendASCII(_ value: UInt32, at offset: Int32) {
        switch value {
        case 0x41...0x5A:
            atoms.append(.character(value + 0x20, offset, offset + 1))
        case 0x61...0x7A, 0x30...0x39:
            atoms.append(.character(value, offset, offset + 1))
        case 0..<0x20, 0x7F:
            return
        default:
            // ASCII punctuation and symbols such as / ( ) - ' separate words.
            atoms.append(Atom(scalar: value, kind: .boundary, start: offset, end: offset + 1))
        }
    }

    private mutating func appendKana(_ value: UInt32, at offset: Int32) {
        var hiragana = Kana.isKatakanaConvertible(value) ? value - 0x60 : value
        if value == 0x30B1, let previous = atoms.last, previous.kind == .character,
           ScriptClass(previous.scalar) == .kanji {
            // ケ between kanji is the place-name particle が (関ケ原, 霞ケ浦).
            hiragana = 0x304C
        }
        atoms.append(.character(hiragana, offset, offset + 1))
    }

    private mutating func composeSoundMark(_ mark: UInt32, at offset: Int32) {
        guard let last = atoms.indices.last, atoms[last].kind == .character,
              let composed = Kana.compose(atoms[last].scalar, mark: mark) else { return }
        atoms[last].scalar = composed
        atoms[last].end = max(atoms[last].end, offset + 1)
    }

    private mutating func appendLetterOrSymbol(_ scalar: Unicode.Scalar, at offset: Int32) {
        let properties = scalar.properties
        let lowered: String.UnicodeScalarView = properties.changesWhenLowercased
            ? properties.lowercaseMapping.unicodeScalars : String(scalar).unicodeScalars
        for letter in lowered {
            let value = letter.value
            if (value >= 0xC0 && value <= 0x24F) || (value >= 0x1E00 && value <= 0x1EFF) {
                appendLatinWithDiacritics(letter, at: offset)
            } else {
                atoms.append(.character(value, offset, offset + 1))
            }
        }
    }

    /// The long vowels of romaji, decoded without a Foundation call.
    private static let longVowels: [UInt32: UInt32] = [
        0x101: 0x61, 0x113: 0x65, 0x12B: 0x69, 0x14D: 0x6F, 0x16B: 0x75,
        0xE2: 0x61, 0xEA: 0x65, 0xEE: 0x69, 0xF4: 0x6F, 0xFB: 0x75,
    ]

    /// ō/ô/ū spell long vowels in romaji, so they become a doubled vowel that
    /// the kana stage then treats as optional; other accents are dropped.
    private mutating func appendLatinWithDiacritics(_ letter: Unicode.Scalar, at offset: Int32) {
        if let vowel = Self.longVowels[letter.value] {
            atoms.append(.character(vowel, offset, offset + 1))
            atoms.append(.character(vowel, offset, offset + 1))
            return
        }
        let parts = String(letter).decomposedStringWithCanonicalMapping.unicodeScalars
        guard let base = parts.first, base.value < 0x80 else {
            atoms.append(.character(letter.value, offset, offset + 1))
            return
        }
        let marksLength = parts.dropFirst().contains { $0.value == 0x304 || $0.value == 0x302 }
        atoms.append(.character(base.value, offset, offset + 1))
        if marksLength { atoms.append(.character(base.value, offset, offset + 1)) }
    }
}
