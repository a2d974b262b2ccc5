import AccountFeature
import AppShell
import CouponFeature
import DeskFeature
import DetailFeature
import FavoritesFeature
import JourneyFeature
import MapFeature
import PurchaseFeature
import SearchFeature
import Settings
import TerminalKit
import WalletFeature

/// Every key table of the app, for the config file: what `[keys.…]` may name, and what
/// `yumeguri config default` lists. A new screen's table belongs here too.
@MainActor
public enum KeyTables {
    public static var all: [KeyTableDescription] {
        [
            KeyTableDescription(GlobalKeys.keyMap),
            KeyTableDescription(HelpKeys.keyMap), KeyTableDescription(HelpKeys.filterKeys),
            KeyTableDescription(SearchScreen.listKeys), KeyTableDescription(SearchScreen.queryKeys),
            KeyTableDescription(SearchScreen.filterKeys),
            KeyTableDescription(DetailScreen.keyMap), KeyTableDescription(DetailScreen.formKeys),
            KeyTableDescription(MapScreen.keyMap),
            KeyTableDescription(FavoritesScreen.listKeys), KeyTableDescription(FavoritesScreen.filterKeys),
            KeyTableDescription(VisitsScreen.keyMap), KeyTableDescription(VisitsScreen.filterKeys),
            KeyTableDescription(VisitsScreen.confirmKeys), KeyTableDescription(VisitsScreen.formKeys),
            KeyTableDescription(ProductsScreen.keyMap), KeyTableDescription(PaymentScreen.keyMap),
            KeyTableDescription(ReviewScreen.keyMap), KeyTableDescription(PurchasedScreen.keyMap),
            KeyTableDescription(WalletScreen.keyMap), KeyTableDescription(TicketScreen.keyMap),
            KeyTableDescription(TicketScreen.confirmKeys), KeyTableDescription(PassScreen.keyMap),
            KeyTableDescription(AccountScreen.keyMap), KeyTableDescription(AccountScreen.formKeys),
            KeyTableDescription(CouponsScreen.keyMap), KeyTableDescription(CouponWalletScreen.keyMap),
            KeyTableDescription(DeskScreen.keyMap),
            KeyTableDescription(RalliesScreen.keyMap), KeyTableDescription(RallyScreen.keyMap),
            KeyTableDescription(PlansScreen.keyMap), KeyTableDescription(PlansScreen.confirmKeys), KeyTableDescription(PlanScreen.keyMap), KeyTableDescription(PlanScreen.nameKeys),
            KeyTableDescription(AboutScreen.keyMap),
            KeyTableDescription(StampMapScreen.keyMap), KeyTableDescription(VisitCalendarScreen.keyMap),
            KeyTableDescription(SpringPassportScreen.keyMap), KeyTableDescription(SpringPassportScreen.areaKeys),
        ]
    }
}
