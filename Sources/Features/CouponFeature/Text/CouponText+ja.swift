extension CouponText {
    public var ja: String {
        switch self {
        case .keyReload: "再読み込み"
        case .keyClaim: "獲得してクーポンに入れる"
        case .hintClaim: "獲得"
        case .keyWallet: "獲得したクーポン"
        case .hintWallet: "クーポン"
        case .title: "クーポン"
        case .walletTitle: "マイクーポン"
        case .facilityHeading(let name): "\(name) のクーポン (アプリ限定・見本)"
        case .walletHeading(let name): "\(name) さんのクーポン (見本)"
        case .loading: "読み込み中…"
        case .noneHere: "この施設のクーポンはありません"
        case .noneYet: "クーポンはまだありません"
        case .howToClaim(let key): "温泉の詳細画面で \(key) を押すと獲得できます"
        case .claimed: "獲得済み"
        case .claimKey(let key): "\(key): 獲得"
        case .signInToClaim(let key): "\(key): サインインして獲得"
        case .sample: "[見本]"
        case .validity(let period): "有効 \(period)"
        case .validityOncePerAccount(let period): "有効 \(period) · 1アカウント1回"
        case .claiming: "処理中…"
        case .signInFirst: "獲得にはサインインが必要です。サインインしてからもう一度 Enter を押してください"
        case .claimedNotice(let title): "獲得しました: \(title) (チケット購入時に使えます)"
        }
    }
}
