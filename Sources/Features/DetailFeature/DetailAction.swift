import Widgets
/// Everything the user can do on a facility's detail screen.
public enum DetailAction: Sendable, Hashable {
    case scrollDown, scrollUp, pageDown, pageUp, top, bottom
    case buyTicket, showOnMap, showCoupons
    case toggleFavorite, recordVisit
    /// A plain-text summary of the area to the clipboard (OSC 52).
    case copySummary
    // the visit form
    case formInsert(String), formBackspace, formClear, formDeleteWord, formLeft, formRight, formEdit(TextEdit)
    case formNextField, formPreviousField, formSubmit, formCancel
}
