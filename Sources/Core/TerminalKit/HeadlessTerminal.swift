/// A terminal that lives in memory: frames are applied to `screen` through the same diff the real
/// backend uses; events are whatever a test `send`s. For tests, snapshots and the fuzz run.
@MainActor
public final class HeadlessTerminal: Terminal {
    public private(set) var size: Size
    public private(set) var screen: Canvas
    public private(set) var lastFrame: Canvas?
    public private(set) var cursor: Point?
    /// Cells written by the most recent `draw`.
    public private(set) var lastWriteCount = 0
    public private(set) var totalWriteCount = 0
    public private(set) var frameCount = 0
    public private(set) var suspendCount = 0
    public private(set) var isShutDown = false
    private let stream: AsyncStream<TerminalEvent>
    private let continuation: AsyncStream<TerminalEvent>.Continuation

    public init(size: Size) {
        self.size = size
        self.screen = Canvas(size: size)
        (stream, continuation) = AsyncStream<TerminalEvent>.makeStream(bufferingPolicy: .unbounded)
    }

    /// Replays an event, as the real terminal would deliver it.
    public func send(_ event: TerminalEvent) { continuation.yield(event) }

    /// The window changes size; the event that tells the shell follows.
    public func resize(to size: Size) {
        self.size = size
        continuation.yield(.checkSize)
    }

    /// No more events: the shell's loop ends as if the terminal went away.
    public func finish() { continuation.finish() }

    public func events() -> AsyncStream<TerminalEvent> { stream }

    @discardableResult
    public func updateSize() -> Size { size }

    /// Sets the size without an event, for tests that drive the shell step by step.
    public func setSize(_ size: Size) { self.size = size }

    @discardableResult
    public func draw(_ frame: Canvas) -> Int {
        if screen.size != frame.size { screen = Canvas(size: frame.size, asciiOnly: frame.asciiOnly) }
        let changes = FrameDiff.changes(from: lastFrame, to: frame)
        // Replacing the last frame's cells is no drawing over text within a frame.
        LayoutAudit.$current.withValue(nil) {
            for change in changes {
                screen.put(String(change.cell.character), x: change.x, y: change.y, style: change.cell.style)
            }
        }
        lastFrame = frame
        cursor = frame.cursor.flatMap { frame.bounds.contains($0) ? $0 : nil }
        lastWriteCount = changes.count
        totalWriteCount += changes.count
        frameCount += 1
        return changes.count
    }

    public func invalidate() { lastFrame = nil }

    public func suspend() { suspendCount += 1; invalidate() }

    public func shutdown() { isShutDown = true }

    /// What the app put on the clipboard, in order (the text, not the escape sequence).
    public private(set) var clipboard: [String] = []

    public func copyToClipboard(_ text: String) { clipboard.append(text) }
}
