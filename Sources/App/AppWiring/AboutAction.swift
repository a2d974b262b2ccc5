import Widgets

/// Everything the user can do on the About page: scroll it with the keys every list has.
public enum AboutAction: Sendable, Equatable {
    case move(ListMove)
}
