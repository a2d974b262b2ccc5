import TerminalKit

/// The bottom line: the most useful keys of the screen, or a transient message.
public enum StatusBar {
    public enum Message: Hashable, Sendable {
        case info(String)
        case warning(String)
        case error(String)
    }

    /// The screen's hints, then the global ones whose key the screen does not take over (a screen
    /// that binds `Esc` itself shows its own `Esc` hint, not a second, global one). A screen lists
    /// its hints most useful first; how many show is up to the width (`layout`).
    public static func hints(screen: [KeyHelp], global: [KeyHelp]) -> [KeyHelp] {
        let taken = Set(screen.flatMap { $0.keys.split(separator: " ").map(String.init) })
        // Most useful first; the table's order breaks ties (a stable sort).
        let shown = screen.enumerated().filter(\.element.isStatusHint)
            .sorted { ($0.element.statusPriority, $0.offset) < ($1.element.statusPriority, $1.offset) }.map(\.element)
        let globals = global.filter { hint in
            hint.isStatusHint && !(hint.keys.split(separator: " ").first.map { taken.contains(String($0)) } ?? false)
        }
        return shown + globals
    }

    /// The bar's hints for a screen: the screen's by priority, with the global ones pinned.
    public static func layout(screen: [KeyHelp], global: [KeyHelp], width: Int) -> [ShownHint] {
        let all = hints(screen: screen, global: global)
        return layout(hints: all, pinned: all.count - screen.filter(\.isStatusHint).count, width: width)
    }

    public static func render(screen: [KeyHelp], global: [KeyHelp], message: Message?, in rect: Rect, on canvas: inout Canvas) {
        let all = hints(screen: screen, global: global)
        render(hints: all, pinned: all.count - screen.filter(\.isStatusHint).count, message: message, in: rect, on: &canvas)
    }

    public static func render(hints: [KeyHelp], pinned: Int = 0, message: Message?, in rect: Rect, on canvas: inout Canvas) {
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
        for shown in layout(hints: hints, pinned: pinned, width: rect.width) {
            x = canvas.put(shown.key, x: rect.x + shown.columns.lowerBound, y: rect.y, style: Style(.statusKey), clip: rect)
            x = canvas.put(" " + shown.word + "  ", x: x, y: rect.y, style: Style(.statusBar), clip: rect)
        }
    }

    /// A hint as the bar shows it: the first key, the summary's short form, and the columns
    /// both take (from the bar's left edge), so a click can be told which hint it hit.
    public struct ShownHint: Equatable, Sendable {
        public var key: String
        public var word: String
        public var columns: Range<Int>
    }

    /// The hints that fit `width`, in the order given. The last `pinned` (the global ones: help and
    /// back, how every other key is found) are placed first, then the others most useful first;
    /// one that does not fit is skipped, not the end of the bar, so a shorter, less useful one
    /// can still take the room left.
    public static func layout(hints: [KeyHelp], pinned: Int = 0, width: Int) -> [ShownHint] {
        let terse = hints.map { hint in
            // The status bar is terse: the first key and the summary's short form.
            (key: hint.keys.split(separator: " ").first.map(String.init) ?? hint.keys, word: hint.label)
        }
        let needed = terse.map { $0.key.displayWidth + $0.word.displayWidth + 3 }
        let pinnedStart = max(0, hints.count - pinned)
        var room = width - 1
        var chosen = Set<Int>()
        for index in Array(pinnedStart..<hints.count) + Array(0..<pinnedStart) where needed[index] <= room {
            chosen.insert(index)
            room -= needed[index]
        }
        var x = 1
        var shown: [ShownHint] = []
        for index in hints.indices where chosen.contains(index) {
            let (key, word) = terse[index]
            shown.append(ShownHint(key: key, word: word, columns: x..<(x + key.displayWidth + 1 + word.displayWidth)))
            x += needed[index]
        }
        return shown
    }
}
