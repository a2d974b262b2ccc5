import Widgets
/// Everything the user can do on the Favorites tab's list.
public enum FavoritesAction: Sendable, Equatable {
    // list
    case moveDown, moveUp, first, last, pageDown, pageUp, open
    /// A row picked by the mouse, by its index in the shown rows.
    case select(Int)
    case remove, undo, moveItemDown, moveItemUp, cycleSort, focusFilter, showVisits
    /// Marks the focused favourite for a day plan (space), or unmarks it.
    case toggleMark
    /// A day plan of the marked favourites (all of them when none is marked).
    case plan
    case showRallies, showPlans
    /// The filter line has the keys.
    case filter(FilterFieldAction)
}
