import Foundation

/// Reads a folded wording into glossary words, formulas and marks, then groups what `含` governs
/// (`SpringWording`). Characters, not Foundation's string search: a wording is a few dozen
/// characters and the glossary a hundred-odd keys of at most `longestKey`.
enum SpringWordingReader {
    typealias Glossary = SpringWordingGlossary
    typealias Mark = SpringWordingGlossary.Mark

    enum Token: Equatable {
        case word(Glossary.Entry)
        case formula(String)
        case mark(Mark)
        case unknown
    }

    static let glossary: [String: Glossary.Entry] = Dictionary(Glossary.entries.map { ($0.japanese, $0) }, uniquingKeysWith: { first, _ in first })
    /// The lengths of the keys that start with a character, longest first: a position tries only
    /// those (a handful) instead of every length up to the longest key.
    static let keyLengths: [Character: [Int]] = Dictionary(grouping: Glossary.entries, by: { $0.japanese.first ?? " " })
        .mapValues { entries in Set(entries.map(\.japanese.count)).sorted(by: >) }

    /// Full-width letters, digits and marks and Roman numerals to ASCII (`Ｎａ`, `（`, `Ⅱ`); through
    /// Foundation only when the wording has any (most do not).
    static func folded(_ text: String) -> [Character] {
        let needsFolding = text.unicodeScalars.contains { (0xFF00...0xFFEF).contains($0.value) || (0x2160...0x217F).contains($0.value)
            || (0x2080...0x209F).contains($0.value) || $0.value == 0x3000 }
        return Array(needsFolding ? text.precomposedStringWithCompatibilityMapping : text)
    }

    static func tokens(of characters: [Character]) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        while index < characters.count {
            if isFormulaCharacter(characters[index]) {
                let end = formulaEnd(characters, from: index)
                tokens.append(.formula(String(characters[index..<end])))
                index = end
            } else if let (entry, length) = longestEntry(characters, at: index),
                      entry.role != .saltOfIon || tokens.last.map(isIon) == true {
                tokens.append(.word(entry))
                index += length
            } else if let mark = Glossary.marks[characters[index]] {
                // Only the spaces the table names: a line break or separator is not the catalog's
                // wording and leaves it marked as written (shown through the sanitiser).
                tokens.append(.mark(mark))
                index += 1
            } else {
                if tokens.last != .unknown { tokens.append(.unknown) }
                index += 1
            }
        }
        return tokens
    }

    private static func isFormulaCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber)
    }

    private static func isIon(_ token: Token) -> Bool {
        switch token {
        case .formula: true
        case .word(let entry): entry.role == .ion
        case .mark, .unknown: false
        }
    }

    /// A formula runs over ASCII letters and digits, a `.` between letters (`Na.Ca`, as written) and
    /// a bracketed valence or gas right after them (`Fe(II)`, `S(H2S)`).
    private static func formulaEnd(_ characters: [Character], from start: Int) -> Int {
        var index = start
        while index < characters.count {
            let character = characters[index]
            if isFormulaCharacter(character) {
                index += 1
            } else if character == ".", index + 1 < characters.count, characters[index + 1].isASCII, characters[index + 1].isLetter {
                index += 1
            } else if character == "(", let close = characters[(index + 1)...].prefix(6).firstIndex(of: ")"), close > index + 1,
                      characters[(index + 1)..<close].allSatisfy(isFormulaCharacter) {
                index = close + 1
            } else {
                break
            }
        }
        return index
    }

    private static func longestEntry(_ characters: [Character], at index: Int) -> (Glossary.Entry, Int)? {
        for length in keyLengths[characters[index]] ?? [] where index + length <= characters.count {
            if let entry = glossary[String(characters[index..<(index + length)])] { return (entry, length) }
        }
        return nil
    }
}

extension SpringWordingReader {
    /// What the writer joins: words in English, formulas as written, marks as read.
    enum Piece: Equatable {
        case part(String, Kind, oldName: Bool)
        /// As written; joins as an ion.
        case formula(String)
        case mark(Mark)
        case unknown
    }

    /// How a part joins its neighbours.
    enum Kind: Equatable {
        case quality, substance, ion, spring, phrase, attached, conjunction
        /// A part not known (`…`).
        case gap
    }

    static func pieces(of tokens: [Token]) -> [Piece] {
        var pieces: [Piece] = []
        var index = 0
        while index < tokens.count {
            switch tokens[index] {
            case .word(let entry) where entry.role == .contains:
                if let (piece, next) = contained(tokens, after: index) {
                    pieces.append(piece)
                    index = next
                } else {
                    if pieces.last != .unknown { pieces.append(.unknown) }
                    index += 1
                }
            case .word(let entry):
                if let piece = piece(for: entry) { pieces.append(piece) }
                index += 1
            case .formula(let text):
                pieces.append(.formula(text))
                index += 1
            case .mark(let mark):
                pieces.append(.mark(mark))
                index += 1
            case .unknown:
                if pieces.last != .unknown { pieces.append(.unknown) }
                index += 1
            }
        }
        return pieces
    }

    private static func piece(for entry: Glossary.Entry) -> Piece? {
        let old = entry.origin == .oldName
        switch entry.role {
        case .quality: return .part(entry.english, .quality, oldName: old)
        case .substance: return .part(entry.english, .substance, oldName: old)
        case .ion: return .part(entry.english, .ion, oldName: old)
        case .spring: return .part(entry.english, .spring, oldName: old)
        case .phrase: return .part(entry.english, .phrase, oldName: old)
        case .containedAfter: return .part(entry.english, .attached, oldName: old)
        case .conjunction, .predicate: return .part(entry.english, .conjunction, oldName: old)
        case .saltOfIon: return nil
        case .contains: return .unknown
        }
    }
}
