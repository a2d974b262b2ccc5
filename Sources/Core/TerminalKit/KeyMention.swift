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
        (overrides.keys(scope: scope, action: action)?.first ?? defaultKey).label
    }
}
