/// Everything the user can do on one rally's page.
public enum RallyAction: Sendable, Equatable {
    case moveDown, moveUp, first, last, pageDown, pageUp
    /// Opens the focused member's hot spring.
    case open
    case select(Int)
    /// The members on the map, numbered.
    case showMap
    /// A day plan of the members not yet visited (all of them once the rally is done).
    case plan
    /// Focus the nearest member not yet visited.
    case focusNext
}
