import CouponFeature
import FavoritesFeature
import JourneyFeature
import PurchaseFeature
import ScreenKit
import SearchFeature
import TerminalKit
import WalletFeature

/// Every key that one screen's text names from another screen's table: the shell's global ones and
/// each feature's own list (a feature declares the mentions its texts use, since it cannot import
/// the feature that owns the key). The app's tests check each against the key tables.
public enum AppKeyMentions {
    /// Who names them → the mentions, so a failure says which feature's list is wrong.
    public static let byFeature: [(feature: String, mentions: [KeyMention])] = [
        ("global", KeyMention.global), ("SearchFeature", SearchKeyMentions.all), ("FavoritesFeature", FavoritesKeyMentions.all),
        ("JourneyFeature", JourneyKeyMentions.all), ("PurchaseFeature", PurchaseKeyMentions.all), ("WalletFeature", WalletKeyMentions.all),
        ("CouponFeature", CouponKeyMentions.all),
    ]

    /// Each mention once (two features may name the same key: the detail's t, for one).
    public static var all: [KeyMention] {
        var seen = Set<KeyMention>()
        return byFeature.flatMap(\.mentions).filter { seen.insert($0).inserted }
    }
}
