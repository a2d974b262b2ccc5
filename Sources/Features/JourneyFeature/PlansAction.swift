import Widgets

/// Everything the user can do on the list of saved day plans.
public enum PlansAction: ListAction, Equatable {
    case move(ListMove)
    case open
    /// Asks to delete the focused plan; `confirmDelete` does it, anything else keeps it.
    case delete, confirmDelete, cancelDelete
    case showRallies
}
