import TerminalKit

/// The moves every list answers to, as one value a screen's action can carry (`.move(.down)`),
/// so a screen does not spell out the same six cases and their six viewport calls again.
public enum ListMove: Sendable, Hashable {
    case down, up, first, last, pageDown, pageUp
    /// A row picked by the mouse, by its index in the list.
    case select(Int)
}

extension ListViewport {
    public mutating func apply(_ move: ListMove, height: Int) {
        switch move {
        case .down: self.move(by: 1, height: height)
        case .up: self.move(by: -1, height: height)
        case .first: first(height: height)
        case .last: last(height: height)
        case .pageDown: page(1, height: height)
        case .pageUp: page(-1, height: height)
        case .select(let index): select(index, height: height)
        }
    }
}

extension ListKeys {
    /// `navigation`, each key a `ListMove` wrapped in the screen's action.
    public static func moves<Action: Sendable>(_ wrap: (ListMove) -> Action, downIsHint: Bool = true) -> [KeyBinding<Action>] {
        navigation(down: wrap(.down), up: wrap(.up), first: wrap(.first), last: wrap(.last), pageDown: wrap(.pageDown),
                   pageUp: wrap(.pageUp), downIsHint: downIsHint)
    }
}

/// What a click does in a list whose rows start `top` rows into the screen: it selects the row
/// under it, or opens the row that was selected already (a second click). Nil off the rows.
public enum ListClick: Equatable, Sendable {
    case select(Int)
    case open

    public init?(_ event: MouseEvent, top: Int, viewport: ListViewport, height: Int) {
        guard event.kind == .press, event.y >= top else { return nil }
        let rows = Array(viewport.visibleRange(height: height))
        let line = event.y - top
        guard rows.indices.contains(line) else { return nil }
        self = rows[line] == viewport.selection ? .open : .select(rows[line])
    }
}

/// An action enum with a list in it: `case move(ListMove)` and `case open` satisfy this, so a
/// screen's clicks can be routed without knowing the enum.
public protocol ListAction: Sendable {
    static func move(_ move: ListMove) -> Self
    static var open: Self { get }
}

extension ListClick {
    /// The action this click is on a list of `Action`s.
    public func action<Action: ListAction>(_: Action.Type = Action.self) -> Action {
        switch self {
        case .select(let index): .move(.select(index))
        case .open: .open
        }
    }
}
