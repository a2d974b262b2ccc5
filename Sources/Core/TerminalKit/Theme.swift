/// Maps roles to colours. `mono` uses only bold, dim, reverse and underline, so the UI stays
/// readable with `NO_COLOR` or on a terminal without colours.
public struct Theme: Sendable, Hashable {
    public enum Name: String, Sendable, CaseIterable { case dark, light, mono }

    public let name: Name

    public init(_ name: Name) { self.name = name }

    /// `auto` picks light when the terminal's background is light: the colour it answered to OSC 11
    /// (`background`) where it did, else `COLORFGBG`, else dark. `NO_COLOR` (any value) always means mono.
    public static func resolve(choice: String, environment: [String: String], background: RGB? = nil) -> Theme {
        if environment["NO_COLOR"] != nil { return Theme(.mono) }
        if let name = Name(rawValue: choice) { return Theme(name) }
        if let background { return Theme(isLight(background) ? .light : .dark) }
        if let fgbg = environment["COLORFGBG"], let bg = fgbg.split(separator: ";").last.flatMap({ Int($0) }),
           bg == 7 || bg == 15 {
            return Theme(.light)
        }
        return Theme(.dark)
    }

    public var usesColor: Bool { name != .mono }

    /// Whether `background` is light: black text on it has more contrast than white.
    public static func isLight(_ background: RGB) -> Bool {
        background.contrast(with: RGB(0, 0, 0)) > background.contrast(with: RGB(255, 255, 255))
    }

    /// Whether `auto` would ask the terminal for its background (no explicit theme, colour allowed).
    public static func wantsBackground(choice: String, environment: [String: String]) -> Bool {
        environment["NO_COLOR"] == nil && Name(rawValue: choice) == nil
    }

    public func resolve(_ style: Style, depth: ColorDepth = .full) -> ResolvedStyle {
        var resolved = base(for: style.role, depth: depth)
        resolved.bold = resolved.bold || style.bold
        resolved.dim = resolved.dim || style.dim
        resolved.reverse = resolved.reverse != style.reverse
        resolved.underline = resolved.underline || style.underline
        if resolved.bold, !keepsContrastWhenBold(resolved, depth: depth) { resolved.bold = false }
        return resolved
    }

    private func base(for role: ColorRole, depth: ColorDepth) -> ResolvedStyle {
        switch (name, depth.isBasic) {
        case (.mono, _): mono(role)
        case (.dark, false): Self.dark(role)
        case (.light, false): Self.light(role)
        case (.dark, true): Self.darkBasic(role)
        case (.light, true): Self.lightBasic(role)
        }
    }

    /// Bold turns a basic ink into its bright variant, which can lose the contrast the plain one
    /// has (black becomes grey, red on white becomes a lighter red): such text is drawn plain.
    private func keepsContrastWhenBold(_ style: ResolvedStyle, depth: ColorDepth) -> Bool {
        guard style.foreground.index >= 0 else { return true }
        let ink = Palette.rgb(Int(depth.ink(style.foreground.index, bold: true)))
        let backgrounds = style.background.rgb.map { [$0] } ?? assumedBackgrounds(depth: depth)
        return backgrounds.allSatisfy { ink.contrast(with: $0) >= 4.5 }
    }

    /// What the theme expects behind text it draws in the terminal's default background: the
    /// darkest and lightest such backgrounds its colours keep WCAG AA contrast against (4.5:1 for
    /// text, 3:1 for borders), which covers black, the usual charcoal and solarized-like greys.
    public var assumedBackgrounds: [RGB] { assumedBackgrounds(depth: .full) }

    /// The same for a terminal of `depth` colours, where only the basic colours (at xterm's values)
    /// stand for the terminal's background: black or charcoal for dark, white or xterm's light grey for light.
    public func assumedBackgrounds(depth: ColorDepth) -> [RGB] {
        switch name {
        case .dark: [Palette.rgb(16), Palette.rgb(236)]
        case .light: depth.isBasic ? [Palette.rgb(15), Palette.rgb(7)] : [Palette.rgb(231), Palette.rgb(254)]
        case .mono: []
        }
    }

    private func mono(_ role: ColorRole) -> ResolvedStyle {
        switch role {
        case .normal, .border: ResolvedStyle()
        case .muted: ResolvedStyle(dim: true)
        case .accent, .title, .warning, .error, .favorite: ResolvedStyle(bold: true)
        case .selection, .tabActive, .statusKey: ResolvedStyle(reverse: true)
        case .highlight: ResolvedStyle(bold: true, underline: true)
        case .success: ResolvedStyle(bold: true)
        case .sample: ResolvedStyle(underline: true)
        case .tabInactive, .statusBar: ResolvedStyle()
        // Without colours, reverse video gives dark ink on light on the usual light-on-dark terminal.
        case .scanCode: ResolvedStyle(reverse: true)
        }
    }

    private static func color(_ index: Int16) -> TerminalColor { TerminalColor(palette: index) }

