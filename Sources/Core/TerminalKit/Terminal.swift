/// Something that happens to a terminal, delivered in order on one stream.
public enum TerminalEvent: Sendable, Equatable {
    case key(KeyEvent)
    /// The size may have changed (a resize, or the periodic check): ask with `updateSize()`.
    case checkSize
    /// The terminal is gone (its window closed, the connection dropped).
    case hangUp
    /// A terminating signal: the shell restores the terminal and exits with 128 + the number.
    case signal(Int32)
}

/// Where frames go and events come from. The ncurses backend (its own module) drives a real
/// terminal; the headless one keeps everything in memory, so the whole shell runs in tests.
@MainActor
public protocol Terminal: AnyObject {
    /// The size as of the last check; `updateSize()` asks the terminal again.
    var size: Size { get }
    @discardableResult func updateSize() -> Size
    /// Writes the cells of `frame` that differ from the last frame, puts the cursor at
    /// `frame.cursor` (hidden when nil) and returns how many cells were written.
    @discardableResult func draw(_ frame: Canvas) -> Int
    /// Forgets the last frame so the next `draw` repaints everything (Ctrl-L, after a resume).
    func invalidate()
    /// Keys, size checks, hang-up and signals, in the order they happen. Asked for once.
    func events() -> AsyncStream<TerminalEvent>
    /// Hands the terminal back to the shell and stops the process (Ctrl-Z); returns after `fg`.
    func suspend()
    /// Restores the terminal for good. Safe to call more than once.
    func shutdown()
}
