import TerminalKit

/// Frames and rules, in box-drawing characters or, with `--ascii`, in `+-|`.
public enum Box {
    public static func draw(_ rect: Rect, title: String? = nil, style: Style = .border, on canvas: inout Canvas) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let ascii = canvas.asciiOnly
        let h: Character = ascii ? "-" : "─", v: Character = ascii ? "|" : "│"
        let corners: [Character] = ascii ? ["+", "+", "+", "+"] : ["┌", "┐", "└", "┘"]
        let top = rect.y, bottom = rect.maxY - 1, left = rect.x, right = rect.maxX - 1
        canvas.fill(Rect(x: left + 1, y: top, width: rect.width - 2, height: 1), with: h, style: style)
        canvas.fill(Rect(x: left + 1, y: bottom, width: rect.width - 2, height: 1), with: h, style: style)
        canvas.fill(Rect(x: left, y: top + 1, width: 1, height: rect.height - 2), with: v, style: style)
        canvas.fill(Rect(x: right, y: top + 1, width: 1, height: rect.height - 2), with: v, style: style)
        canvas.put(String(corners[0]), x: left, y: top, style: style)
        canvas.put(String(corners[1]), x: right, y: top, style: style)
        canvas.put(String(corners[2]), x: left, y: bottom, style: style)
        canvas.put(String(corners[3]), x: right, y: bottom, style: style)
        if let title, rect.width > 6 {
            let text = " " + title.truncated(toWidth: rect.width - 6) + " "
            canvas.put(text, x: left + 2, y: top, style: .title, clip: rect)
        }
    }

    /// A horizontal rule across `rect`'s first row.
    public static func rule(_ rect: Rect, style: Style = .border, on canvas: inout Canvas) {
        canvas.fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: 1), with: canvas.asciiOnly ? "-" : "─", style: style)
    }

    /// Clears `rect` and frames it: the background of a dialog or overlay. A blank column either
    /// side too: text of the screen beneath right against the frame reads as part of the box.
    public static func panel(_ rect: Rect, title: String?, on canvas: inout Canvas) {
        canvas.fill(Rect(x: rect.x - 1, y: rect.y, width: rect.width + 2, height: rect.height))
        draw(rect, title: title, on: &canvas)
    }
}
