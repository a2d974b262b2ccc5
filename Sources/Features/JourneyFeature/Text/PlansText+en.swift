extension PlansText {
    var en: String {
        switch self {
        case .keyOpen: "open the plan"
        case .hintOpen: "open"
        case .keyDelete: "delete the plan (y to confirm)"
        case .hintDelete: "delete"
        case .keyRallies: "rallies"
        case .keyConfirmDelete: "delete"
        case .keyCancelDelete: "keep it"
        case .title: "Plans"
        case .loading: "Loading plans…"
        case .unreadableNotice(let count, let first, let more):
            (count == 1 ? "1 stored plan cannot be used" : "\(count) stored plans cannot be used")
                + " (kept; yumeguri doctor lists them): \(first)" + (more > 0 ? " (+\(more))" : "")
        case .unreadableOnly(let count):
            (count == 1 ? "1 stored plan cannot be used" : "\(count) stored plans cannot be used") + " (kept as they are)."
        case .noPlans: "No day plans yet."
        case .columnPlan: "Plan"
        case .columnBaths: "Baths"
        case .columnMode: "Mode"
        case .columnDate: "Date"
        case .days(let count): count == 1 ? "1 day" : "\(count) days"
        case .confirmDelete(let name): "Delete the plan \(name)? (y/n)"
        case .addFromSearchOrMap(let key, let searchTab, let mapTab): "Press \(key) in search (\(searchTab)) or on the map (\(mapTab)) to add a bath."
        case .addFromSearchOrMapApart(let search, let searchTab, let map, let mapTab):
            "Press \(search) in search (\(searchTab)) or \(map) on the map (\(mapTab)) to add a bath."
        case .addShort(let search, let map): search == map ? "\(search): add from search or the map" : "\(search) in search, \(map) on the map: add"
        case .makeAPlan(let key, let mark): "Press \(key) on a rally, on favourites (\(mark) marks) or on the map to make one."
        case .makeAPlanApart(let rally, let favourites, let map, let mark):
            "Press \(rally) on a rally, \(favourites) on favourites (\(mark) marks) or \(map) on the map to make one."
        }
    }
}
