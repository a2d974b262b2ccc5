import ScreenKit
import TerminalKit

/// The journey screens' texts that name keys of other screens, with the keys as bound now: one
/// wording while the screens share a key, one naming each when the user bound them apart. `label`
/// is how a mention becomes a key (a test passes overrides of its own). Each returns its catalog
/// key, read in the language in force where it is drawn.
enum JourneyKeyHints {
    /// How to add a bath to a plan: "検索 (1) か地図 (2) で a を押すと追加できます".
    static func addFromSearchOrMap(_ label: (KeyMention) -> String = { $0.label }) -> PlansText {
        let (search, map) = (label(.addToPlanInSearch), label(.addToPlanOnMap))
        let (searchTab, mapTab) = (label(.searchTab), label(.mapTab))
        if search == map { return .addFromSearchOrMap(key: search, searchTab: searchTab, mapTab: mapTab) }
        return .addFromSearchOrMapApart(search: search, searchTab: searchTab, map: map, mapTab: mapTab)
    }

    /// The same, short, after a stop was removed: "a: 検索・地図で追加".
    static func addFromSearchOrMapShort(_ label: (KeyMention) -> String = { $0.label }) -> PlansText {
        .addShort(search: label(.addToPlanInSearch), map: label(.addToPlanOnMap))
    }

    /// How to make a plan, for the empty list of plans.
    static func makeAPlan(_ label: (KeyMention) -> String = { $0.label }) -> PlansText {
        let (rally, favourites, map) = (label(.planOnRally), label(.planOnFavorites), label(.planOnMap))
        let mark = label(.markOnFavorites)
        if rally == favourites && favourites == map { return .makeAPlan(key: rally, mark: mark) }
        return .makeAPlanApart(rally: rally, favourites: favourites, map: map, mark: mark)
    }

    /// How a rally advances: "温泉の詳細で v を押して訪問を記録すると進みます".
    static func recordAVisit(_ label: (KeyMention) -> String = { $0.label }) -> RallyText {
        .recordAVisit(key: label(.recordVisitOnDetail))
    }
}
