/// Which screen a destination is, without its input: the list of screens the route table, the
/// deep links, the key tables and the layout scenes are checked against. `kind`'s exhaustive
/// switch means a new Destination case does not compile until it has a kind, and then the tests
/// that walk `Kind.allCases` fail until the screen has its deep link (or a stated reason for none),
/// its key table and a layout scene.
extension Destination {
    public enum Kind: String, CaseIterable, Sendable {
        case search, facility, map, coupons, couponWallet, desk
        case ticketPurchase, ticketPayment, ticketReview, ticketPurchased
        case passPurchase, passPayment, passReview, pass
        case tripDayPurchase, tripDayPayment, tripDayReview, tripDayPurchased
        case favorites, visits, tickets, ticket, account, signIn, about
        case rallies, rally, plans, plan, journeyMap
        case stampMap, visitCalendar, springPassport
    }

    public var kind: Kind {
        switch self {
        case .search: .search
        case .facility: .facility
        case .map: .map
        case .coupons: .coupons
        case .couponWallet: .couponWallet
        case .desk: .desk
        case .ticketPurchase: .ticketPurchase
        case .ticketPayment: .ticketPayment
        case .ticketReview: .ticketReview
        case .ticketPurchased: .ticketPurchased
        case .passPurchase: .passPurchase
        case .passPayment: .passPayment
        case .passReview: .passReview
        case .pass: .pass
        case .tripDayPurchase: .tripDayPurchase
        case .tripDayPayment: .tripDayPayment
        case .tripDayReview: .tripDayReview
        case .tripDayPurchased: .tripDayPurchased
        case .favorites: .favorites
        case .visits: .visits
        case .tickets: .tickets
        case .ticket: .ticket
        case .account: .account
        case .signIn: .signIn
        case .about: .about
        case .rallies: .rallies
        case .rally: .rally
        case .plans: .plans
        case .plan: .plan
        case .journeyMap: .journeyMap
        case .stampMap: .stampMap
        case .visitCalendar: .visitCalendar
        case .springPassport: .springPassport
        }
    }
}

extension DeepLink {
    /// The screens no route opens, each with why: they are steps of a flow that needs what the
    /// steps before it chose, or hold one item of the user's own data whose id a link would leak.
    public static let withoutRoute: [Destination.Kind: String] = [
        .ticketPayment: "a step of the purchase: it pays for the products chosen on the step before",
        .ticketReview: "a step of the purchase: it reviews the products and card chosen before",
        .ticketPurchased: "the receipt of an order just placed",
        .passPayment: "a step of the pass purchase: it pays for the quantity chosen before",
        .passReview: "a step of the pass purchase: it reviews the quantity and card chosen before",
        .tripDayPayment: "a step of a trip day's purchase: it pays for the tickets chosen on the step before",
        .tripDayReview: "a step of a trip day's purchase: it reviews the tickets and card chosen before",
        .tripDayPurchased: "the receipt of a trip day's orders just placed",
        .pass: "one pass of the signed-in account's wallet, opened from the wallet",
        .ticket: "one ticket of the signed-in account's wallet, opened from the wallet",
        .signIn: "a modal the login-scoped screens present when they need an account",
    ]
}
