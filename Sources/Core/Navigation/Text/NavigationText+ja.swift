extension NavigationText {
    public var ja: String {
        switch self {
        case .tab(let tab): Self.japanese(tab)
        case .screen(let destination): Self.japanese(destination)
        case .emptyRoute(let examples): "行き先がありません。使える行き先: \(examples)"
        case .unknownRoute(let route, let examples): "「\(route)」という行き先はありません。使える行き先: \(examples)"
        case .badFacilityID(let id): "「\(id)」は施設の ID ではありません (例: aist-2601)"
        case .badRallyID(let id): "「\(id)」は湯めぐり帳の ID ではありません (例: beppu-hatto。`yumeguri rallies` で一覧できます)"
        case .badPlanID(let id): "「\(id)」はプランの ID ではありません (例: plan-1a2b3c4d。`yumeguri plan list` で一覧できます)"
        case .badYear(let year): "「\(year)」は年ではありません (例: visits/calendar/2025)"
        }
    }

    private static func japanese(_ tab: Tab) -> String {
        switch tab {
        case .search: "検索"
        case .map: "地図"
        case .favorites: "お気に入り"
        case .tickets: "チケット"
        case .account: "アカウント"
        }
    }

    private static func japanese(_ destination: Destination) -> String {
        switch destination {
        case .search: "検索"
        case .facility(let id): id.rawValue
        case .map: "地図"
        case .coupons: "クーポン"
        case .couponWallet: "クーポン"
        case .desk: "フロント"
        case .ticketPurchase: "チケット購入"
        case .ticketPayment: "お支払い"
        case .ticketReview: "ご注文の確認"
        case .ticketPurchased: "購入完了"
        case .passPurchase: "手形購入"
        case .passPayment: "お支払い"
        case .passReview: "ご注文の確認"
        case .tripDayPurchase: "チケット購入"
        case .tripDayPayment: "お支払い"
        case .tripDayReview: "ご注文の確認"
        case .tripDayPurchased: "購入完了"
        case .pass: "湯めぐり手形"
        case .favorites: "お気に入り"
        case .visits: "湯めぐり記録"
        case .tickets: "チケット"
        case .ticket: "チケット"
        case .account: "アカウント"
        case .signIn: "サインイン"
        case .about: "このアプリについて"
        case .rallies: "湯めぐり帳"
        case .rally(let id): id.rawValue
        case .plans: "湯めぐりプラン"
        case .plan: "プラン"
        case .journeyMap: "地図"
        case .stampMap: "スタンプ地図"
        case .visitCalendar: "カレンダー"
        case .springPassport: "泉質パスポート"
        }
    }
}
