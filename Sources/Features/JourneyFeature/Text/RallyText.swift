import Entities
import Localization

/// The rallies' list (湯めぐり帳) and a rally's page: keys, headers, progress and notices. Each case
/// one whole sentence, its numbers, names and keys as placeholders.
enum RallyText: SampledCatalog, Hashable {
    // The list's keys.
    case keyOpenRally, hintOpen
    case keyMembersOnMap, hintMap
    case keyPlanRally, hintPlan
    case keySavedPlans
    // The page's keys.
    case keyOpenMember
    case keyMembersNumbered
    case keyPlanNotVisited
    case keyNextMember, hintNext
    case keyBuyPass, hintPass

    case listTitle
    case loadingRallies
    case loadingRally
    case summary(rallies: Int, completed: Int)
    case columnRally, columnProgress
    case noRallies
    case completedMark
    case noneInCatalog
    case noSuchRally(id: String)
    case listsThem
    case completed(on: String?)
    case pass(baths: Int, price: String, key: String)
    case source(String)
    case visited(count: String, notInCatalog: Int)
    case next(name: String, from: String, distance: String, key: String)
    case allVisited
    case recordAVisit(key: String)
    case memberNotInCatalog
    case firstVisit(on: String)
    case notYet
    case noPass

    static let samples: [RallyText] = [
        .keyOpenRally, .hintOpen, .keyMembersOnMap, .hintMap, .keyPlanRally, .hintPlan, .keySavedPlans, .keyOpenMember,
        .keyMembersNumbered, .keyPlanNotVisited, .keyNextMember, .hintNext, .keyBuyPass, .hintPass,
        .listTitle, .loadingRallies, .loadingRally, .summary(rallies: 1, completed: 0), .summary(rallies: 12, completed: 2),
        .columnRally, .columnProgress, .noRallies, .completedMark, .noneInCatalog, .noSuchRally(id: "nope"), .listsThem,
        .completed(on: "2026-11-20"), .completed(on: nil), .pass(baths: 8, price: "¥2,400", key: "t"), .source("別府市"),
        .visited(count: "3/8", notInCatalog: 0), .visited(count: "3/8", notInCatalog: 1),
        .next(name: "柴石温泉", from: "鉄輪温泉", distance: "1.2 km", key: "n"), .allVisited, .recordAVisit(key: "v"),
        .memberNotInCatalog, .firstVisit(on: "2026-11-20"), .notYet, .noPass,
    ]
}
