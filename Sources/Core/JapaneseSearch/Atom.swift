/// One step of the normalisation pipeline: a scalar (or a marker) together
/// with the Character offsets in the original text it came from, so that
/// matches can be highlighted in the un-normalised display string.
struct Atom {
    enum Kind: UInt8 {
        case character
        /// Space, punctuation or a middle dot: removed, but it ends a word.
        case boundary
        /// ー: removed, because long vowels are matched as optional.
        case longMark
    }

    var scalar: UInt32
    var kind: Kind
    var start: Int32
    var end: Int32

    static func character(_ scalar: UInt32, _ start: Int32, _ end: Int32) -> Atom {
        Atom(scalar: scalar, kind: .character, start: start, end: end)
    }

    var isLatinLetter: Bool {
        kind == .character && scalar >= 0x61 && scalar <= 0x7A
    }
}

/// Per-unit flags stored next to every normalised UTF-16 unit.
enum UnitFlag {
    /// The unit begins a word (after a separator or a change of script).
    static let wordStart: UInt8 = 1
    /// A vowel kana that only lengthens the previous syllable (どう, おお);
    /// matching may skip it so that "dogo" finds どうご.
    static let optional: UInt8 = 2
    /// The unit begins a phrase: it follows a separator (space, ・, /, a
    /// parenthesis), not only a change of script. Fuzzy matches stay inside one.
    static let phraseStart: UInt8 = 4
    /// Set with `optional` on a generic suffix or a sub-area: optional when
    /// matching, but still part of the text's canonical form.
    static let soft: UInt8 = 8
}
