import Widgets
/// Everything the user can do on the search screen.
public enum SearchAction: Sendable, Equatable {
    // list
    case moveDown, moveUp, first, last, pageDown, pageUp, open
    /// A row picked by the mouse, by its index in the results.
    case select(Int)
    case focusQuery, openFilters, clearFilters, cycleSort, distanceFromSelection, toggleFavorite, showOnMap
    /// Adds the focused area to the active day plan.
    case addToPlan
    // query field
    case query(TextFieldAction), submitQuery, leaveQuery
    // filter panel
    case filterDown, filterUp, toggleFilter, distanceFromPrefecture, closeFilters
}
