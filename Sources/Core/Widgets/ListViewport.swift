/// Selection and scroll position of a list, independent of its items: only `count` matters, so a
/// list of 100,000 rows costs the same to move through and draw as a list of 100.
public struct ListViewport: Hashable, Sendable {
    public private(set) var count: Int
    public private(set) var selection: Int
    /// Index of the first visible row.
    public private(set) var offset: Int

    public init(count: Int = 0, selection: Int = 0, offset: Int = 0) {
        self.count = max(0, count)
        self.selection = 0
        self.offset = 0
        select(selection, height: Int.max)
        self.offset = max(0, min(offset, max(0, self.count - 1)))
    }

    public var isEmpty: Bool { count == 0 }

    public mutating func setCount(_ newCount: Int, height: Int) {
        count = max(0, newCount)
        select(selection, height: height)
    }

    public mutating func select(_ index: Int, height: Int) {
        selection = count == 0 ? 0 : min(max(0, index), count - 1)
        offset = Self.offset(keeping: selection, visible: offset, height: height, count: count)
    }

    public mutating func move(by delta: Int, height: Int) { select(selection + delta, height: height) }
    public mutating func first(height: Int) { select(0, height: height) }
    public mutating func last(height: Int) { select(count - 1, height: height) }

    /// Moves a page and scrolls with it, like `less`.
    public mutating func page(_ direction: Int, height: Int) {
        let step = max(1, height - 1) * (direction < 0 ? -1 : 1)
        let target = selection + step
        offset = min(max(0, offset + step), max(0, count - max(1, height)))
        select(target, height: height)
    }

    /// The first visible row for a window of `height` rows: as close to `visible` as possible
    /// while keeping `selection` on screen.
    public static func offset(keeping selection: Int, visible: Int, height: Int, count: Int) -> Int {
        guard height > 0, count > 0 else { return 0 }
        var top = min(max(0, visible), max(0, count - 1))
        if selection < top { top = selection }
        if selection >= top + height { top = selection - height + 1 }
        top = min(top, max(0, count - height))
        return max(0, top)
    }

    /// The rows to draw in a window of `height` rows.
    public func visibleRange(height: Int) -> Range<Int> {
        let top = Self.offset(keeping: selection, visible: offset, height: height, count: count)
        return top..<min(count, top + max(0, height))
    }
}
