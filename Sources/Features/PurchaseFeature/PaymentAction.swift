import Widgets

/// Everything the user can do on the card form.
public enum PaymentAction: Sendable, Equatable {
    case next, back, nextField, previousField, nextCard, previousCard, toggleRemember
    /// An edit of the focused text field.
    case field(TextFieldAction)
}
