/// `--ascii`: the symbols yumeguri draws as decoration (lines, bullets, stars, arrows, units) and
/// the ASCII character of the same width that stands in for each. The canvas applies it to every
/// glyph it places, so no screen can forget one; Japanese text itself is left alone.
public enum AsciiDecoration {
    static let table: [Character: Character] = [
        "·": ".", "•": "*", "‧": ".",
        "—": "-", "–": "-", "‐": "-", "─": "-", "━": "-", "═": "=",
        "│": "|", "┃": "|", "║": "|",
        "┌": "+", "┐": "+", "└": "+", "┘": "+", "├": "+", "┤": "+", "┬": "+", "┴": "+", "┼": "+",
        "╭": "+", "╮": "+", "╰": "+", "╯": "+",
        "※": "*", "°": "o", "℃": "C", "★": "*", "☆": ".", "●": "o", "○": "o", "◉": "@", "◎": "@",
        "■": "#", "□": ".", "◆": "*", "◇": ".", "▲": "^", "△": "^", "▼": "v", "▽": "v", "▶": ">", "◀": "<",
        "›": ">", "‹": "<", "»": ">", "«": "<", "…": "~", "⋯": "~",
        "↑": "^", "↓": "v", "←": "<", "→": ">", "↵": "<", "⏎": "<",
        "✓": "v", "✔": "v", "✗": "x", "✘": "x", "×": "x", "♥": "*", "♡": "*", "♨": "~",
        "░": ".", "▒": ":", "▓": "#", "█": "#", "▀": "\"", "▄": ",", "▌": "|", "▐": "|", "▏": "|", "▕": "|",
        "╴": "-", "╶": "-", "╵": "|", "╷": "|", "┄": "-", "┈": "-", "┆": "|", "┊": "|",
        "“": "\"", "”": "\"", "‘": "'", "’": "'",
    ]

    /// The ASCII stand-in for a decoration symbol. It takes one cell; where the symbol takes two
    /// (ambiguous characters at `AmbiguousWidth.wide`), the canvas adds a space after it.
    public static func replacement(for character: Character) -> Character? {
        guard !character.isASCII, let replacement = table[character], replacement.isASCII else { return nil }
        return replacement
    }

    /// Every symbol that has a stand-in: what `--ascii` output never contains.
    public static var symbols: [Character] { table.keys.filter { replacement(for: $0) != nil } }
}
