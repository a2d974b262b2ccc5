/// A size in terminal character cells.
public struct TerminalSize: Sendable, Hashable {
    public let width: Int
    public let height: Int

    /// Clamped to at least 1×1 so that a terminal reporting 0×0 mid-resize cannot divide by zero.
    public init(width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
    }
}
