extension RallyDataText {
    public var en: String {
        switch self {
        case .cardSummary: "One stamp per prefecture: a bath at any of its hot springs counts"
        case .passState(let state):
            switch state {
            case .active: "active"
            case .usedUp: "used up"
            case .expired: "expired"
            }
        case .notInRally(let area): "\(area) is not a bath of this pass."
        case .alreadyUsedHere: "This pass is already used at this bath."
        case .noEntriesLeft(let entries): entries == 1 ? "Its 1 entry is used." : "All \(entries) entries are used."
        case .notYetValid(let day): "This pass is valid from \(day)."
        case .expired(let day): "This pass expired after \(day)."
        case .couponNotForThisRally: "This coupon is not valid for this pass."
        }
    }
}
