import ScreenKit
import TerminalKit

/// The journey screens' texts that name keys of other screens, with the keys as bound now: one
/// wording while the screens share a key, one naming each when the user bound them apart.
enum JourneyKeyHints {
    /// How to add a bath to a plan: "検索 (1) か地図 (2) で a を押すと追加できます — press a in search or on the map".
    static var addFromSearchOrMap: String {
        let (search, map) = (KeyMention.addToPlanInSearch.label, KeyMention.addToPlanOnMap.label)
        let (searchTab, mapTab) = (KeyMention.searchTab.label, KeyMention.mapTab.label)
        if search == map {
            return "検索 (\(searchTab)) か地図 (\(mapTab)) で \(search) を押すと追加できます — press \(search) in search or on the map"
        }
        return "検索 (\(searchTab)) で \(search)、地図 (\(mapTab)) で \(map) を押すと追加できます — press \(search) in search, \(map) on the map"
    }

    /// The same, short, after a stop was removed: "a: 検索・地図で追加 add from search or the map".
    static var addFromSearchOrMapShort: String {
        let (search, map) = (KeyMention.addToPlanInSearch.label, KeyMention.addToPlanOnMap.label)
        if search == map { return "\(search): 検索・地図で追加 add from search or the map" }
        return "\(search): 検索で追加 · \(map): 地図で追加 add from search or the map"
    }

    /// How to make a plan, for the empty list of plans.
    static var makeAPlan: [String] {
        let (rally, favourites, map) = (KeyMention.planOnRally.label, KeyMention.planOnFavorites.label, KeyMention.planOnMap.label)
        let mark = KeyMention.markOnFavorites.label
        if rally == favourites && favourites == map {
            return ["湯めぐり帳・お気に入り・地図で \(rally) を押すと作れます",
                    "press \(rally) on a rally, on favourites (\(mark) marks) or on the map"]
        }
        return ["湯めぐり帳で \(rally)・お気に入りで \(favourites)・地図で \(map) を押すと作れます",
                "press \(rally) on a rally, \(favourites) on favourites (\(mark) marks) or \(map) on the map"]
    }

    /// How a rally advances: "温泉の詳細で v を押して訪問を記録すると進みます — …".
    static var recordAVisit: String {
        let visit = KeyMention.recordVisitOnDetail.label
        return "温泉の詳細で \(visit) を押して訪問を記録すると進みます — press \(visit) on a bath's page to record a visit"
    }
}
