import TerminalKit

/// One key table of the app as the config file sees it: its scope, and each action's name, keys and
/// summary as the screen declares them. The App lists every table, so the config can be checked
/// against what exists and `yumeguri config default` can show every key there is.
public struct KeyTableDescription: Sendable {
    public struct Entry: Sendable {
        public var action: String
        public var keys: [KeyEvent]
        public var summary: String

        public init(action: String, keys: [KeyEvent], summary: String = "") {
            self.action = action
            self.keys = keys
            self.summary = summary
        }
    }

    public var scope: String
    public var entries: [Entry]

    public init<Action>(_ map: KeyMap<Action>) {
        scope = KeyMap<Action>.scope
        entries = map.defaults.map { Entry(action: KeyMap<Action>.name(of: $0.action), keys: $0.keys, summary: $0.summary) }
    }

    public init(scope: String, entries: [Entry]) {
        self.scope = scope
        self.entries = entries
    }
}
