import Entities
import Localization

/// The search screen's, the filter panel's and the nearby panel's words: each case one whole
/// sentence or label, its numbers and names as placeholders; `SearchText+ja.swift` and
/// `SearchText+en.swift` give each case its text.
enum SearchText: SampledCatalog, Hashable {
    // The screen
    case title, queryLabel, queryPlaceholder(key: String)
    case count(shown: Int, total: Int)
    case firstRun, cannotOpenCatalog, catalogHelp
    case noMatch, clearFiltersHint(key: String), clearQueryHint(key: String, leaveKey: String, clearFiltersKey: String)
    case editQueryHint(clearFiltersKey: String, editKey: String)
    case aliasLabel
    // The summary line
    case quotedQuery(String), recommended, all, loadingRest, sortedBy(String)
    case sortRelevance, sortReading, sortTemperature, sortPH, sortPrice, sortDistance(from: String)
    case capitalOrigin(prefecture: String, capital: String)
    // Column headers
    case columnName, columnPrefecture, columnTemperature, columnPH, columnPrice, columnDistance, columnSpringType
    // Notices
    case skippedRows(Int)
    case noPlanOpen(latest: String), noPlanYet, addedToPlan(area: String, plan: String), alreadyInPlan(area: String)
    case queryTooLong(Int), pressOnMap(key: String), searchedMapView(dropped: String)
    // The filter panel
    case summaryInView, summaryOpenAt(String)
    case filtersTitle, headerMap, headerRegion, headerPrefecture(distanceKey: String), headerSpringType, headerTemperature
    case headerPH, headerAmenities, filterCoupons, filterOpenNow, filterInView(mapKey: String)
    case filterFooter(toggle: String, clear: String, close: String)
    // The nearby panel
    case nearbyTitle, loading, noneNearby
    // Key summaries and the status bar's short forms
    case keyOpen, keyToggleFavourite, hintFavourite, keySearch, keyFilters, keyClearFilters, keyCycleSort, hintSort
    case keyDistanceFromHere, keyShowOnMap, keyAddToPlan
    case keyDone, hintDone, keyLeaveField, hintLeaveField
    case keyFilterDown, hintDown, keyFilterUp, keyToggle, keyDistanceFromCapital, keyClearAll, hintClearAll, keyClose
    case keyNearbyDown, keyNearbyUp, keyOpenIt, keyBackToDetail, hintBack

    static let samples: [SearchText] = [
        .title, .queryLabel, .queryPlaceholder(key: "/"), .count(shown: 1, total: 4610), .count(shown: 12, total: 4610),
        .firstRun, .cannotOpenCatalog, .catalogHelp,
        .noMatch, .clearFiltersHint(key: "x"), .clearQueryHint(key: "Ctrl-U", leaveKey: "Esc", clearFiltersKey: "x"),
        .editQueryHint(clearFiltersKey: "x", editKey: "/"), .aliasLabel,
        .quotedQuery("くさつ"), .recommended, .all, .loadingRest, .sortedBy("pH ↑"),
        .sortRelevance, .sortReading, .sortTemperature, .sortPH, .sortPrice, .sortDistance(from: "草津"),
        .capitalOrigin(prefecture: "群馬県", capital: "前橋市"),
        .columnName, .columnPrefecture, .columnTemperature, .columnPH, .columnPrice, .columnDistance, .columnSpringType,
        .skippedRows(1), .skippedRows(3),
        .noPlanOpen(latest: "草津の旅"), .noPlanYet, .addedToPlan(area: "草津", plan: "草津の旅"), .alreadyInPlan(area: "草津"),
        .queryTooLong(200), .pressOnMap(key: "s"), .searchedMapView(dropped: "くさつ"),
        .summaryInView, .summaryOpenAt("21:30"),
        .filtersTitle, .headerMap, .headerRegion, .headerPrefecture(distanceKey: "o"), .headerSpringType, .headerTemperature,
        .headerPH, .headerAmenities, .filterCoupons, .filterOpenNow, .filterInView(mapKey: "s"),
        .filterFooter(toggle: "Space", clear: "x", close: "F"),
        .nearbyTitle, .loading, .noneNearby,
        .keyOpen, .keyToggleFavourite, .hintFavourite, .keySearch, .keyFilters, .keyClearFilters, .keyCycleSort, .hintSort,
        .keyDistanceFromHere, .keyShowOnMap, .keyAddToPlan,
        .keyDone, .hintDone, .keyLeaveField, .hintLeaveField,
        .keyFilterDown, .hintDown, .keyFilterUp, .keyToggle, .keyDistanceFromCapital, .keyClearAll, .hintClearAll, .keyClose,
        .keyNearbyDown, .keyNearbyUp, .keyOpenIt, .keyBackToDetail, .hintBack,
    ]

    /// The words for an order of the list.
    static func sort(_ sort: FacilitySort) -> SearchText {
        switch sort {
        case .relevance: .sortRelevance
        case .reading: .sortReading
        case .temperature: .sortTemperature
        case .ph: .sortPH
        case .price: .sortPrice
        case .distance(let origin): .sortDistance(from: origin.label)
        }
    }
}
