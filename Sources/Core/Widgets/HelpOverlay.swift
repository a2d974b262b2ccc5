import TerminalKit

/// The `?` overlay: every binding of the current screen and the global ones, from the key tables.
public enum HelpOverlay {
    public struct Section: Hashable, Sendable {
        public var title: String
        public var entries: [KeyHelp]
        public init(title: String, entries: [KeyHelp]) {
            self.title = title
            self.entries = entries
        }
    }

    public static func render(sections: [Section], footer: String, in area: Rect, on canvas: inout Canvas) {
        let keyWidth = min(22, sections.flatMap(\.entries).map(\.keys.displayWidth).max() ?? 8)
        let lineCount = sections.reduce(0) { $0 + $1.entries.count + 2 } + 1
        let box = area.centered(Size(width: min(area.width - 2, 76), height: min(area.height, lineCount + 2)))
        Box.panel(box, title: "ヘルプ Help", on: &canvas)
        let inner = box.inset(dx: 2, dy: 1)
        var y = inner.y
        outer: for section in sections {
            guard y < inner.maxY - 1 else { break }
            canvas.put(section.title, x: inner.x, y: y, style: .title, clip: inner)
            y += 1
            for entry in section.entries {
                guard y < inner.maxY - 1 else { break outer }
                canvas.put(entry.keys.padded(toWidth: keyWidth), x: inner.x, y: y, style: .accent, clip: inner)
                canvas.put(entry.summary, x: inner.x + keyWidth + 2, y: y, clip: inner)
                y += 1
            }
            y += 1
        }
        canvas.put(footer, x: inner.x, y: inner.maxY - 1, style: .muted, clip: inner)
    }
}
