extension WalletCLIText {
    var en: String {
        switch self {
        case .notSignedIn: "nobody is signed in: sign in in the app, or pass --account EMAIL"
        case .pinPrompt: "PIN: "
        case .pinInputClosed: "no PIN: standard input closed before a line was read (type it on a terminal, or pipe it: echo PIN | yumeguri tickets --account EMAIL)"
        case .pinEmpty: "no PIN given: the PIN is the 4 to 8 digits chosen at sign-up"
        case .chooseJSONOrICS: "choose one of --json and --ics"
        case .walletSummary(let account, let tickets, let passes):
            "\(account) — \(count(tickets, "ticket")), \(count(passes, "pass", "passes"))"
        case .pendingOrdersHeader(let n): "unconfirmed orders (\(n))"
        case .pendingOrder(let title, let tickets, let total, let useDate, let savedAt, let route):
            "  \(title)  \(count(tickets, "ticket")) \(total)  for \(useDate)  saved \(savedAt)  resume: yumeguri open \(route)"
        case .passesHeader(let n): "multi-bath passes (\(n))"
        case .pass(let id, let rally, let state, let left, let entries, let from, let until):
            "  \(id)  \(rally)  \(state)  \(left) of \(count(entries, "entry", "entries")) left  valid \(from) to \(until)"
        case .ticket(let id, let facility, let product, let useDate, let validUntil):
            "  \(id)  \(facility)  \(product)  for \(useDate)  valid until \(validUntil)"
        case .usedTicket(let id, let facility, let product, let useDate, let validUntil, let usedAt):
            "  \(id)  \(facility)  \(product)  for \(useDate)  valid until \(validUntil)  used \(usedAt)"
        case .ticketEventSummary(let facility, let product): "Onsen visit: \(facility) · \(product)"
        case .ticketEventLocation(let facility, let facilityID): "\(facility) (\(facilityID))"
        case .ticketEventDescription(let id, let state, let validUntil, let facilityID):
            "e-ticket \(id) · \(state) · valid until \(validUntil) · yumeguri open facility/\(facilityID)"
        case .passEventSummary(let rally, let left, let entries): "Multi-bath pass: \(rally) (\(left)/\(entries))"
        case .passEventLocation(let baths): baths.joined(separator: " · ")
        case .passEventDescription(let id, let state, let from, let until, let entries):
            "pass \(id) · \(state) · valid \(from)–\(until) · one entry per bath, \(entries) in all"
        case .couponsSummary(let account, let coupons): "\(account) — \(count(coupons, "coupon")) (sample)"
        case .coupon(let facilityID, let title, let validity): "  \(facilityID)  \(title)  valid \(validity)"
        }
    }
}
