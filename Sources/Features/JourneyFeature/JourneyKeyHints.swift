import ScreenKit
import TerminalKit

/// The journey screens' texts that name keys of other screens, with the keys as bound now: one
/// wording while the screens share a key, one naming each when the user bound them apart. `label`
/// is how a mention becomes a key (a test passes overrides of its own).
enum JourneyKeyHints {
    /// How to add a bath to a plan, a line in each language (one line did not fit 80 columns once
    /// the keys differ): "検索 (1) か地図 (2) で a を押すと追加できます", "press a in search or on the map".
    static func addFromSearchOrMap(_ label: (KeyMention) -> String = { $0.label }) -> [String] {
        let (search, map) = (label(.addToPlanInSearch), label(.addToPlanOnMap))
        let (searchTab, mapTab) = (label(.searchTab), label(.mapTab))
        if search == map {
            return ["検索 (\(searchTab)) か地図 (\(mapTab)) で \(search) を押すと追加できます", "press \(search) in search or on the map"]
        }
        return ["検索 (\(searchTab)) で \(search)、地図 (\(mapTab)) で \(map) を押すと追加できます", "press \(search) in search, \(map) on the map"]
    }

    /// The same, short, after a stop was removed: "a: 検索・地図で追加 add from search or the map".
    static func addFromSearchOrMapShort(_ label: (KeyMention) -> String = { $0.label }) -> String {
        let (search, map) = (label(.addToPlanInSearch), label(.addToPlanOnMap))
        if search == map { return "\(search): 検索・地図で追加 add from search or the map" }
        return "\(search): 検索で追加 · \(map): 地図で追加 add from search or the map"
    }

    /// How to make a plan, for the empty list of plans.
    static func makeAPlan(_ label: (KeyMention) -> String = { $0.label }) -> [String] {
        let (rally, favourites, map) = (label(.planOnRally), label(.planOnFavorites), label(.planOnMap))
        let mark = label(.markOnFavorites)
        if rally == favourites && favourites == map {
            return ["湯めぐり帳・お気に入り・地図で \(rally) を押すと作れます",
                    "press \(rally) on a rally, on favourites (\(mark) marks) or on the map"]
        }
        return ["湯めぐり帳で \(rally)・お気に入りで \(favourites)・地図で \(map) を押すと作れます",
                "press \(rally) on a rally, \(favourites) on favourites (\(mark) marks) or \(map) on the map"]
    }

    /// How a rally advances: "温泉の詳細で v を押して訪問を記録すると進みます — …".
    static func recordAVisit(_ label: (KeyMention) -> String = { $0.label }) -> String {
        let visit = label(.recordVisitOnDetail)
        return "温泉の詳細で \(visit) を押して訪問を記録すると進みます — press \(visit) on a bath's page to record a visit"
    }
}
