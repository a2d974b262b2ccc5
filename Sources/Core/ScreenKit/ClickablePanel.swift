import TerminalKit

/// A panel whose rows a click selects, like every list's (the detail's nearby panel): the screen
/// that shows it passes on a click inside the rect it drew the panel in.
@MainActor
public protocol ClickablePanel: Panel {
    /// `event` and `rect` in the same coordinates; false when the click is on no row.
    func handleMouse(_ event: MouseEvent, in rect: Rect) -> Bool
}
