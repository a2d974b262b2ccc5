import Widgets

/// Everything the user can do on the visit log (湯めぐり記録).
public enum VisitsAction: Sendable, Equatable {
    case moveDown, moveUp, first, last, pageDown, pageUp, open, showFavorites, focusFilter, showRallies
    /// The filter line has the keys.
    case filter(FilterFieldAction)
    /// The pictures of the log: the stamp map, the calendar, the 泉質 passport.
    case showStampMap, showCalendar, showPassport
    /// Correct the focused visit (a form), delete it (asked first), undo the last deletion.
    case edit, delete, undo
    /// The answer to "delete this visit?".
    case confirmDelete, cancelDelete
    // the edit form
    case form(TextFieldAction)
    case formNextField, formPreviousField, formSubmit, formCancel
}
