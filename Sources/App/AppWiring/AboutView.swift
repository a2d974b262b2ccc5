import TerminalKit
import Widgets

/// Draws the About page: the lines from `state.top`, two cells in, and where the text is longer
/// than the screen its last row shows the position (`1–19/24`), as the detail does.
public enum AboutView {
    public static func render(_ state: AboutViewState, in rect: Rect, on canvas: inout Canvas) {
        let inner = textRect(in: rect)
        for (offset, line) in state.lines.dropFirst(state.top).prefix(state.windowLines).enumerated() {
            canvas.put(line.text, x: inner.x, y: inner.y + offset, style: line.style, clip: inner)
        }
        if let marker = TextScroll.marker(top: state.top, contentLines: state.lines.count, height: inner.height) {
            canvas.put(marker, x: rect.maxX - marker.displayWidth - 1, y: inner.maxY - 1, style: .muted, clip: rect)
        }
    }

    /// Where the text goes: two cells in from the sides, one row from the top and bottom.
    public static func textRect(in rect: Rect) -> Rect { rect.inset(dx: 2, dy: 1) }
}
