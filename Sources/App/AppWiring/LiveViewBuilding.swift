import AccountFeature
import CouponFeature
import DeskFeature
import DetailFeature
import FavoritesFeature
import JourneyFeature
import LoginScope
import MapFeature
import Navigation
import PurchaseFeature
import ScreenKit
import SearchFeature
import WalletFeature

extension ViewBuildingClient {
    /// The live registry: every route of the app, in one exhaustive switch. Adding a Destination
    /// case without a screen here does not compile.
    static let live = ViewBuildingClient(
        screen: { destination in
            switch destination {
            case .search: SearchScreen()
            case .facility(let id): DetailScreen(id: id)
            case .about: AboutScreen()
            case .map(let focus): MapScreen(focus: focus)
            case .favorites: FavoritesScreen()
            case .visits: VisitsScreen()
            case .ticketPurchase(let id): ProductsScreen.scoped(id: id)
            case .ticketPayment(let id): PaymentScreen.scoped(id: id)
            case .ticketReview(let id): ReviewScreen.scoped(id: id)
            case .ticketPurchased(let orderID): PurchasedScreen.scoped(orderID: orderID)
            case .passPurchase(let id): ProductsScreen.scoped(target: .rallyPass(id))
            case .passPayment(let id): PaymentScreen.scoped(target: .rallyPass(id))
            case .passReview(let id): ReviewScreen.scoped(target: .rallyPass(id))
            case .tripDayPurchase(let plan, let day): ProductsScreen.scoped(target: .tripDay(planID: plan, day: day))
            case .tripDayPayment(let plan, let day): PaymentScreen.scoped(target: .tripDay(planID: plan, day: day))
            case .tripDayReview(let plan, let day): ReviewScreen.scoped(target: .tripDay(planID: plan, day: day))
            case .tripDayPurchased(let orders): TripDayPurchasedScreen.scoped(orderIDs: orders)
            case .pass(let id): PassScreen.scoped(passID: id)
            case .tickets: WalletScreen.scoped()
            case .ticket(let id): TicketScreen.scoped(ticketID: id)
            case .account: AccountScreen()
            case .signIn: AccountScreen.signIn()
            // Open to anyone: the offers show signed out, and claiming one asks to sign in (issue 31).
            case .coupons(let id): CouponsScreen(facilityID: id)
            case .desk: DeskScreen()
            case .rallies: RalliesScreen()
            case .rally(let id): RallyScreen(id: id)
            case .plans: PlansScreen()
            case .plan(let id): PlanScreen(id: id)
            case .journeyMap(let subject): MapScreen(subject: subject)
            case .stampMap: StampMapScreen()
            case .visitCalendar(let year): VisitCalendarScreen(year: year)
            case .springPassport: SpringPassportScreen()
            case .couponWallet:
                LoginScopedScreen(title: Destination.couponWallet.defaultTitle, presentSignInOnAppear: false) { context in CouponWalletScreen(context: context) }
            }
        },
        nearbyPanel: { id in NearbyPanel(origin: id) },
        facilitySummaryPanel: { id in FacilitySummaryPanel(id: id) }
    )
}
