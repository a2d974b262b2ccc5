import Widgets
/// Everything the user can do on a facility's detail screen.
public enum DetailAction: Sendable, Hashable {
    case scrollDown, scrollUp, pageDown, pageUp, top, bottom
    case buyTicket, showOnMap, showCoupons
    case toggleFavorite, recordVisit
    /// Your own hours, price and note for the facility (the facts form).
    case editFacts
    /// A plain-text summary of the area to the clipboard (OSC 52).
    case copySummary
    // the visit form
    /// An edit of the focused field (← → change the rating on the rating field).
    case form(TextFieldAction)
    case formNextField, formPreviousField, formSubmit, formCancel
}
