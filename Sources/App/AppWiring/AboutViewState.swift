import TerminalKit

/// The About page as drawn: the credits wrapped to the width, and the first line shown.
public struct AboutViewState: Equatable, Sendable {
    public struct Line: Equatable, Sendable {
        public var text: String
        public var style: Style
    }

    public var lines: [Line]
    /// Index of the first line drawn, within 0…(lines.count - the rows shown).
    public var top: Int
}
