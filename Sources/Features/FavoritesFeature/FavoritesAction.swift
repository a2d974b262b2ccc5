import Widgets
/// Everything the user can do on the Favorites tab's list.
public enum FavoritesAction: Sendable, Equatable {
    // list
    case moveDown, moveUp, first, last, pageDown, pageUp, open
    case remove, undo, moveItemDown, moveItemUp, cycleSort, focusFilter, showVisits
    // filter field
    case insert(String), backspace, clearFilter, deleteWord, caretLeft, caretRight, submitFilter, leaveFilter
    case editFilter(TextEdit)
}
