/// Everything the user can do on the rally list (湯めぐり帳).
public enum RalliesAction: Sendable, Equatable {
    case moveDown, moveUp, first, last, pageDown, pageUp, open
    /// A row picked by the mouse, by its index in the list.
    case select(Int)
    /// The focused rally's members on the map, numbered.
    case showMap
    /// A day plan of the focused rally's baths.
    case plan
    case showPlans
}
