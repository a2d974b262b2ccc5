import TerminalKit

/// Keys of other features' screens that this feature's texts name, as the config file names them
/// (table and action) with their default key: the features never import each other. `CouponKeyMentions.all`
/// lets the app's test check each against the table that owns it (AppWiringTests/KeyMentionTests).
extension KeyMention {
    static let couponsOnDetail = KeyMention(scope: "detail", action: "showCoupons", defaultKey: .character("c"))
}

public enum CouponKeyMentions {
    public static let all: [KeyMention] = [.couponsOnDetail]
}
