import Localization
import Entities

/// Every screen of the product, with its typed input. Being Hashable and Codable, a stack of these
/// can be logged, restored, deep-linked and compared in tests.
public enum Destination: Hashable, Codable, Sendable {
    case search
    case facility(FacilityID)
    case map(focus: FacilityID?)
    case coupons(FacilityID)
    /// The signed-in account's claimed coupons (Tickets tab).
    case couponWallet
    /// The front desk: checks ticket codes (typed, or read from an image) and uses them.
    case desk
    /// The purchase flow, one destination per step: products and quantities, payment, review,
    /// then the issued tickets of the placed order.
    case ticketPurchase(FacilityID)
    case ticketPayment(FacilityID)
    case ticketReview(FacilityID)
    /// The receipt of a placed order, of tickets or of passes.
    case ticketPurchased(orderID: String)
    /// The same steps buying a rally's multi-bath pass (湯めぐり手形).
    case passPurchase(RallyID)
    case passPayment(RallyID)
    case passReview(RallyID)
    /// The same steps buying a trip day's tickets in one order (issue 31 §7): the plan's id and
    /// the day's index (0-based); the receipt lists the orders placed, one per bath.
    case tripDayPurchase(planID: String, day: Int)
    case tripDayPayment(planID: String, day: Int)
    case tripDayReview(planID: String, day: Int)
    case tripDayPurchased(orderIDs: [String])
    /// One pass in the wallet, with its QR code and its uses.
    case pass(String)
    case favorites
    case visits
    case tickets
    case ticket(String)
    case account
    case signIn
    case about
    /// 湯めぐり帳: every rally with its progress (Favorites tab).
    case rallies
    case rally(RallyID)
    /// 湯めぐりプラン: the saved day plans, and one plan's timetable.
    case plans
    case plan(String)
    /// The map showing a rally's members or a plan's route, numbered.
    case journeyMap(JourneyMapSubject)
    /// Pictures of the visit log: the stamp card as a map of Japan, a year's calendar of visits
    /// (nil: the newest visit's year), and the 泉質 passport.
    case stampMap
    case visitCalendar(year: Int?)
    case springPassport

    /// The title used in the breadcrumb until the screen supplies a better one (e.g. a facility name).
    public var defaultTitle: String { NavigationText.screen(self).text }
}

/// What a journey map shows: a rally's members (numbered in the rally's order) or a plan's route.
public enum JourneyMapSubject: Hashable, Codable, Sendable {
    case rally(RallyID)
    case plan(String)
}

extension PurchaseTarget {
    /// The purchase flow's steps for what is bought.
    public var firstStep: Destination {
        switch self {
        case .facility(let id): .ticketPurchase(id)
        case .rallyPass(let id): .passPurchase(id)
        case .tripDay(let plan, let day): .tripDayPurchase(planID: plan, day: day)
        }
    }

    public var paymentStep: Destination {
        switch self {
        case .facility(let id): .ticketPayment(id)
        case .rallyPass(let id): .passPayment(id)
        case .tripDay(let plan, let day): .tripDayPayment(planID: plan, day: day)
        }
    }

    public var reviewStep: Destination {
        switch self {
        case .facility(let id): .ticketReview(id)
        case .rallyPass(let id): .passReview(id)
        case .tripDay(let plan, let day): .tripDayReview(planID: plan, day: day)
        }
    }
}
