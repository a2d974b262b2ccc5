/// A key of another screen's table, named in this screen's text: "press v on a hot spring's page".
/// Features never import each other, so a mention names the key the way the config file does (its
/// table and action) with the key it has by default; `label` is the user's key when they rebound
/// it. The app's tests check every mention against the real tables, so a renamed action or a new
/// default cannot leave a text naming a key that does something else.
public struct KeyMention: Sendable, Hashable {
    public let scope: String
    public let action: String
    public let defaultKey: KeyEvent

    public init(scope: String, action: String, defaultKey: KeyEvent) {
        self.scope = scope
        self.action = action
        self.defaultKey = defaultKey
    }

    /// The key as help and the status bar write it, under the installed overrides.
    public var label: String { label(under: .current) }

    public func label(under overrides: KeyOverrides) -> String {
        (overrides.tables[scope]?[action]?.first ?? defaultKey).label
    }
}

extension KeyMap where Action: Equatable {
    /// The key that does `action` now (the user's, when rebound), as help writes it: for a screen's
    /// own text that names one of its keys ("u: 元に戻す undo"), which would otherwise go on naming
    /// the default after a rebinding.
    public func label(for action: Action) -> String { labels(for: action).first ?? "—" }

    /// Every key that does `action`, in the table's order (one action can have several bindings:
    /// the account's Enter signs in, its s switches, until the user binds both to one key).
    public func labels(for action: Action) -> [String] {
        bindings.filter { $0.action == action }.flatMap(\.keys).map(\.label)
    }
}
