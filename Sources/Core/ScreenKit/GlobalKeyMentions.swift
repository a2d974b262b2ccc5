import TerminalKit

/// The keys of other screens that a screen's text names ("press f in Search (1)"), one constant
/// each, so every text names the user's key and `AppWiringTests` can check each against the table
/// that owns it.
extension KeyMention {
    public static let searchTab = KeyMention(scope: "global", action: "tab.search", defaultKey: .character("1"))
    public static let mapTab = KeyMention(scope: "global", action: "tab.map", defaultKey: .character("2"))
    /// Back, for a screen that has no back key of its own.
    public static let back = KeyMention(scope: "global", action: "back", defaultKey: .escape)

    public static let favouriteInSearch = KeyMention(scope: "search", action: "toggleFavorite", defaultKey: .character("f"))
    public static let addToPlanInSearch = KeyMention(scope: "search", action: "addToPlan", defaultKey: .character("a"))

    public static let addToPlanOnMap = KeyMention(scope: "map", action: "addToPlan", defaultKey: .character("a"))
    public static let searchThisAreaOnMap = KeyMention(scope: "map", action: "searchThisArea", defaultKey: .character("s"))
    public static let planOnMap = KeyMention(scope: "map", action: "planView", defaultKey: .character("p"))

    public static let recordVisitOnDetail = KeyMention(scope: "detail", action: "recordVisit", defaultKey: .character("v"))
    public static let buyTicketOnDetail = KeyMention(scope: "detail", action: "buyTicket", defaultKey: .character("t"))
    public static let couponsOnDetail = KeyMention(scope: "detail", action: "showCoupons", defaultKey: .character("c"))
    public static let favouriteOnDetail = KeyMention(scope: "detail", action: "toggleFavorite", defaultKey: .character("f"))

    public static let planOnRally = KeyMention(scope: "rally", action: "plan", defaultKey: .character("p"))
    public static let planOnFavorites = KeyMention(scope: "favorites", action: "plan", defaultKey: .character("p"))
    public static let markOnFavorites = KeyMention(scope: "favorites", action: "toggleMark", defaultKey: .character(" "))

    /// Every mention, for the test that checks them against the app's tables.
    public static let all: [KeyMention] = [
        searchTab, mapTab, back, favouriteInSearch, addToPlanInSearch, addToPlanOnMap, searchThisAreaOnMap, planOnMap,
        recordVisitOnDetail, buyTicketOnDetail, couponsOnDetail, favouriteOnDetail, planOnRally, planOnFavorites, markOnFavorites,
    ]
}
