/// A text longer than its window, scrolled a line or a page at a time (the detail, the About
/// page): which lines show, how far it may scroll, and the position its last row shows.
public enum TextScroll {
    /// The rows of text shown in `height`: all of them, but when the text is longer the last row
    /// holds the position (`marker`), so it never covers a line's end.
    public static func windowLines(contentLines: Int, height: Int) -> Int {
        contentLines > height ? max(1, height - 1) : max(0, height)
    }

    /// The first line shown after `move` from `top`: never past the last page, like `less`.
    /// A click on a row (`select`) does not scroll.
    public static func top(after move: ListMove, from top: Int, contentLines: Int, windowLines: Int) -> Int {
        let last = max(0, contentLines - windowLines)
        let page = max(1, windowLines - 1)
        let current = clamped(top, contentLines: contentLines, windowLines: windowLines)
        switch move {
        case .down: return min(last, current + 1)
        case .up: return max(0, current - 1)
        case .pageDown: return min(last, current + page)
        case .pageUp: return max(0, current - page)
        case .first: return 0
        case .last: return last
        case .select: return current
        }
    }

    /// `top` kept within the text: a window that grew, or a text that got shorter, shows its end
    /// with no empty rows below it.
    public static func clamped(_ top: Int, contentLines: Int, windowLines: Int) -> Int {
        min(max(0, top), max(0, contentLines - windowLines))
    }

    /// `1–19/24` for the last of `height` rows: the lines shown and of how many; nil when they all
    /// show, or when there is no row to spare for it.
    public static func marker(top: Int, contentLines: Int, height: Int) -> String? {
        let rows = windowLines(contentLines: contentLines, height: height)
        guard rows < height else { return nil }
        return "\(top + 1)–\(min(contentLines, top + rows))/\(contentLines)"
    }
}
