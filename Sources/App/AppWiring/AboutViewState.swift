import TerminalKit

/// The About page as drawn: the credits wrapped to the width, and the window onto them.
public struct AboutViewState: Equatable, Sendable {
    public struct Line: Equatable, Sendable {
        public var text: String
        public var style: Style
    }

    public var lines: [Line]
    /// Index of the first line drawn, never past the last page.
    public var top: Int
    /// The rows of text the window has (`TextScroll.windowLines`).
    public var windowLines: Int
}
