/// Everything the user can do on a facility's detail screen.
public enum DetailAction: Sendable, Equatable {
    case scrollDown, scrollUp, pageDown, pageUp, top, bottom
    case buyTicket, showOnMap, showCoupons
}
