import TerminalKit

/// Draws a QR code's lines so that a camera reads them in any terminal. Half blocks (`▀ ▄ █`)
/// are drawn as they are. In the ASCII form (`--ascii`, or ambiguous characters wide) a dark
/// module is not a `#` glyph, whose strokes leave most of the cell light, but two cells of
/// background: spaces in the reversed scan-code style, solid in every font.
enum ScanCodeDrawing {
    static let darkModule: Character = "#"
    /// Two dark modules one above the other: painted too, as fonts draw █ narrower than the cell.
    static let fullBlock: Character = "█"

    @discardableResult
    static func draw(_ line: String, x: Int, y: Int, clip: Rect, on canvas: inout Canvas) -> Int {
        var column = x
        var run = ""
        var runIsDark = false
        func flush() {
            guard !run.isEmpty else { return }
            let text = runIsDark ? String(repeating: " ", count: run.count) : run
            column = canvas.put(text, x: column, y: y, style: Style(.scanCode, reverse: runIsDark), clip: clip)
            run = ""
        }
        for character in line {
            let dark = character == darkModule || character == fullBlock
            if dark != runIsDark { flush(); runIsDark = dark }
            run.append(character)
        }
        flush()
        return column
    }

    /// Whether the terminal shows the cell at (x, y) as ink: what a camera sees, for tests.
    static func isInk(_ cell: Cell) -> Bool? {
        guard cell.style.role == .scanCode else { return nil }
        return cell.style.reverse
    }
}
