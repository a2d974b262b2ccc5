import TerminalKit

/// The top line: tabs on the left, the breadcrumb of the current stack on the right. Labels shrink
/// (padded → unpadded → without the space → only the current tab's name → numbers) until the
/// breadcrumb's shortest form (the current screen's name) fits beside them: where you are is never
/// the part that disappears.
public enum TabBar {
    public struct Item: Hashable, Sendable {
        public var number: Int
        /// The tab's name in the language in force: items are made as a frame is drawn.
        public var name: String
        public init(number: Int, name: String) {
            self.number = number
            self.name = name
        }
    }

    /// How a row of tab labels is drawn: the labels and the blank cells on each side of one.
    struct Labels: Equatable {
        var texts: [String]
        var padding: Int
        var width: Int { texts.reduce(0) { $0 + $1.displayWidth + 2 * padding } }
    }

    /// Each crumb cut to what the bar could show of it, before anything measures it: a screen
    /// titled with a 10 MB name was measured whole, several times a frame.
    static func visible(_ breadcrumb: [String], width: Int) -> [String] {
        breadcrumb.map { $0.utf8.count > String.visibleCharacters(width) ? $0.truncated(toWidth: max(1, width)) : $0 }
    }

    public static func render(items: [Item], selected: Int, breadcrumb: [String], in rect: Rect, on canvas: inout Canvas) {
        canvas.fill(rect, style: Style(.tabInactive))
        let breadcrumb = visible(breadcrumb, width: rect.width)
        let separator = canvas.asciiOnly ? " > " : " › "
        let shown = labels(items: items, selected: selected, breadcrumb: breadcrumb, separator: separator, width: rect.width)
        let pad = String(repeating: " ", count: shown.padding)
        var x = rect.x
        for (index, label) in shown.texts.enumerated() {
            let isSelected = items[index].number == selected
            x = canvas.put(pad + label + pad, x: x, y: rect.y, style: isSelected ? Style(.tabActive) : Style(.tabInactive), clip: rect)
            if shown.padding == 0 { x += 1 }
        }
        let room = rect.maxX - x - 2
        if room > 3, !breadcrumb.isEmpty {
            let text = fitted(breadcrumb, separator: separator, toWidth: room, ascii: canvas.asciiOnly)
            canvas.put(text, x: rect.maxX - text.displayWidth - 1, y: rect.y, style: Style(.accent, bold: true), clip: rect)
        }
    }

    /// The labels at this width: the richest whose row leaves the breadcrumb room. Padded labels
    /// want the breadcrumb whole (up to 20 cells), then `… › <current screen>`; the tightest the
    /// current screen's name alone.
    static func labels(items: [Item], selected: Int, breadcrumb: [String], separator: String, width: Int) -> Labels {
        let crumb = breadcrumb.joined(separator: separator).displayWidth
        let last = breadcrumb.last?.displayWidth ?? 0
        let elided = breadcrumb.count > 1 ? last + separator.displayWidth + 1 : last
        // Unpadded labels are followed by one blank each (see render).
        let ladder: [(Labels, Int)] = [
            (Labels(texts: items.map { "\($0.number) \($0.name)" }, padding: 1), min(crumb, 20)),
            (Labels(texts: items.map { "\($0.number) \($0.name)" }, padding: 1), min(crumb, elided)),
            (Labels(texts: items.map { "\($0.number) \($0.name)" }, padding: 0), min(crumb, elided) + items.count),
            (Labels(texts: items.map { "\($0.number)\($0.name)" }, padding: 0), min(crumb, last) + items.count),
            (Labels(texts: items.map { $0.number == selected ? "\($0.number) \($0.name)" : "\($0.number)" }, padding: 1), min(crumb, last)),
        ]
        for (candidate, crumbRoom) in ladder where candidate.width + crumbRoom + 2 <= width { return candidate }
        return Labels(texts: items.map { "\($0.number)" }, padding: 1)
    }

    /// The tab whose label covers `column` (0 is the bar's left edge), for a mouse click.
    public static func tab(atColumn column: Int, items: [Item], selected: Int, breadcrumb: [String], width: Int, ascii: Bool) -> Item? {
        let breadcrumb = visible(breadcrumb, width: width)
        let shown = labels(items: items, selected: selected, breadcrumb: breadcrumb, separator: ascii ? " > " : " › ", width: width)
        var x = 0
        for (index, label) in shown.texts.enumerated() {
            let next = x + label.displayWidth + 2 * shown.padding
            if (x..<next).contains(column) { return items[index] }
            x = next + (shown.padding == 0 ? 1 : 0)
        }
        return nil
    }

    /// A breadcrumb that fits `width`. The screen on top is where you are, so it stays: the middle
    /// crumbs give way first (`検索 › … › ご注文の確認`), then the root (`… › ご注文の確認`), then the
    /// `… ›` (`ご注文の確認`), and only then is the last crumb itself cut, with an ellipsis.
    public static func fitted(_ crumbs: [String], separator: String, toWidth width: Int, ascii: Bool) -> String {
        let ellipsis = ascii ? "..." : "…"
        let crumbs = visible(crumbs, width: width)
        guard let last = crumbs.last else { return "" }
        var kept = crumbs
        var elided = false
        func joined() -> String { (elided ? [kept[0], ellipsis] + kept.dropFirst() : kept).joined(separator: separator) }
        while kept.count > 2, joined().displayWidth > width {
            kept.remove(at: 1)
            elided = true
        }
        let candidates = [joined(), ellipsis + separator + last, last]
        return candidates.first { $0.displayWidth <= width } ?? last.truncated(toWidth: width)
    }
}
