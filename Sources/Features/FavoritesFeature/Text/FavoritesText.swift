import Localization

/// The favourites tab's words: each case one whole sentence or label, its numbers and names as
/// placeholders; `FavoritesText+ja.swift` and `FavoritesText+en.swift` give each case its text.
enum FavoritesText: SampledCatalog {
    case title, noFavouritesYet, howToAddSameKey(key: String, tab: String), howToAdd(searchKey: String, detailKey: String, tab: String)
    case elsewhere(visitsKey: String, ralliesKey: String), loading
    case summary(sort: String, shown: Int, total: Int), marked(Int)
    case columnName, columnPrefecture, columnTemperature, columnVisits, columnAdded, columnSpringType
    case visitCount(Int), noMatch(filter: String), clearFilterHint(key: String)
    case sortMine, sortReading, sortPrefecture, sortRecentlyAdded
    case removed(name: String, undoKey: String), nothingToPlan, nothingToUndo, reorderInMyOrder(sortKey: String), planName
    case keyOpen, keyRemove, hintRemove, keyUndo, keyMoveDown, keyMoveUp, keyCycleSort, hintSort, keyFilter, keyVisits, hintVisits
    case keyMark, keyPlan, hintPlan, keyRallies, hintRallies, keyPlans

    static let samples: [FavoritesText] = [
        .title, .noFavouritesYet, .howToAddSameKey(key: "f", tab: "1"), .howToAdd(searchKey: "f", detailKey: "F", tab: "1"),
        .elsewhere(visitsKey: "v", ralliesKey: "R"), .loading,
        .summary(sort: "my order", shown: 1, total: 1), .summary(sort: "my order", shown: 2, total: 5), .marked(2),
        .columnName, .columnPrefecture, .columnTemperature, .columnVisits, .columnAdded, .columnSpringType,
        .visitCount(1), .visitCount(3), .noMatch(filter: "草津"), .clearFilterHint(key: "Ctrl-U"),
        .sortMine, .sortReading, .sortPrefecture, .sortRecentlyAdded,
        .removed(name: "草津", undoKey: "u"), .nothingToPlan, .nothingToUndo, .reorderInMyOrder(sortKey: "s"), .planName,
        .keyOpen, .keyRemove, .hintRemove, .keyUndo, .keyMoveDown, .keyMoveUp, .keyCycleSort, .hintSort, .keyFilter, .keyVisits, .hintVisits,
        .keyMark, .keyPlan, .hintPlan, .keyRallies, .hintRallies, .keyPlans,
    ]
}
