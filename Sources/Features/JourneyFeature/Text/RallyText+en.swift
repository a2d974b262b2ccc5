extension RallyText {
    var en: String {
        switch self {
        case .keyOpenRally: "open the rally"
        case .hintOpen: "open"
        case .keyMembersOnMap: "the members on the map"
        case .hintMap: "map"
        case .keyPlanRally: "plan a day of its baths"
        case .hintPlan: "plan"
        case .keySavedPlans: "saved plans"
        case .keyOpenMember: "open the bath (a prefecture: its areas)"
        case .keyMembersNumbered: "the members on the map, numbered"
        case .keyPlanNotVisited: "plan a day of the baths not yet visited"
        case .keyNextMember: "the nearest not yet visited"
        case .hintNext: "next"
        case .keyBuyPass: "buy the multi-bath pass (sample)"
        case .hintPass: "pass"
        case .listTitle: "Rallies"
        case .loadingRallies: "Loading the rallies…"
        case .loadingRally: "Loading the rally…"
        case .summary(let rallies, let completed):
            (rallies == 1 ? "1 rally" : "\(rallies) rallies") + " · \(completed) completed · from the visit log, once per place"
        case .columnRally: "Rally"
        case .columnProgress: "Progress"
        case .noRallies: "No rallies in this catalog."
        case .completedMark: "done"
        case .noneInCatalog: "none in this catalog"
        case .noSuchRally(let id): "No rally '\(id)'."
        case .listsThem: "`yumeguri rallies` lists them."
        case .completed(let day): "completed" + (day.map { " \($0)" } ?? "")
        case .pass(let baths, let price, let key): "pass: \(baths) baths \(price) [sample] (\(key))"
        case .source(let source): "Source: \(source)"
        case .visited(let count, let notInCatalog): "visited \(count)" + (notInCatalog > 0 ? " · \(notInCatalog) not in the catalog" : "")
        case .next(let name, let from, let distance, let key): "Next: \(name), \(distance) from your last visit, \(from) (\(key))"
        case .allVisited: "Every member visited."
        case .recordAVisit(let key): "Press \(key) on a bath's page to record a visit."
        case .memberNotInCatalog: "not in the catalog (does not count)"
        case .firstVisit(let day): "first visit \(day)"
        case .notYet: "not yet"
        case .noPass: "No pass for this rally (it needs two baths in the catalog)."
        }
    }
}