    /// Light text on a dark background. Dim is not used for muted text: how dim it gets is up to
    /// the terminal, so its contrast could not be promised.
    private static func dark(_ role: ColorRole) -> ResolvedStyle {
        switch role {
        case .normal: ResolvedStyle()
        case .muted: ResolvedStyle(foreground: color(247))
        case .accent, .tabInactive: ResolvedStyle(foreground: color(80))
        case .title: ResolvedStyle(foreground: color(220), bold: true)
        case .selection: ResolvedStyle(foreground: color(16), background: color(117))
        case .highlight: ResolvedStyle(foreground: color(220), bold: true, underline: true)
        case .warning: ResolvedStyle(foreground: color(214), bold: true)
        case .error: ResolvedStyle(foreground: color(210), bold: true)
        case .success: ResolvedStyle(foreground: color(78), bold: true)
        case .sample: ResolvedStyle(foreground: color(177))
        case .tabActive: ResolvedStyle(foreground: color(16), background: color(220), bold: true)
        case .statusBar: ResolvedStyle(foreground: color(255), background: color(238))
        case .statusKey: ResolvedStyle(foreground: color(220), background: color(238), bold: true)
        case .border: ResolvedStyle(foreground: color(67))
        case .favorite: ResolvedStyle(foreground: color(220), bold: true)
        case .scanCode: ResolvedStyle(foreground: .black, background: .white)
        }
    }

    /// Dark text on a light background: no yellow or cyan ink, which a light background washes out.
    private static func light(_ role: ColorRole) -> ResolvedStyle {
        switch role {
        case .normal: ResolvedStyle()
        case .muted: ResolvedStyle(foreground: color(241))
        case .accent, .tabInactive: ResolvedStyle(foreground: color(25))
        case .title: ResolvedStyle(foreground: color(88), bold: true)
        case .selection: ResolvedStyle(foreground: color(231), background: color(25))
        case .highlight: ResolvedStyle(foreground: color(125), bold: true, underline: true)
        case .warning: ResolvedStyle(foreground: color(94), bold: true)
        case .error: ResolvedStyle(foreground: color(88), bold: true)
        case .success: ResolvedStyle(foreground: color(22), bold: true)
        case .sample: ResolvedStyle(foreground: color(90))
        case .tabActive: ResolvedStyle(foreground: color(16), background: color(220), bold: true)
        case .statusBar: ResolvedStyle(foreground: color(231), background: color(24))
        case .statusKey: ResolvedStyle(foreground: color(220), background: color(24), bold: true)
        case .border: ResolvedStyle(foreground: color(60))
        case .favorite: ResolvedStyle(foreground: color(125), bold: true)
        case .scanCode: ResolvedStyle(foreground: .black, background: .white)
        }
    }

    /// The dark theme on an 8- or 16-colour terminal: only inks that keep 4.5:1 on black and
    /// charcoal (green, yellow, cyan, white); red and blue only as backgrounds behind white.
    private static func darkBasic(_ role: ColorRole) -> ResolvedStyle {
        switch role {
        case .normal: ResolvedStyle()
        case .muted: ResolvedStyle(foreground: color(7))
        case .accent, .tabInactive, .border: ResolvedStyle(foreground: color(6))
        case .title, .warning, .favorite: ResolvedStyle(foreground: color(3), bold: true)
        case .selection, .statusBar: ResolvedStyle(foreground: color(7), background: color(4))
        case .highlight: ResolvedStyle(foreground: color(3), bold: true, underline: true)
        case .error: ResolvedStyle(foreground: color(7), background: color(1), bold: true)
        case .success: ResolvedStyle(foreground: color(2), bold: true)
        case .sample: ResolvedStyle(foreground: color(6), underline: true)
        case .tabActive: ResolvedStyle(foreground: color(0), background: color(3), bold: true)
        case .statusKey: ResolvedStyle(foreground: color(3), background: color(4), bold: true)
        case .scanCode: ResolvedStyle(foreground: color(0), background: color(7))
        }
    }

    /// The light theme on an 8- or 16-colour terminal: black, red and blue ink on white; no cyan,
    /// green, yellow or magenta text, which white washes out.
    private static func lightBasic(_ role: ColorRole) -> ResolvedStyle {
        switch role {
        case .normal: ResolvedStyle()
        case .muted: ResolvedStyle(foreground: color(0))
        case .accent, .tabInactive, .border: ResolvedStyle(foreground: color(4))
        case .title, .favorite: ResolvedStyle(foreground: color(1), bold: true)
        case .selection, .statusBar: ResolvedStyle(foreground: color(7), background: color(4))
        case .highlight: ResolvedStyle(foreground: color(1), bold: true, underline: true)
        case .warning, .tabActive: ResolvedStyle(foreground: color(0), background: color(3), bold: true)
        case .error: ResolvedStyle(foreground: color(7), background: color(1), bold: true)
        case .success: ResolvedStyle(foreground: color(4), bold: true)
        case .sample: ResolvedStyle(foreground: color(4), underline: true)
        case .statusKey: ResolvedStyle(foreground: color(3), background: color(4), bold: true)
        case .scanCode: ResolvedStyle(foreground: color(0), background: color(7))
        }
    }
}
