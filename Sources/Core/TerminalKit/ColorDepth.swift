/// How many colours the terminal has. A theme picks its colours for each depth itself rather than
/// letting the nearest basic colour stand in for a 256-colour one: the nearest of eight is often
/// far less contrasting (light blue behind black turns into light grey behind grey).
public enum ColorDepth: Int, Sendable, CaseIterable {
    case eight = 8
    case sixteen = 16
    case full = 256

    /// The depth of a terminal that reports `colors` (curses' `COLORS`).
    public init(colors: Int) {
        self = colors >= 256 ? .full : colors >= 16 ? .sixteen : .eight
    }

    /// Whether the theme is limited to the basic colours, whose values the user may have changed
    /// but whose xterm defaults are what the contrast is checked against.
    public var isBasic: Bool { self != .full }

    /// The colour a terminal of this depth shows for `index` in text drawn bold: xterm (and most
    /// terminals by default) draw bold text in a basic colour with its bright variant.
    public func ink(_ index: Int16, bold: Bool) -> Int16 {
        isBasic && bold && (0..<8).contains(index) ? index + 8 : index
    }
}
