import Localization

/// The saved plans' list (湯めぐりプラン) and the hints, shared by the journey screens, that name
/// other screens' keys (how to add a bath, how to make a plan). Each case one whole sentence.
enum PlansText: SampledCatalog, Hashable {
    case keyOpen, hintOpen
    case keyDelete, hintDelete
    case keyRallies
    case keyConfirmDelete
    case keyCancelDelete

    case title
    case loading
    case unreadableNotice(count: Int, first: String, more: Int)
    case unreadableOnly(count: Int)
    case noPlans
    case columnPlan, columnBaths, columnMode, columnDate
    case days(Int)
    case confirmDelete(name: String)

    /// How to add a bath, one key in search and on the map (`searchTab`, `mapTab`: the tabs' keys).
    case addFromSearchOrMap(key: String, searchTab: String, mapTab: String)
    /// The same when the user bound the two apart.
    case addFromSearchOrMapApart(search: String, searchTab: String, map: String, mapTab: String)
    /// The short form, inside a notice: `a: add from search or the map`.
    case addShort(search: String, map: String)
    /// How to make a plan, one key on a rally, on favourites and on the map (`mark`: the favourites' mark key).
    case makeAPlan(key: String, mark: String)
    case makeAPlanApart(rally: String, favourites: String, map: String, mark: String)

    static let samples: [PlansText] = [
        .keyOpen, .hintOpen, .keyDelete, .hintDelete, .keyRallies, .keyConfirmDelete, .keyCancelDelete,
        .title, .loading, .unreadableNotice(count: 1, first: "plan-7: bad JSON", more: 0),
        .unreadableNotice(count: 3, first: "plan-7: bad JSON", more: 2), .unreadableOnly(count: 1), .unreadableOnly(count: 2),
        .noPlans, .columnPlan, .columnBaths, .columnMode, .columnDate, .days(1), .days(3), .confirmDelete(name: "別府八湯"),
        .addFromSearchOrMap(key: "a", searchTab: "1", mapTab: "2"),
        .addFromSearchOrMapApart(search: "a", searchTab: "1", map: "A", mapTab: "2"),
        .addShort(search: "a", map: "a"), .addShort(search: "a", map: "A"),
        .makeAPlan(key: "p", mark: "space"), .makeAPlanApart(rally: "p", favourites: "P", map: "p", mark: "space"),
    ]
}
