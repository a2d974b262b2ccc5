import Widgets

/// Everything the user can do on one rally's page.
public enum RallyAction: ListAction, Equatable {
    case move(ListMove)
    case open
    /// The members on the map, numbered.
    case showMap
    /// A day plan of the members not yet visited (all of them once the rally is done).
    case plan
    /// Focus the nearest member not yet visited.
    case focusNext
    /// Buy the rally's multi-bath pass (湯めぐり手形).
    case buyPass
}
