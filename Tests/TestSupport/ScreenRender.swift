import Localization
import ScreenKit
import TerminalKit

// The one way tests draw a view, a panel or a screen (issue 33 §4): a fresh canvas of a size,
// ASCII-only or not, in the language asked for (nil: the one in force, so a suite marked
// `.language(.en)` draws English). Before it, 20 feature-test files built their canvases by hand
// and five carried their own copy of these helpers.

extension Size {
    /// The smallest terminal the app supports: every screen is snapshot at it.
    public static let terminal80x24 = Size(width: 80, height: 24)
    /// A roomy terminal: screens whose layout changes with room are snapshot at it too.
    public static let terminal120x40 = Size(width: 120, height: 40)
}

/// Draws `draw` on a fresh canvas of `size` and returns the canvas (for tests that read styles).
public func renderCanvas(
    _ size: Size, asciiOnly: Bool = false, in language: Language? = nil, _ draw: (inout Canvas) -> Void
) -> Canvas {
    AppLanguage.$scoped.withValue(language ?? AppLanguage.scoped) {
        var canvas = Canvas(size: size, asciiOnly: asciiOnly)
        draw(&canvas)
        return canvas
    }
}

/// Draws `draw` on a fresh canvas of `size` and returns its text (`Canvas.plainText`).
public func renderText(
    _ size: Size, asciiOnly: Bool = false, in language: Language? = nil, _ draw: (inout Canvas) -> Void
) -> String {
    renderCanvas(size, asciiOnly: asciiOnly, in: language, draw).plainText
}

/// Draws a panel over the whole canvas as the shell does: a screen is told its rect first
/// (`layout(in:asciiOnly:)`, where what drawing needs is derived), then rendered.
@MainActor
public func renderCanvas(_ panel: some Panel, _ size: Size, asciiOnly: Bool = false, in language: Language? = nil) -> Canvas {
    AppLanguage.$scoped.withValue(language ?? AppLanguage.scoped) {
        let rect = Rect(size: size)
        (panel as? any Screen)?.layout(in: rect, asciiOnly: asciiOnly)
        var canvas = Canvas(size: size, asciiOnly: asciiOnly)
        panel.render(in: rect, on: &canvas)
        return canvas
    }
}

/// The text of `renderCanvas(panel, size…)`.
@MainActor
public func renderText(_ panel: some Panel, _ size: Size, asciiOnly: Bool = false, in language: Language? = nil) -> String {
    renderCanvas(panel, size, asciiOnly: asciiOnly, in: language).plainText
}

/// Runs `body` once with Japanese in force and once with English.
public func inBothLanguages<Value>(_ body: () throws -> Value) rethrows -> (ja: Value, en: Value) {
    let ja = try AppLanguage.$scoped.withValue(.ja) { try body() }
    let en = try AppLanguage.$scoped.withValue(.en) { try body() }
    return (ja, en)
}

extension Canvas {
    /// The text with, under each row that has one, a row marking with `mark` the cells `isMarked`
    /// picks (two marks under a wide character): a snapshot of where a style falls.
    public func markedText(mark: Character = "^", where isMarked: (Cell) -> Bool) -> String {
        (0..<size.height).flatMap { y -> [String] in
            var text = self.text(row: y)
            var marks = ""
            for x in 0..<size.width where self[x, y].kind != .continuation {
                let width = self[x, y].kind == .wide ? 2 : 1
                marks += String(repeating: isMarked(self[x, y]) ? mark : " ", count: width)
            }
            while text.last == " " { text.removeLast() }
            while marks.last == " " { marks.removeLast() }
            return marks.isEmpty ? [text] : [text, marks]
        }.joined(separator: "\n")
    }
}
