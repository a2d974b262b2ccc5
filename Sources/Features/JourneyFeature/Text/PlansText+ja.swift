extension PlansText {
    var ja: String {
        switch self {
        case .keyOpen: "プランを開く"
        case .hintOpen: "開く"
        case .keyDelete: "プランを削除 (y で確定)"
        case .hintDelete: "削除"
        case .keyRallies: "湯めぐり帳"
        case .keyConfirmDelete: "削除する"
        case .keyCancelDelete: "やめる"
        case .title: "湯めぐりプラン"
        case .loading: "プランを読み込み中…"
        case .unreadableNotice(let count, let first, let more):
            "読めないプラン \(count) 件 (残してあります。yumeguri doctor で一覧): \(first)" + (more > 0 ? " (ほか \(more) 件)" : "")
        case .unreadableOnly(let count): "保存されたプラン \(count) 件を読めません (そのまま残してあります)"
        case .noPlans: "プランはまだありません"
        case .columnPlan: "プラン"
        case .columnBaths: "温泉"
        case .columnMode: "移動"
        case .columnDate: "日付"
        case .days(let count): "\(count)日"
        case .confirmDelete(let name): "「\(name)」を削除しますか? (y/n)"
        case .addFromSearchOrMap(let key, let searchTab, let mapTab): "検索 (\(searchTab)) か地図 (\(mapTab)) で \(key) を押すと追加できます"
        case .addFromSearchOrMapApart(let search, let searchTab, let map, let mapTab):
            "検索 (\(searchTab)) で \(search)、地図 (\(mapTab)) で \(map) を押すと追加できます"
        case .addShort(let search, let map): search == map ? "\(search): 検索・地図で追加" : "\(search): 検索で追加 · \(map): 地図で追加"
        case .makeAPlan(let key, let mark): "湯めぐり帳・お気に入り (\(mark) で選ぶ)・地図で \(key) を押すと作れます"
        case .makeAPlanApart(let rally, let favourites, let map, let mark):
            "湯めぐり帳で \(rally)・お気に入り (\(mark) で選ぶ) で \(favourites)・地図で \(map) を押すと作れます"
        }
    }
}
