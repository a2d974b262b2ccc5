import Localization

/// The coupon screens' catalog keys (a facility's coupons, the account's coupon wallet): each case
/// one whole sentence or label; `CouponText+ja.swift` and `CouponText+en.swift` give each its text.
public enum CouponText: SampledCatalog, Equatable {
    case keyReload, keyClaim, hintClaim, keyWallet, hintWallet
    case title
    /// The account's coupon wallet, told apart from a facility's coupons in the breadcrumb.
    case walletTitle
    case facilityHeading(name: String)
    case walletHeading(name: String)
    case loading
    case noneHere
    case noneYet
    case howToClaim(key: String)
    case claimed
    case claimKey(key: String)
    case signInToClaim(key: String)
    case sample
    case validity(period: String)
    case validityOncePerAccount(period: String)
    case claiming
    case signInFirst
    case claimedNotice(title: String)

    public static let samples: [CouponText] = [
        .keyReload, .keyClaim, .hintClaim, .keyWallet, .hintWallet, .title, .walletTitle,
        .facilityHeading(name: "草津"), .walletHeading(name: "太郎"), .loading, .noneHere, .noneYet, .howToClaim(key: "c"),
        .claimed, .claimKey(key: "Enter"), .signInToClaim(key: "Enter"), .sample,
        .validity(period: "2026-12-01–2026-12-31"), .validityOncePerAccount(period: "2026-12-01–2026-12-31"),
        .claiming, .signInFirst, .claimedNotice(title: "10% off"),
    ]
}
