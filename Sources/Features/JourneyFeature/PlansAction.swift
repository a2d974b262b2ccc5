/// Everything the user can do on the list of saved day plans.
public enum PlansAction: Sendable, Equatable {
    case moveDown, moveUp, first, last, pageDown, pageUp, open
    case select(Int)
    /// Asks to delete the focused plan; `confirmDelete` does it, anything else keeps it.
    case delete, confirmDelete, cancelDelete
    case showRallies
}
