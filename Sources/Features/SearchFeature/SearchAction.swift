/// Everything the user can do on the search screen.
public enum SearchAction: Sendable, Equatable {
    case moveDown, moveUp, first, last, pageDown, pageUp, open
}
