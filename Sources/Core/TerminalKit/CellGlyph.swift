/// What a run of cells can safely show of one grapheme cluster. An ncurses cell holds at most
/// five code points (CCHARW_MAX), one spacing character and the rest zero-width; and terminals
/// disagree on emoji sequences (a ZWJ family is two cells in one, six in tmux; a flag two or one
/// per letter). A cluster sent whole where the terminal gives it more cells than the canvas did
/// shifts the rest of the row, and the next frames, which write only what changed, leave stale
/// characters behind. So a cluster is drawn whole only when it is one spacing scalar with the
/// cluster's width plus a few zero-width ones; otherwise its first scalar stands for it when that
/// alone has a width every terminal agrees on, else 〓 (two cells) or U+FFFD's ASCII stand-in `?`.
public enum CellGlyph {
    /// The code points one curses cell keeps (CCHARW_MAX).
    public static let maxScalars = 5
    static let wideStandIn: Character = "〓"
    static let narrowStandIn: Character = "?"

    /// The character to put in a cell for `character`, no wider than it: the canvas pads a
    /// narrower stand-in with a space, so the row keeps its columns.
    public static func drawable(_ character: Character) -> Character {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return character }
        let single = scalars.count == 1
        if single && !isRegionalIndicator(first) { return character }
        let width = DisplayWidth.of(character)
        let firstWidth = DisplayWidth.width(of: first)
        if !isRegionalIndicator(first), firstWidth > 0, firstWidth <= width {
            let rest = scalars.dropFirst()
            if firstWidth == width, rest.allSatisfy({ DisplayWidth.width(of: $0) == 0 }) {
                if scalars.count <= maxScalars { return character }
                // Marks beyond what a cell holds are left out, the base and the first ones kept.
                return String(String.UnicodeScalarView(scalars.prefix(maxScalars))).first ?? Character(first)
            }
            return Character(first)
        }
        return width >= 2 ? wideStandIn : narrowStandIn
    }

    static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool { (0x1F1E6...0x1F1FF).contains(scalar.value) }
}
