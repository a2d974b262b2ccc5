extension WalletCLIText {
    var ja: String {
        switch self {
        case .notSignedIn: "サインインしていません: アプリでサインインするか、--account メールアドレス を指定してください"
        case .pinPrompt: "PIN: "
        case .pinInputClosed: "PIN がありません: 1 行読む前に標準入力が閉じました (端末で入力するか、echo PIN | yumeguri tickets --account メールアドレス のように渡してください)"
        case .pinEmpty: "PIN が空です: 登録のときに決めた 4〜8 桁の数字です"
        case .chooseJSONOrICS: "--json と --ics はどちらか一方だけです"
        case .walletSummary(let account, let tickets, let passes): "\(account) — チケット \(tickets) 枚、手形 \(passes) 枚"
        case .pendingOrdersHeader(let n): "確認待ちの注文 (\(n))"
        case .pendingOrder(let title, let tickets, let total, let useDate, let savedAt, let route):
            "  \(title)  \(tickets)枚 \(total)  利用日 \(useDate)  確認 \(savedAt)  再開: yumeguri open \(route)"
        case .passesHeader(let n): "湯めぐり手形 (\(n))"
        case .pass(let id, let rally, let state, let left, let entries, let from, let until):
            "  \(id)  \(rally)  \(state)  残り \(left)/\(entries)回  有効期間 \(from)〜\(until)"
        case .ticket(let id, let facility, let product, let useDate, let validUntil):
            "  \(id)  \(facility)  \(product)  利用日 \(useDate)  有効期限 \(validUntil)"
        case .usedTicket(let id, let facility, let product, let useDate, let validUntil, let usedAt):
            "  \(id)  \(facility)  \(product)  利用日 \(useDate)  有効期限 \(validUntil)  使用 \(usedAt)"
        case .ticketEventSummary(let facility, let product): "湯めぐり \(facility) · \(product)"
        case .ticketEventLocation(let facility, let facilityID): "\(facility) (\(facilityID))"
        case .ticketEventDescription(let id, let state, let validUntil, let facilityID):
            "電子チケット \(id) · \(state) · 有効期限 \(validUntil) · yumeguri open facility/\(facilityID)"
        case .passEventSummary(let rally, let left, let entries): "湯めぐり手形 \(rally) (\(left)/\(entries))"
        case .passEventLocation(let baths): baths.joined(separator: " · ")
        case .passEventDescription(let id, let state, let from, let until, let entries):
            "手形 \(id) · \(state) · 有効期間 \(from)〜\(until) · 1 か所 1 回、全 \(entries) 回"
        case .couponsSummary(let account, let coupons): "\(account) — クーポン \(coupons) 枚 (見本)"
        case .coupon(let facilityID, let title, let validity): "  \(facilityID)  \(title)  有効 \(validity)"
        }
    }
}
