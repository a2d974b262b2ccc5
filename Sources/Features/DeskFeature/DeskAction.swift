import Widgets

/// Everything the user can do at the front desk.
public enum DeskAction: Sendable, Equatable {
    /// An edit of the code field.
    case code(TextFieldAction)
    case check, back
}
