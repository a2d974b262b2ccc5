import Localization
import TerminalKit

/// Whole-area messages: the too-small screen, progress, errors and empty states.
public enum Messages {
    public static let minimumSize = Size(width: 60, height: 16)

    public static func tooSmall(current: Size, on canvas: inout Canvas) {
        canvas.fill(canvas.bounds)
        let lines = [
            WidgetText.tooSmall(width: minimumSize.width, height: minimumSize.height).text,
            WidgetText.tooSmallNow(width: current.width, height: current.height).text,
            WidgetText.tooSmallQuit(key: "q").text,
        ]
        let top = max(0, (current.height - lines.count) / 2)
        for (index, line) in lines.enumerated() {
            let x = max(0, (current.width - line.displayWidth) / 2)
            canvas.put(line, x: x, y: top + index, style: index == 0 ? .warning : .normal)
        }
    }

    /// A centred block of lines, the first one as a title.
    public static func centered(_ lines: [String], style: Style = .normal, in rect: Rect, on canvas: inout Canvas) {
        let top = rect.y + max(0, (rect.height - lines.count) / 2)
        for (index, line) in lines.enumerated() {
            let text = line.truncated(toWidth: rect.width)
            let x = rect.x + max(0, (rect.width - text.displayWidth) / 2)
            canvas.put(text, x: x, y: top + index, style: index == 0 ? style : .muted, clip: rect)
        }
    }

    /// `[██████░░░░] 60%`
    public static func progressBar(fraction: Double, width: Int, ascii: Bool) -> String {
        let inner = max(1, width - 7)
        let filled = Int((Double(inner) * min(1, max(0, fraction))).rounded(.down))
        let full: Character = ascii ? "#" : "█", empty: Character = ascii ? "." : "░"
        let percent = Int((fraction * 100).rounded(.down))
        return "[" + String(repeating: full, count: filled) + String(repeating: empty, count: inner - filled) + "] "
            + "\(percent)%".padded(toWidth: 4, alignRight: true)
    }
}
