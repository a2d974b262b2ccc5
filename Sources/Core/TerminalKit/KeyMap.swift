import Localization

/// One line of a screen's key table: the keys, what they do, and how help describes it.
/// The same table handles keys, builds the help overlay and picks the status-bar hints, so what
/// the help says is always what the keys do.
public struct KeyBinding<Action: Sendable>: Sendable {
    public var keys: [KeyEvent]
    public var action: Action
    /// What the key does, in both languages (from the screen's catalog); `summary` reads it in the
    /// language in force, so a table made once serves a process, or a test, in either language.
    public var summaryText: LocalizedText
    public var summary: String { summaryText.text }
    /// The status bar's word for the key (`開く`, `open`), when the summary is longer than a bar
    /// can give it; nil shows the whole summary.
    public var shortText: LocalizedText?
    /// Shown in the status bar (the 3–6 most useful keys of a screen).
    public var isStatusHint: Bool
    /// Which hints a narrow status bar keeps: lower first, then the table's order.
    public var statusPriority: Int

    /// `hint` offers the key in the status bar at the default priority; `priority` offers it at
    /// that one (1 the screen's main keys, 2 the ones users look for, 3 the default), so a bar too
    /// narrow for all of them keeps the keys that matter.
    public init(_ keys: [KeyEvent], _ action: Action, _ summary: some Localizable, short: (any Localizable)? = nil,
                hint: Bool = false, priority: Int? = nil) {
        self.keys = keys
        self.action = action
        self.summaryText = summary.localized
        self.shortText = short?.localized
        self.isStatusHint = hint || priority != nil
        self.statusPriority = priority ?? KeyHelp.defaultPriority
    }
}

/// A help line: the keys as text and what they do.
public struct KeyHelp: Hashable, Sendable {
    public var keys: String
    public var summary: String
    /// What the status bar shows: a short form of the summary, or all of it.
    public var label: String
    public var isStatusHint: Bool
    public var statusPriority: Int

    public static let defaultPriority = 3

    public init(keys: String, summary: String, label: String? = nil, isStatusHint: Bool = false,
                statusPriority: Int = KeyHelp.defaultPriority) {
        self.keys = keys
        self.summary = summary
        // Without a label: the summary's first word, what the bar showed of the doubled labels
        // (`開く open`) before the catalogs.
        self.label = label ?? summary.split(separator: " ").first.map(String.init) ?? summary
        self.isStatusHint = isStatusHint
        self.statusPriority = statusPriority
    }
}

public struct KeyMap<Action: Sendable>: Sendable {
    /// The bindings as the screen declares them, before the user's overrides.
    public let defaults: [KeyBinding<Action>]
    /// Fixed overrides (tests); nil follows the installed ones, which a screen's static table may
    /// predate, so they are applied when the table is used rather than when it is made.
    private let fixedOverrides: KeyOverrides?

    public init(_ bindings: [KeyBinding<Action>]) {
        defaults = bindings
        fixedOverrides = nil
    }

    public init(_ bindings: [KeyBinding<Action>], overrides: KeyOverrides) {
        defaults = bindings
        fixedOverrides = overrides
    }

    /// The bindings in effect: the defaults with the user's keys for this scope.
    public var bindings: [KeyBinding<Action>] {
        let overrides = fixedOverrides ?? .current
        return overrides.apply(to: defaults, scope: Self.scope)
    }

    /// The table's name in the config file: the action type's name without "Action", in lower
    /// camel case (`SearchAction` → `search`, `GlobalAction` → `global`).
    public static var scope: String {
        var name = String(describing: Action.self)
        if name.hasSuffix("Action"), name.count > "Action".count { name.removeLast("Action".count) }
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    /// An action's name in the config file: its case name, and for a case with a value the value
    /// too (`toggleFavorite`, `tab.search`).
    public static func name(of action: Action) -> String { caseName(action) }

    /// Nested cases name each level (`filter.edit.start`), so a shared part of a table keeps
    /// readable names in every screen that embeds it.
    private static func caseName(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .enum, let child = mirror.children.first, let label = child.label else {
            return String(describing: value)
        }
        let payload = caseName(child.value)
        return payload.isEmpty ? label : "\(label).\(payload)"
    }

    /// The action bound to `key`; the first binding listing the key wins.
    public func action(for key: KeyEvent) -> Action? {
        bindings.first(where: { $0.keys.contains(key) })?.action
    }

    public var help: [KeyHelp] {
        bindings.map { KeyHelp(keys: $0.keys.map(\.label).joined(separator: " "), summary: $0.summary, label: $0.shortText?.text ?? $0.summary,
                               isStatusHint: $0.isStatusHint, statusPriority: $0.statusPriority) }
    }
}

extension KeyMap where Action: Equatable {
    /// The key that does `action` now (the user's, when rebound), as help writes it: for a screen's
    /// own text that names one of its keys ("u: 元に戻す undo"), which would otherwise go on naming
    /// the default after a rebinding.
    public func label(for action: Action) -> String { labels(for: action).first ?? "—" }

    /// Every key that does `action`, in the table's order (one action can have several bindings:
    /// the account's Enter signs in, its s switches, until the user binds both to one key). Drawn
    /// every frame, so it looks up this one action's override rather than applying the whole table.
    public func labels(for action: Action) -> [String] {
        let rebound = (fixedOverrides ?? .current).keys(scope: Self.scope, action: Self.name(of: action))
        return defaults.filter { $0.action == action }.flatMap { rebound ?? $0.keys }.map(\.label)
    }
}
