/// One line of a screen's key table: the keys, what they do, and how help describes it.
/// The same table handles keys, builds the help overlay and picks the status-bar hints, so what
/// the help says is always what the keys do.
public struct KeyBinding<Action: Sendable>: Sendable {
    public var keys: [KeyEvent]
    public var action: Action
    public var summary: String
    /// Shown in the status bar (the 3–6 most useful keys of a screen).
    public var isStatusHint: Bool

    public init(_ keys: [KeyEvent], _ action: Action, _ summary: String, hint: Bool = false) {
        self.keys = keys
        self.action = action
        self.summary = summary
        self.isStatusHint = hint
    }
}

/// A help line: the keys as text and what they do.
public struct KeyHelp: Hashable, Sendable {
    public var keys: String
    public var summary: String
    public var isStatusHint: Bool

    public init(keys: String, summary: String, isStatusHint: Bool = false) {
        self.keys = keys
        self.summary = summary
        self.isStatusHint = isStatusHint
    }
}

public struct KeyMap<Action: Sendable>: Sendable {
    public var bindings: [KeyBinding<Action>]

    public init(_ bindings: [KeyBinding<Action>]) { self.bindings = bindings }

    /// The action bound to `key`; the first binding listing the key wins.
    public func action(for key: KeyEvent) -> Action? {
        bindings.first(where: { $0.keys.contains(key) })?.action
    }

    public var help: [KeyHelp] {
        bindings.map { KeyHelp(keys: $0.keys.map(\.label).joined(separator: " "), summary: $0.summary, isStatusHint: $0.isStatusHint) }
    }
}
