import Localization

/// `rallies`, `rally` and `plan …`: each case one whole sentence.
enum JourneyCLIText: SampledCatalog {
    case rallyCompleted(String)
    case ralliesFooter(Int)
    case noRally(id: String, ids: String)
    case rallyTitle(name: String, englishName: String, count: String, complete: Bool)
    case rallySource(String)
    case memberNotInCatalog
    case memberVisited(String)
    case memberNotYet
    case memberAreas(Int)
    case rallyNext(name: String, distance: String, origin: String)
    case noPlan(String)
    case catalogNotReady
    case planStart(String)
    case planMissing(String)
    case planWarnings(count: Int, id: String)
    case planWarningsInJSON(count: Int, id: String)
    case planDate(String)
    case chooseOneExport
    case daysInvalid(Int)
    case planNeedsName
    case cannotSavePlan(String)
    case planNotSaved
    case modeInvalid
    case atInvalid
    case fromInvalid
    case atWithDays
    case noAreaForStart(String)
    case nothingToPlan
    case noFavouritesToPlan
    case favouritesPlanName
    case prefecturesNotPlannable
    case planDeleted(id: String, name: String)
    case planRow(id: String, name: String, baths: Int, days: Int, mode: String, date: String, weekday: String, start: String)
    case plansCount(Int)
    case unreadablePlans(Int)
    case moreUnreadablePlans(Int)
    case cannotUsePlan(id: String, reason: String)

    static let samples: [JourneyCLIText] = [
        .rallyCompleted("2026-11-20"), .ralliesFooter(1), .ralliesFooter(12), .noRally(id: "x", ids: "beppu, sanmeisen"),
        .rallyTitle(name: "日本三名泉", englishName: "Three Famous Springs", count: "1/3", complete: false),
        .rallyTitle(name: "日本三名泉", englishName: "", count: "3/3", complete: true), .rallySource("環境省"),
        .memberNotInCatalog, .memberVisited("2026-11-20"), .memberNotYet, .memberAreas(1), .memberAreas(3),
        .rallyNext(name: "草津", distance: "12 km", origin: "伊香保"), .noPlan("nope"), .catalogNotReady, .planStart("草津"),
        .planMissing("aist-1 aist-2"), .planWarnings(count: 1, id: "p1"), .planWarnings(count: 2, id: "p1"),
        .planWarningsInJSON(count: 1, id: "p1"), .planWarningsInJSON(count: 3, id: "p1"), .planDate("in the past"), .chooseOneExport, .daysInvalid(14),
        .planNeedsName, .cannotSavePlan("too many baths"), .planNotSaved, .modeInvalid, .atInvalid, .fromInvalid, .atWithDays,
        .noAreaForStart("aist-99999"), .nothingToPlan, .noFavouritesToPlan, .favouritesPlanName, .prefecturesNotPlannable,
        .planDeleted(id: "p1", name: "草津"),
        .planRow(id: "p1", name: "草津", baths: 1, days: 1, mode: "car", date: "2026-12-05", weekday: "土", start: "09:00"),
        .planRow(id: "p1", name: "草津", baths: 3, days: 2, mode: "walk", date: "2026-12-05", weekday: "土", start: "09:00"),
        .plansCount(1), .plansCount(2), .unreadablePlans(1), .unreadablePlans(2), .moreUnreadablePlans(3),
        .cannotUsePlan(id: "p1", reason: "unknown format"),
    ]

    static let sampleNames = ["日本三名泉", "環境省", "草津", "伊香保", "土"]
}
