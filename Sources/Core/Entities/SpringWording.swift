import Foundation
import Localization

/// A 泉質 wording of the AIST catalog (`酸性含S,Fe`, `Na-Cl・HCO3泉`, `含食塩重曹泉`) read into English
/// by its parts: each word from `SpringWordingGlossary`, longest match first; ion formulas kept as
/// written (`Na-Cl·HCO3`: the same in both languages, `・` written `·`, which keeps the standard's
/// grouping where `, ` would read `Ca-SO4` as one pair in `Na, Ca-SO4, Cl`); `含` read as
/// `-containing` on what it governs. A word the glossary does not hold is never guessed: it stands as
/// `…`, the wording is not complete, and every display then shows the original marked as the AIST
/// catalog's. Japanese shows the wording as written.
///
/// Written here rather than with a library: no package reads this vocabulary (the catalog's
/// Japanese chemistry shorthand), and the rules are the standard's naming, not a language's grammar.
public struct SpringWording: Hashable, Sendable {
    /// The catalog's wording, trimmed.
    public let original: String
    /// The parts in English, `…` for a part not known; empty when no part is known.
    public let english: String
    /// Every part is known (and there is at least one).
    public let isComplete: Bool
    /// A part is an old name of the guideline's 旧泉質名 table (`食塩`, `重曹`).
    public let namesOldName: Bool

    public init(_ wording: String) {
        original = wording.trimmingCharacters(in: .whitespacesAndNewlines)
        let tokens = SpringWordingReader.tokens(of: SpringWordingReader.folded(original))
        var writer = SpringWordingWriter()
        for piece in SpringWordingReader.pieces(of: tokens) { writer.add(piece) }
        english = writer.text
        isComplete = writer.unknownParts == 0 && writer.knownParts > 0
        namesOldName = writer.namesOldName
    }

    /// The translation with its old-name mark, when complete.
    public var translation: String? {
        guard isComplete else { return nil }
        return namesOldName ? SpringsText.wordingOldName(english).en : english
    }

    /// On one line (a list's column, a table's cell) in the language in force: the wording as
    /// written in Japanese; in English the translation, or the parts known with the wording marked
    /// as the catalog's.
    public var line: String { line(in: AppLanguage.current) }

    public func line(in language: Language) -> String {
        guard language == .en else { return original }
        if let translation { return translation }
        return english.isEmpty ? SpringsText.wordingAsWritten(original).en : SpringsText.wordingMarked(known: english, original: original).en
    }

    /// What the detail says under the translation in English (where it came from, or that a part
    /// is not translated, with the wording as written); nil in Japanese.
    public var note: String? {
        guard AppLanguage.current == .en else { return nil }
        return (isComplete ? SpringsText.wordingTranslatedNote(original) : SpringsText.wordingPartialNote(original)).en
    }

    /// The value of the detail's 泉質 line: the wording in Japanese; in English the translation, or
    /// the parts known (`…` where one is not: the note beside gives the original).
    public var detailValue: String {
        guard AppLanguage.current == .en else { return original }
        if let translation { return translation }
        return english.isEmpty ? SpringsText.wordingAsWritten(original).en : english
    }
}
