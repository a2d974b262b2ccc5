import TerminalKit

/// The bottom line: the most useful keys of the screen, or a transient message.
public enum StatusBar {
    public enum Message: Hashable, Sendable {
        case info(String)
        case warning(String)
        case error(String)
    }

    /// The screen's hints, then the global ones whose key the screen does not take over (a screen
    /// that binds `Esc` itself shows its own `Esc` hint, not a second, global one).
    public static func hints(screen: [KeyHelp], global: [KeyHelp], screenLimit: Int = 4) -> [KeyHelp] {
        let taken = Set(screen.flatMap { $0.keys.split(separator: " ").map(String.init) })
        let shown = screen.filter(\.isStatusHint).prefix(screenLimit)
        let globals = global.filter { hint in
            hint.isStatusHint && !(hint.keys.split(separator: " ").first.map { taken.contains(String($0)) } ?? false)
        }
        return Array(shown) + globals
    }

    public static func render(hints: [KeyHelp], message: Message?, in rect: Rect, on canvas: inout Canvas) {
        canvas.fill(rect, style: Style(.statusBar))
        var x = rect.x + 1
        if let message {
            let (text, style): (String, Style) = switch message {
            case .info(let text): (text, Style(.statusBar, bold: true))
            case .warning(let text): (text, Style(.statusBar, bold: true))
            case .error(let text): ("✗ " + text, Style(.statusBar, bold: true))
            }
            canvas.put(text, x: x, y: rect.y, style: style, clip: rect)
            return
        }
        for shown in layout(hints: hints, width: rect.width) {
            x = canvas.put(shown.key, x: rect.x + shown.columns.lowerBound, y: rect.y, style: Style(.statusKey), clip: rect)
            x = canvas.put(" " + shown.word + "  ", x: x, y: rect.y, style: Style(.statusBar), clip: rect)
        }
    }

    /// A hint as the bar shows it: the first key, the first word of the summary, and the columns
    /// both take (from the bar's left edge), so a click can be told which hint it hit.
    public struct ShownHint: Equatable, Sendable {
        public var key: String
        public var word: String
        public var columns: Range<Int>
    }

    public static func layout(hints: [KeyHelp], width: Int) -> [ShownHint] {
        var x = 1
        var shown: [ShownHint] = []
        for hint in hints {
            // The status bar is terse: the first key and the first word of the summary.
            let key = hint.keys.split(separator: " ").first.map(String.init) ?? hint.keys
            let word = hint.summary.split(separator: " ").first.map(String.init) ?? hint.summary
            let needed = key.displayWidth + word.displayWidth + 3
            if x + needed > width { break }
            shown.append(ShownHint(key: key, word: word, columns: x..<(x + key.displayWidth + 1 + word.displayWidth)))
            x += needed
        }
        return shown
    }
}
