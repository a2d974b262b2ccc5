import Entities
import TerminalKit

/// A drawable part with its own state: a whole screen, or a panel another module builds.
@MainActor
public protocol Panel: AnyObject, Sendable {
    /// Draws the current state into `rect`. Must only read state, so drawing can be observed.
    func render(in rect: Rect, on canvas: inout Canvas)
    /// Starts whatever loading the panel needs (as owned effects); called once when it is first
    /// shown. Returns at once: the loop never waits on a panel.
    func appear()
    /// The panel left the screen for good: cancel what it still has running.
    func disappear()
    /// Returns once the effects the panel started have finished (tests, benchmarks).
    func settled() async
}

extension Panel {
    public func disappear() {}
    public func settled() async {}
}

/// A panel inside a screen that can take the keys for a while (the detail's nearby list): the
/// screen gives it focus, sends it keys first while it has it, and shows its keys.
@MainActor
public protocol FocusablePanel: Panel {
    var isFocused: Bool { get set }
    var keyHelp: [KeyHelp] { get }
    /// Handles a key while focused; false lets the screen and the global keys have it.
    func handle(_ key: KeyEvent) -> Bool
}

/// What the run loop needs from a screen: a title for the breadcrumb, a drawing, and key handling
/// through the screen's own key table.
@MainActor
public protocol Screen: Panel {
    /// The breadcrumb title (e.g. the facility's name once it is loaded).
    var title: String { get }
    /// The screen's key table as help lines, for the `?` overlay and the status bar.
    var keyHelp: [KeyHelp] { get }
    /// The name of the screen's key table in the config (`[keys.NAME]`), nil for a screen without
    /// one: the layout check holds every screen it draws to a table the app lists.
    var keyScope: String? { get }
    /// A message for the status bar (an error, or a hint such as "loading…").
    var statusMessage: String? { get }
    /// Handles a key the screen's table knows, synchronously (work it needs runs as effects the
    /// screen owns); returns false to let global keys have it.
    func handle(_ key: KeyEvent) -> Bool
    /// Whether the screen wants every printable key (a focused text field), before global keys.
    var capturesText: Bool { get }
    /// `/` from anywhere: a screen with a search field focuses it.
    func focusSearch()
    /// Printable text read at once while `capturesText`: one edit. The default types it key by
    /// key, at most `pasteKeyLimit` characters (no field here holds more).
    func paste(_ text: String)
    /// Where the screen will be drawn, told before each frame: what drawing used to feed back
    /// (how many rows a page has, where the caret sits) is derived from it, so `render` only reads.
    func layout(in rect: Rect, asciiOnly: Bool)
    /// A click or drag at a cell of the screen's own rect (0,0 is its top left); false leaves it to
    /// the shell, which turns the wheel into ↓/↑ keys.
    func handleMouse(_ event: MouseEvent) -> Bool
}

extension Screen {
    public func layout(in rect: Rect, asciiOnly: Bool) {}
    public var statusMessage: String? { nil }
    public var keyScope: String? { nil }
    public var capturesText: Bool { false }
    public func focusSearch() {}
    public func handleMouse(_ event: MouseEvent) -> Bool { false }
    public func paste(_ text: String) {
        for character in text.prefix(pasteKeyLimit) { _ = handle(.character(character)) }
    }
}

/// The most characters of one paste typed as keys: more than any text field holds (the longest,
/// the desk's code, takes 512), so the rest could only be cut off after costing a key each.
public let pasteKeyLimit = 1024

/// A panel that only shows fixed lines: the test value of ViewBuildingClient and a fallback.
@MainActor
public final class StaticTextPanel: Panel {
    public let lines: [String]

    public init(lines: [String]) { self.lines = lines }

    public func render(in rect: Rect, on canvas: inout Canvas) {
        for (index, line) in lines.prefix(rect.height).enumerated() {
            canvas.put(line, x: rect.x, y: rect.y + index, clip: rect)
        }
    }

    public func appear() {}
}
