import Entities
import Localization
import TerminalKit

/// How the pictures of the record shade a count: by glyph density first (`·░▒▓█`, or `.:+#@`
/// with `--ascii` and where ambiguous symbols are wide), so that they read in mono and in eight
/// colours alike; colour only adds to it.
enum RecordShade {
    static let blocks = ["·", "░", "▒", "▓", "█"]
    static let ascii = [".", ":", "+", "#", "@"]

    /// The five glyphs for this canvas: the block shades are East Asian Ambiguous, two cells wide
    /// where the terminal says so, and would break every grid.
    static func glyphs(on canvas: Canvas) -> [String] { canvas.asciiOnly || canvas.ambiguousIsWide ? ascii : blocks }

    static func style(_ level: Int) -> Style {
        switch level {
        case 0: .muted
        case 1, 2: Style(.favorite)
        default: Style(.favorite, bold: true)
        }
    }

    /// `凡例 · 0  ░ 1  ▒ 2–3 …` from `x`; returns the column after it.
    @discardableResult
    static func legend(_ scale: ShadeScale, unit: String, x: Int, y: Int, clip: Rect, on canvas: inout Canvas) -> Int {
        let glyphs = glyphs(on: canvas)
        var column = canvas.put(VisitsText.legend.text, x: x, y: y, style: .muted, clip: clip)
        for level in 0...4 {
            column = canvas.put(glyphs[level], x: column, y: y, style: style(level), clip: clip)
            column = canvas.put(" " + scale.label(level: level) + (level == 4 ? unit : "") + "  ", x: column, y: y, style: .muted, clip: clip)
        }
        return column
    }
}

/// A run of cells drawn alike: a picture row is drawn run by run, not cell by cell.
struct ShadeRun: Equatable, Sendable {
    var x: Int
    var level: Int
    var count: Int
    var selected: Bool
}
