extension RallyDataText {
    public var ja: String {
        switch self {
        case .cardSummary: "どこか一か所でも入れば、その都道府県にスタンプ"
        case .passState(let state):
            switch state {
            case .active: "利用可"
            case .usedUp: "使用済み"
            case .expired: "期限切れ"
            }
        case .notInRally(let area): "この手形の対象外の施設です (\(area))"
        case .alreadyUsedHere: "この施設では使用済みです"
        case .noEntriesLeft(let entries): "\(entries)回すべて使用済みです"
        case .notYetValid(let day): "\(day) から使えます"
        case .expired(let day): "有効期限 \(day) を過ぎています"
        case .couponNotForThisRally: "このクーポンはこの湯めぐり手形に使えません"
        }
    }
}
