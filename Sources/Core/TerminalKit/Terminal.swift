/// Where frames go and keys come from. The ncurses backend drives a real terminal; the headless
/// backend keeps everything in memory for tests.
@MainActor
public protocol Terminal: AnyObject {
    /// The size as of the last check; `updateSize()` asks the terminal again.
    var size: Size { get }
    @discardableResult func updateSize() -> Size
    /// Writes the cells of `frame` that differ from the last frame, moves the cursor to `cursor`
    /// (hidden when nil) and returns how many cells were written.
    @discardableResult func draw(_ frame: Canvas, cursor: Point?) -> Int
    /// Forgets the last frame so the next `draw` repaints everything (Ctrl-L, after a resume).
    func invalidate()
    /// The next key if one is waiting; never blocks.
    func readKey() -> KeyEvent?
    /// Hands the terminal back to the shell and stops the process (Ctrl-Z); returns after `fg`.
    func suspend()
    /// Restores the terminal for good. Safe to call more than once.
    func shutdown()
}
