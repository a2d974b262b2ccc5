extension NavigationText {
    public var en: String {
        switch self {
        case .tab(let tab): Self.english(tab)
        case .screen(let destination): Self.english(destination)
        case .emptyRoute(let examples): "empty route; valid routes: \(examples)"
        case .unknownRoute(let route, let examples): "unknown route '\(route)'; valid routes: \(examples)"
        case .badFacilityID(let id): "'\(id)' is not a facility id (expected e.g. aist-2601)"
        case .badRallyID(let id): "'\(id)' is not a rally id (expected e.g. beppu-hatto; `yumeguri rallies` lists them)"
        case .badPlanID(let id): "'\(id)' is not a plan id (expected e.g. plan-1a2b3c4d; `yumeguri plan list` lists them)"
        case .badYear(let year): "'\(year)' is not a year (expected e.g. visits/calendar/2025)"
        }
    }

    private static func english(_ tab: Tab) -> String {
        switch tab {
        case .search: "Search"
        case .map: "Map"
        case .favorites: "Favourites"
        case .tickets: "Tickets"
        case .account: "Account"
        }
    }

    private static func english(_ destination: Destination) -> String {
        switch destination {
        case .search: "Search"
        case .facility(let id): id.rawValue
        case .map: "Map"
        case .coupons: "Coupons"
        case .couponWallet: "Coupons"
        case .desk: "Front desk"
        case .ticketPurchase: "Buy tickets"
        case .ticketPayment: "Payment"
        case .ticketReview: "Review order"
        case .ticketPurchased: "Purchased"
        case .passPurchase: "Buy a pass"
        case .passPayment: "Payment"
        case .passReview: "Review order"
        case .tripDayPurchase: "Buy the day's tickets"
        case .tripDayPayment: "Payment"
        case .tripDayReview: "Review order"
        case .tripDayPurchased: "Purchased"
        case .pass: "Spa pass"
        case .favorites: "Favourites"
        case .visits: "Visit log"
        case .tickets: "Tickets"
        case .ticket: "Ticket"
        case .account: "Account"
        case .signIn: "Sign in"
        case .about: "About"
        case .rallies: "Rallies"
        case .rally(let id): id.rawValue
        case .plans: "Plans"
        case .plan: "Plan"
        case .journeyMap: "Map"
        case .stampMap: "Stamp map"
        case .visitCalendar: "Calendar"
        case .springPassport: "Spring passport"
        }
    }
}
