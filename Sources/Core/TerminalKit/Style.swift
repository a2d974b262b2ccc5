/// What a piece of text *is*; the theme decides what that looks like.
public enum ColorRole: Hashable, Sendable, CaseIterable {
    case normal, muted, accent, title, selection, highlight, warning, error, success, sample
    case tabActive, tabInactive, statusBar, statusKey, border, favorite
    /// A code a camera must read (the ticket's QR): dark ink on light, whatever the terminal's colours.
    case scanCode
}

/// The look of one cell: a role resolved by the theme, plus attributes that apply in every theme.
public struct Style: Hashable, Sendable {
    public var role: ColorRole
    public var bold: Bool
    public var dim: Bool
    public var reverse: Bool
    public var underline: Bool

    public init(_ role: ColorRole = .normal, bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false) {
        self.role = role
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
    }

    public static let normal = Style()
    public static let muted = Style(.muted)
    public static let accent = Style(.accent)
    public static let title = Style(.title, bold: true)
    public static let selection = Style(.selection)
    public static let warning = Style(.warning, bold: true)
    public static let error = Style(.error, bold: true)
    public static let sample = Style(.sample)
    public static let border = Style(.border)
    public static let highlight = Style(.highlight, bold: true)

    public func bolded() -> Style { var s = self; s.bold = true; return s }
    public func with(role: ColorRole) -> Style { var s = self; s.role = role; return s }
}

/// The terminal's own default colour, or an entry of the 256-colour palette. Themes name cube and
/// grey-ramp entries (16–255), whose values are the same in practically every terminal, so their
/// contrast can be checked; a terminal with only eight colours gets the nearest basic one.
public struct TerminalColor: Hashable, Sendable {
    /// -1 for the terminal's default, else 0–255.
    public let index: Int16

    public init(palette index: Int16) { self.index = min(255, max(-1, index)) }

    public static let `default` = TerminalColor(palette: -1)
    public static let black = TerminalColor(palette: 16)
    public static let white = TerminalColor(palette: 231)

    /// Nil for the terminal's default, which only the terminal knows.
    public var rgb: RGB? { index < 0 ? nil : Palette.rgb(Int(index)) }

    /// What to ask of a terminal that has `colors` colours.
    public func index(forTerminalWith colors: Int) -> Int16 {
        guard index >= 0, colors < 256 else { return index }
        return Palette.nearestBasic(Int(index))
    }
}

/// A role as the terminal draws it.
public struct ResolvedStyle: Hashable, Sendable {
    public var foreground: TerminalColor
    public var background: TerminalColor
    public var bold: Bool
    public var dim: Bool
    public var reverse: Bool
    public var underline: Bool

    public init(foreground: TerminalColor = .default, background: TerminalColor = .default,
                bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
    }
}
