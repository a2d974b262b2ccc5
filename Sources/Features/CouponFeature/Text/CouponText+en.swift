extension CouponText {
    public var en: String {
        switch self {
        case .keyReload: "reload"
        case .keyClaim: "claim into your coupons"
        case .hintClaim: "claim"
        case .keyWallet: "your coupons"
        case .hintWallet: "coupons"
        case .title: "Coupons"
        case .walletTitle: "My coupons"
        case .facilityHeading(let name): "Coupons of \(name) (app only, sample)"
        case .walletHeading(let name): "\(name)'s coupons (sample)"
        case .loading: "Loading…"
        case .noneHere: "No coupons here."
        case .noneYet: "No coupons yet."
        case .howToClaim(let key): "Press \(key) on a hot spring's page to claim one."
        case .claimed: "claimed"
        case .claimKey(let key): "\(key): claim"
        case .signInToClaim(let key): "\(key): sign in to claim"
        case .sample: "[sample]"
        case .validity(let period): "valid \(period)"
        case .validityOncePerAccount(let period): "valid \(period) · once per account"
        case .claiming: "Claiming…"
        case .signInFirst: "Sign in to claim; then press Enter again."
        case .claimedNotice(let title): "Claimed: \(title) (use it when you buy tickets)."
        }
    }
}
