import Localization

/// Text from data (a name, an id) placed inside a line the app composes: a verdict, a message, a
/// row of a listing. Whatever it holds, it stays inside that line and says it is cut, so no stored
/// value can start a line of its own (a fake `OK 使用しました`) or push a message off the screen.
/// The terminal sanitiser (`TerminalText`) still makes every other control visible; this type is
/// here, below it, because entities and use cases compose such lines without a terminal.
public enum DisplayText {
    /// Enough for any real id or name; a longer one is an attack or a mistake, and the rest is noise.
    public static let defaultLimit = 64

    /// One line: every line break (LF, CR, VT, FF, NEL, U+2028, U+2029) becomes a visible picture.
    public static func line(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isBreak) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(isBreak(scalar) ? picture(of: scalar) : scalar)
        }
        return String(scalars)
    }

    /// `line(text)` cut to `limit` characters, saying how much was left out (`…(+99,936)`).
    public static func cut(_ text: String, limit: Int = defaultLimit) -> String {
        // Counting characters walks the text once, up to the limit: a 100 MB id costs no more.
        var end = text.startIndex
        var kept = 0
        while end < text.endIndex, kept < limit {
            end = text.index(after: end)
            kept += 1
        }
        guard end < text.endIndex else { return line(text) }
        let rest = text.utf8.count - text[..<end].utf8.count
        return line(String(text[..<end])) + CutText.more(bytes: rest).text
    }

    static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// The Control Pictures the terminal sanitiser uses for the same scalars (NEL has none: U+2424).
    static func picture(of scalar: Unicode.Scalar) -> Unicode.Scalar {
        scalar.value <= 0x0D ? Unicode.Scalar(0x2400 + scalar.value) ?? "\u{2424}" : "\u{2424}"
    }
}
