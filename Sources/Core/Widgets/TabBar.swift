import TerminalKit

/// The top line: tabs on the left, the breadcrumb of the current stack on the right. Labels shrink
/// (full → Japanese only → numbers) so the breadcrumb keeps at least some room on narrow terminals.
public enum TabBar {
    public struct Item: Hashable, Sendable {
        public var number: Int
        public var japanese: String
        public var english: String
        public init(number: Int, japanese: String, english: String) {
            self.number = number
            self.japanese = japanese
            self.english = english
        }
    }

    public static func render(items: [Item], selected: Int, breadcrumb: [String], in rect: Rect, on canvas: inout Canvas) {
        canvas.fill(rect, style: Style(.tabInactive))
        let separator = canvas.asciiOnly ? " > " : " › "
        let crumb = breadcrumb.joined(separator: separator)
        var x = rect.x
        for (index, label) in labels(items: items, selected: selected, crumbWidth: crumb.displayWidth, width: rect.width).enumerated() {
            let isSelected = items[index].number == selected
            x = canvas.put(" \(label) ", x: x, y: rect.y, style: isSelected ? Style(.tabActive) : Style(.tabInactive), clip: rect)
        }
        let room = rect.maxX - x - 2
        if room > 3, !crumb.isEmpty {
            let text = fitted(breadcrumb, separator: separator, toWidth: room, ascii: canvas.asciiOnly)
            canvas.put(text, x: rect.maxX - text.displayWidth - 1, y: rect.y, style: Style(.accent, bold: true), clip: rect)
        }
    }

    /// The label of each tab at this width. Full labels only when the breadcrumb keeps some room;
    /// Japanese labels when a short breadcrumb still fits; on narrow terminals only the current tab
    /// keeps its name, so the breadcrumb (where you are) is never the part that disappears.
    static func labels(items: [Item], selected: Int, crumbWidth: Int, width: Int) -> [String] {
        let styles: [(Item) -> String] = [
            { "\($0.number) \($0.japanese) \($0.english)" },
            { "\($0.number) \($0.japanese)" },
            { $0.number == selected ? "\($0.number) \($0.japanese)" : "\($0.number)" },
            { "\($0.number)" },
        ]
        let crumbRoom = [min(crumbWidth, 20) + 2, min(crumbWidth, 12) + 2, min(crumbWidth, 12) + 2, 0]
        for (style, room) in zip(styles, crumbRoom) {
            let candidate = items.map(style)
            let used = candidate.reduce(0) { $0 + $1.displayWidth + 2 }
            if used + room <= width { return candidate }
        }
        return items.map(styles[3])
    }

    /// The tab whose label covers `column` (0 is the bar's left edge), for a mouse click.
    public static func tab(atColumn column: Int, items: [Item], selected: Int, breadcrumb: [String], width: Int, ascii: Bool) -> Item? {
        let crumb = breadcrumb.joined(separator: ascii ? " > " : " › ")
        var x = 0
        for (index, label) in labels(items: items, selected: selected, crumbWidth: crumb.displayWidth, width: width).enumerated() {
            let next = x + label.displayWidth + 2
            if (x..<next).contains(column) { return items[index] }
            x = next
        }
        return nil
    }

    /// A breadcrumb that fits `width`: the root and the screens nearest the top are what orient the
    /// user, so the middle gives way first (`検索 › … › お支払い › ご注文の確認`), then the text is cut.
    public static func fitted(_ crumbs: [String], separator: String, toWidth width: Int, ascii: Bool) -> String {
        let ellipsis = ascii ? "..." : "…"
        var kept = crumbs
        var elided = false
        while kept.count > 2, (elided ? [kept[0], ellipsis] + kept.dropFirst() : kept).joined(separator: separator).displayWidth > width {
            kept.remove(at: 1)
            elided = true
        }
        let parts = elided ? [kept[0], ellipsis] + kept.dropFirst() : kept
        return parts.joined(separator: separator).truncated(toWidth: width)
    }
}
