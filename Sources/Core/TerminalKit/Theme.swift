/// Maps roles to colours. `mono` uses only bold, dim, reverse and underline, so the UI stays
/// readable with `NO_COLOR` or on a terminal without colours.
public struct Theme: Sendable, Hashable {
    public enum Name: String, Sendable, CaseIterable { case dark, light, mono }

    public let name: Name

    public init(_ name: Name) { self.name = name }

    /// `auto` picks light when the terminal says its background is light (`COLORFGBG`), else dark;
    /// `NO_COLOR` (any value) always means mono.
    public static func resolve(choice: String, environment: [String: String]) -> Theme {
        if environment["NO_COLOR"] != nil { return Theme(.mono) }
        if let name = Name(rawValue: choice) { return Theme(name) }
        if let fgbg = environment["COLORFGBG"], let bg = fgbg.split(separator: ";").last.flatMap({ Int($0) }),
           bg == 7 || bg == 15 {
            return Theme(.light)
        }
        return Theme(.dark)
    }

    public var usesColor: Bool { name != .mono }

    public func resolve(_ style: Style) -> ResolvedStyle {
        var resolved = base(for: style.role)
        resolved.bold = resolved.bold || style.bold
        resolved.dim = resolved.dim || style.dim
        resolved.reverse = resolved.reverse != style.reverse
        resolved.underline = resolved.underline || style.underline
        return resolved
    }

    private func base(for role: ColorRole) -> ResolvedStyle {
        switch name {
        case .mono: return mono(role)
        case .dark: return colored(role, text: .white, contrast: .black)
        case .light: return colored(role, text: .black, contrast: .white)
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

    private func colored(_ role: ColorRole, text: TerminalColor, contrast: TerminalColor) -> ResolvedStyle {
        switch role {
        case .normal: ResolvedStyle()
        case .muted: ResolvedStyle(dim: true)
        case .accent: ResolvedStyle(foreground: .cyan)
        case .title: ResolvedStyle(foreground: .yellow, bold: true)
        case .selection: ResolvedStyle(foreground: contrast, background: .cyan)
        case .highlight: ResolvedStyle(foreground: .yellow, bold: true, underline: true)
        case .warning: ResolvedStyle(foreground: .yellow, bold: true)
        case .error: ResolvedStyle(foreground: .red, bold: true)
        case .success: ResolvedStyle(foreground: .green, bold: true)
        case .sample: ResolvedStyle(foreground: .magenta)
        case .tabActive: ResolvedStyle(foreground: contrast, background: .yellow, bold: true)
        case .tabInactive: ResolvedStyle(foreground: .cyan)
        case .statusBar: ResolvedStyle(foreground: text, background: .blue)
        case .statusKey: ResolvedStyle(foreground: .yellow, background: .blue, bold: true)
        case .border: ResolvedStyle(foreground: .blue)
        case .favorite: ResolvedStyle(foreground: .yellow, bold: true)
        case .scanCode: ResolvedStyle(foreground: .black, background: .white)
        }
    }
}
