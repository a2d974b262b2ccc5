import Entities
import TerminalKit

/// A drawable part with its own state: a whole screen, or a panel another module builds.
@MainActor
public protocol Panel: AnyObject, Sendable {
    /// Draws the current state into `rect`. Must only read state, so drawing can be observed.
    func render(in rect: Rect, on canvas: inout Canvas)
    /// Starts whatever loading the panel needs; called once when it is first shown.
    func appear() async
}

/// What the run loop needs from a screen: a title for the breadcrumb, a drawing, and key handling
/// through the screen's own key table.
@MainActor
public protocol Screen: Panel {
    /// The breadcrumb title (e.g. the facility's name once it is loaded).
    var title: String { get }
    /// The screen's key table as help lines, for the `?` overlay and the status bar.
    var keyHelp: [KeyHelp] { get }
    /// Where the terminal cursor should sit (a text field's caret), or nil to hide it.
    var cursor: Point? { get }
    /// A message for the status bar (an error, or a hint such as "loading…").
    var statusMessage: String? { get }
    /// Handles a key the screen's table knows; returns false to let global keys have it.
    func handle(_ key: KeyEvent) async -> Bool
    /// Whether the screen wants every printable key (a focused text field), before global keys.
    var capturesText: Bool { get }
    /// `/` from anywhere: a screen with a search field focuses it.
    func focusSearch()
}

extension Screen {
    public var cursor: Point? { nil }
    public var statusMessage: String? { nil }
    public var capturesText: Bool { false }
    public func focusSearch() {}
}

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

    public func appear() async {}
}

/// A screen whose keys are one fixed table of actions: the table handles the keys and is the help,
/// so what `?` lists is exactly what the screen does.
@MainActor
public protocol KeyTableScreen: Screen {
    associatedtype Action: Sendable
    static var keyMap: KeyMap<Action> { get }
    /// Carries out an action of the table.
    func perform(_ action: Action) async
}

extension KeyTableScreen {
    public var keyHelp: [KeyHelp] { Self.keyMap.help }

    public func handle(_ key: KeyEvent) async -> Bool {
        guard let action = Self.keyMap.action(for: key) else { return false }
        await perform(action)
        return true
    }
}
