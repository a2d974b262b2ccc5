import Widgets
/// Everything the user can do on the search screen.
public enum SearchAction: Sendable, Equatable {
    // list
    case moveDown, moveUp, first, last, pageDown, pageUp, open
    case focusQuery, openFilters, clearFilters, cycleSort, distanceFromSelection, toggleFavorite, showOnMap
    // query field
    case insert(String), backspace, deleteForward, clearQuery, deleteWord, caretLeft, caretRight, submitQuery, leaveQuery
    case editQuery(TextEdit)
    // filter panel
    case filterDown, filterUp, toggleFilter, distanceFromPrefecture, closeFilters
}
