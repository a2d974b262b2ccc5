import Widgets

/// Everything the user can do on the Account tab and in the sign-in modal.
public enum AccountAction: Sendable, Equatable {
    case newAccount, switchAccount, signOut, moveDown, moveUp
    /// An edit of the form's focused field.
    case form(TextFieldAction)
    case formNext, formPrevious, formToggleMode, formSubmit, formCancel
}
