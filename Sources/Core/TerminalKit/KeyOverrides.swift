import Synchronization

/// Keys the user rebound in the config file, by key table and action: `[keys.search]
/// toggleFavorite = "F"`. Installed once at start-up, before any screen exists; every `KeyMap`
/// made afterwards applies them, so the keys that act, the help overlay and the status-bar hints
/// all show the user's keys.
public struct KeyOverrides: Sendable, Equatable {
    /// Table (`KeyMap.scope`) → action (`KeyMap.name(of:)`) → the keys that replace its own.
    public var tables: [String: [String: [KeyEvent]]]

    public init(_ tables: [String: [String: [KeyEvent]]] = [:]) { self.tables = tables }

    public var isEmpty: Bool { tables.values.allSatisfy(\.isEmpty) }

    /// `bindings` with the keys of every overridden action replaced. `scope` is named only when
    /// something is rebound: naming it reflects over the action type, on every key and every
    /// frame's hints.
    public func apply<Action>(to bindings: [KeyBinding<Action>], scope: @autoclosure () -> String) -> [KeyBinding<Action>] {
        guard let table = table(scope) else { return bindings }
        return bindings.map { binding in
            guard let keys = table[KeyMap<Action>.name(of: binding.action)] else { return binding }
            var changed = binding
            changed.keys = keys
            return changed
        }
    }

    /// The keys the user gave one action, or nil when it keeps its own. Like `apply`, names nothing
    /// (no reflection) unless something is rebound, and then only the one action.
    public func keys(scope: @autoclosure () -> String, action: @autoclosure () -> String) -> [KeyEvent]? {
        table(scope)?[action()]
    }

    private func table(_ scope: () -> String) -> [String: [KeyEvent]]? {
        guard !isEmpty, let table = tables[scope()], !table.isEmpty else { return nil }
        return table
    }

    private static let installed = Mutex(KeyOverrides())

    /// Sets the overrides for the rest of the process. The app calls it once, first thing; tests
    /// check `apply` and the config's validation instead, so they never share this state.
    public static func install(_ overrides: KeyOverrides) {
        installed.withLock { $0 = overrides }
    }

    static var current: KeyOverrides { installed.withLock { $0 } }
}
