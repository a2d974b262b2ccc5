extension PlanDayText {
    var ja: String {
        switch self {
        case .keyBuyDay: "この日のチケットをまとめて買う"
        case .hintBuyDay: "チケット"
        case .noBathsToBuy: "この日には温泉がありません。チケットは温泉のある日に買えます"
        }
    }
}
