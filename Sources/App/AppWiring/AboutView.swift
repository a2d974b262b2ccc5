import TerminalKit

/// Draws the About page: the lines from `state.top`, two cells in, and where the text is longer
/// than the screen its last row shows the position (`1–19/24`), as the detail does.
public enum AboutView {
    public static func render(_ state: AboutViewState, in rect: Rect, on canvas: inout Canvas) {
        let inner = textRect(in: rect)
        let rows = textRows(lines: state.lines.count, height: inner.height)
        for (offset, line) in state.lines.dropFirst(state.top).prefix(rows).enumerated() {
            canvas.put(line.text, x: inner.x, y: inner.y + offset, style: line.style, clip: inner)
        }
        if rows < state.lines.count {
            let marker = "\(state.top + 1)–\(min(state.lines.count, state.top + rows))/\(state.lines.count)"
            canvas.put(marker, x: rect.maxX - marker.displayWidth - 1, y: inner.maxY - 1, style: .muted, clip: rect)
        }
    }

    /// Where the text goes: two cells in from the sides, one row from the top and bottom.
    public static func textRect(in rect: Rect) -> Rect { rect.inset(dx: 2, dy: 1) }

    /// The lines shown in `height` rows: all of them, or one row fewer when the text is longer, so
    /// the position never covers a line.
    public static func textRows(lines: Int, height: Int) -> Int {
        lines > height ? max(1, height - 1) : max(0, height)
    }
}
