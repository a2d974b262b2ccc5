/// A terminal that lives in memory: frames are applied to `screen` through the same diff the real
/// backend uses, keys come from `keys`. For tests and snapshots.
@MainActor
public final class HeadlessTerminal: Terminal {
    public var size: Size
    public private(set) var screen: Canvas
    public private(set) var lastFrame: Canvas?
    public private(set) var cursor: Point?
    /// Cells written by the most recent `draw`.
    public private(set) var lastWriteCount = 0
    public private(set) var totalWriteCount = 0
    public private(set) var suspendCount = 0
    public private(set) var isShutDown = false
    public var keys: [KeyEvent] = []

    public init(size: Size) {
        self.size = size
        self.screen = Canvas(size: size)
    }

    @discardableResult
    public func updateSize() -> Size { size }

    @discardableResult
    public func draw(_ frame: Canvas, cursor: Point?) -> Int {
        if screen.size != frame.size { screen = Canvas(size: frame.size, asciiOnly: frame.asciiOnly) }
        let changes = FrameDiff.changes(from: lastFrame, to: frame)
        for change in changes {
            screen.put(String(change.cell.character), x: change.x, y: change.y, style: change.cell.style)
        }
        lastFrame = frame
        self.cursor = cursor
        lastWriteCount = changes.count
        totalWriteCount += changes.count
        return changes.count
    }

    public func invalidate() { lastFrame = nil }

    public func readKey() -> KeyEvent? { keys.isEmpty ? nil : keys.removeFirst() }

    public func suspend() { suspendCount += 1; invalidate() }

    public func shutdown() { isShutDown = true }
}
