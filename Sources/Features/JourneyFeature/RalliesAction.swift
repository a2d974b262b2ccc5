import Widgets

/// Everything the user can do on the rally list (湯めぐり帳).
public enum RalliesAction: ListAction, Equatable {
    case move(ListMove)
    case open
    /// The focused rally's members on the map, numbered.
    case showMap
    /// A day plan of the focused rally's baths.
    case plan
    case showPlans
}
