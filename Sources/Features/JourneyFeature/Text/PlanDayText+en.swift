extension PlanDayText {
    var en: String {
        switch self {
        case .keyBuyDay: "buy this day's tickets in one order"
        case .hintBuyDay: "tickets"
        case .noBathsToBuy: "This day has no hot springs: tickets are bought for a day with baths."
        }
    }
}
