import Entities
import Localization

/// The names of the tabs and screens (the tab bar, the breadcrumb, a screen's title until it has
/// a better one) and the deep links' errors.
public enum NavigationText: SampledCatalog {
    case tab(Tab)
    /// A screen's name; a facility or a rally is named by its id until its screen knows its name.
    case screen(Destination)
    case emptyRoute(examples: String)
    case unknownRoute(String, examples: String)
    case badFacilityID(String)
    case badRallyID(String)
    case badPlanID(String)
    case badYear(String)

    public static var samples: [NavigationText] {
        let screens: [Destination] = [
            .search, .facility(FacilityID("aist-2601")), .map(focus: nil), .coupons(FacilityID("aist-2601")), .couponWallet, .desk,
            .ticketPurchase(FacilityID("aist-2601")), .ticketPayment(FacilityID("aist-2601")), .ticketReview(FacilityID("aist-2601")),
            .ticketPurchased(orderID: "o-1"), .passPurchase(RallyID("beppu-hatto")), .passPayment(RallyID("beppu-hatto")),
            .passReview(RallyID("beppu-hatto")), .tripDayPurchase(planID: "plan-1", day: 0), .tripDayPayment(planID: "plan-1", day: 0),
            .tripDayReview(planID: "plan-1", day: 0), .tripDayPurchased(orderIDs: ["o-1"]), .pass("p-1"), .favorites, .visits, .tickets, .ticket("t-1"), .account, .signIn,
            .about, .rallies, .rally(RallyID("beppu-hatto")), .plans, .plan("plan-1"), .journeyMap(.plan("plan-1")), .stampMap,
            .visitCalendar(year: nil), .springPassport,
        ]
        return Tab.allCases.map { .tab($0) } + screens.map { .screen($0) } + [
            .emptyRoute(examples: "search, map"), .unknownRoute("nope", examples: "search, map"), .badFacilityID("x"),
            .badRallyID("x"), .badPlanID("x"), .badYear("x"),
        ]
    }
}
