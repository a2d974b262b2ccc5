import Localization
import TerminalKit

/// The `?` overlay: every binding of the current screen and the global ones, from the key tables.
/// It scrolls (j/k, PgUp/PgDn), says what is above and below, and `/` filters it by what is typed
/// (keys or description), as lazygit's keybindings menu does.
public enum HelpOverlay {
    public struct Section: Hashable, Sendable {
        public var title: String
        public var entries: [KeyHelp]
        public init(title: String, entries: [KeyHelp]) {
            self.title = title
            self.entries = entries
        }
    }

    /// Where the overlay is scrolled to and what it is filtered by.
    public struct State: Hashable, Sendable {
        public var scroll = 0
        public var filter = TextFieldState(maxLength: 40)
        public var isFiltering = false
        public init() {}
    }

    enum Line: Hashable {
        case title(String)
        case entry(KeyHelp)
        case blank
    }

    /// The lines the overlay shows for a filter: section titles, matching entries, gaps.
    static func lines(_ sections: [Section], filter: String) -> [Line] {
        let needle = filter.lowercased()
        var lines: [Line] = []
        for section in sections {
            let entries = needle.isEmpty ? section.entries : section.entries.filter {
                $0.keys.lowercased().contains(needle) || $0.summary.lowercased().contains(needle)
            }
            guard !entries.isEmpty else { continue }
            if !lines.isEmpty { lines.append(.blank) }
            lines.append(.title(section.title))
            lines += entries.map(Line.entry)
        }
        return lines
    }

    /// The box for an area; the list gets its height less the borders and the two footer rows.
    static func box(for area: Rect, lineCount: Int) -> Rect {
        area.centered(Size(width: min(area.width - 2, 76), height: min(area.height, lineCount + 4)))
    }

    /// How far `state` may scroll in `area`.
    public static func maxScroll(_ sections: [Section], state: State, in area: Rect) -> Int {
        let lines = lines(sections, filter: state.filter.text)
        let rows = max(1, box(for: area, lineCount: lines.count).height - 4)
        return max(0, lines.count - rows)
    }

    /// Rows of list the overlay shows in `area` (a page for PgUp/PgDn).
    public static func pageHeight(_ sections: [Section], state: State, in area: Rect) -> Int {
        max(1, box(for: area, lineCount: lines(sections, filter: state.filter.text).count).height - 4)
    }

    /// Draws the overlay; returns where the caret of the filter field goes while filtering.
    @discardableResult
    public static func render(sections: [Section], state: State, footer: String, in area: Rect, on canvas: inout Canvas) -> Point? {
        let lines = lines(sections, filter: state.filter.text)
        let keyWidth = min(22, sections.flatMap(\.entries).map(\.keys.displayWidth).max() ?? 8)
        let box = box(for: area, lineCount: max(lines.count, 1))
        Box.panel(box, title: WidgetText.helpTitle.text, on: &canvas)
        let inner = box.inset(dx: 2, dy: 1)
        let rows = max(1, inner.height - 2)
        let scroll = min(max(0, state.scroll), max(0, lines.count - rows))
        if lines.isEmpty {
            canvas.put(WidgetText.helpNoMatch(state.filter.text).text, x: inner.x, y: inner.y, style: .muted, clip: inner)
        }
        for (offset, line) in lines.dropFirst(scroll).prefix(rows).enumerated() {
            let y = inner.y + offset
            switch line {
            case .title(let title): canvas.put(title, x: inner.x, y: y, style: .title, clip: inner)
            case .entry(let entry):
                canvas.put(entry.keys.truncated(toWidth: keyWidth).padded(toWidth: keyWidth), x: inner.x, y: y, style: .accent, clip: inner)
                canvas.put(entry.summary.truncated(toWidth: max(1, inner.width - keyWidth - 2)), x: inner.x + keyWidth + 2, y: y, clip: inner)
            case .blank: break
            }
        }
        // Row under the list: what is hidden above and below.
        let hiddenAbove = scroll, hiddenBelow = max(0, lines.count - scroll - rows)
        var more: [String] = []
        if hiddenAbove > 0 { more.append((canvas.asciiOnly ? "^ " : "↑ ") + WidgetText.helpMoreAbove(hiddenAbove).text) }
        if hiddenBelow > 0 { more.append((canvas.asciiOnly ? "v " : "↓ ") + WidgetText.helpMoreBelow(hiddenBelow).text) }
        canvas.put(more.joined(separator: "  "), x: inner.x, y: inner.maxY - 2, style: .warning, clip: inner)
        let footerRow = Rect(x: inner.x, y: inner.maxY - 1, width: inner.width, height: 1)
        if state.isFiltering || !state.filter.text.isEmpty {
            let label = canvas.put("/", x: footerRow.x, y: footerRow.y, style: .title, clip: footerRow)
            let field = Rect(x: label, y: footerRow.y, width: max(1, footerRow.maxX - label), height: 1)
            let caret = TextFieldView.render(state.filter, placeholder: WidgetText.helpFilterPlaceholder.text, focused: state.isFiltering,
                                             in: field, on: &canvas)
            return state.isFiltering ? caret : nil
        }
        canvas.put(footer.truncated(toWidth: footerRow.width), x: footerRow.x, y: footerRow.y, style: .muted, clip: footerRow)
        return nil
    }
}
