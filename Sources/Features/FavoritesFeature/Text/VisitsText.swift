import Localization

/// The visit log's, its edit form's, the stamp map's, the calendar's and the spring passport's
/// words: each case one whole sentence or label, its numbers and names as placeholders;
/// `VisitsText+ja.swift` and `VisitsText+en.swift` give each case its text.
enum VisitsText: SampledCatalog {
    // The visit log and its stamps
    case title, loading, count(shown: Int, total: Int), columnDate, columnRating, columnPlace, columnNote
    case noMatch(filter: String), clearFilterHint(key: String), noVisitsYet, howToRecord(key: String)
    case stampsTitle(visited: Int, total: Int, areas: Int, visits: Int)
    case confirmDelete(date: String, name: String), undoHint(key: String)
    case deleted(date: String, name: String), nothingToUndo, restored(date: String, name: String), edited(date: String, stars: String)
    // (The edit form's words are VisitFormKit's VisitFormText.)
    // The stamp map
    case stampMapTitle, mapTitle(visited: Int, total: Int, areas: Int, visits: Int), cannotDrawMap, noVisitsHere, visitsAndAreas(visits: Int, areas: Int)
    case okinawa, mostVisited, rankingCount(Int), legend, unitVisits, unitVisitsPerDay
    // The calendar
    case calendarTitle, year(Int), noVisitsThisYear
    case yearNumbers(visits: Int, days: Int, areas: Int, prefectures: Int, types: Int, allTypes: Int)
    case weekday(Int), month(Int), monthCount(month: Int, count: Int), byMonth, yearsWithVisits
    // The spring passport
    case passportTitle, passportHeading(collected: Int, total: Int), stampNumbers(areas: Int, visits: Int)
    case nearestToLastVisit(name: String, date: String), northToSouth, notYetVisited(type: String)
    case findingAreas, everyAreaVisited(type: String)
    // Key summaries and the status bar's short forms
    case keyOpen, keyFilter, hintFilter, keyFavourites, hintFavourites, keyRallies, hintRallies, keyEdit, hintEdit, keyDelete, hintDelete
    case keyUndo, keyStampMap, hintStampMap, keyCalendar, hintCalendar, keyPassport, hintPassport, keyYes, keyNo
    case keySave
    case keyNextPrefecture, hintNext2, keyPreviousPrefecture, keyListAndStamps, hintList, keyCalendarShort, keyPassportShort
    case keyPreviousYear, hintPreviousYear, keyNextYear, hintNextYear, keyThisYear, keyMapShort, keyList
    case keyNextType, keyPreviousType, keyAreasOfType, hintAreas, keyOpenArea, keyBackToTypes, hintTypes

    static let samples: [VisitsText] = [
        .title, .loading, .count(shown: 1, total: 4), .columnDate, .columnRating, .columnPlace, .columnNote,
        .noMatch(filter: "草津"), .clearFilterHint(key: "Ctrl-U"), .noVisitsYet, .howToRecord(key: "v"),
        .stampsTitle(visited: 1, total: 47, areas: 1, visits: 1), .stampsTitle(visited: 3, total: 47, areas: 4, visits: 9),
        .confirmDelete(date: "2026-11-28", name: "草津"), .undoHint(key: "u"),
        .deleted(date: "2026-11-28", name: "草津"), .nothingToUndo, .restored(date: "2026-11-28", name: "草津"),
        .edited(date: "2026-11-28", stars: "★★★☆☆"),
        .stampMapTitle, .mapTitle(visited: 1, total: 47, areas: 1, visits: 1), .mapTitle(visited: 3, total: 47, areas: 4, visits: 9),
        .cannotDrawMap, .noVisitsHere, .visitsAndAreas(visits: 1, areas: 1), .visitsAndAreas(visits: 5, areas: 2),
        .okinawa, .mostVisited, .rankingCount(1), .rankingCount(4), .legend, .unitVisits, .unitVisitsPerDay,
        .calendarTitle, .year(2026), .noVisitsThisYear,
        .yearNumbers(visits: 1, days: 1, areas: 1, prefectures: 1, types: 1, allTypes: 10),
        .yearNumbers(visits: 9, days: 7, areas: 4, prefectures: 3, types: 2, allTypes: 10),
        .weekday(0), .weekday(6), .month(1), .month(12), .monthCount(month: 1, count: 3), .byMonth, .yearsWithVisits,
        .passportTitle, .passportHeading(collected: 2, total: 10), .stampNumbers(areas: 1, visits: 1), .stampNumbers(areas: 3, visits: 5),
        .nearestToLastVisit(name: "草津", date: "2026-11-28"), .northToSouth, .notYetVisited(type: "硫黄泉"),
        .findingAreas, .everyAreaVisited(type: "硫黄泉"),
        .keyOpen, .keyFilter, .hintFilter, .keyFavourites, .hintFavourites, .keyRallies, .hintRallies, .keyEdit, .hintEdit, .keyDelete, .hintDelete,
        .keyUndo, .keyStampMap, .hintStampMap, .keyCalendar, .hintCalendar, .keyPassport, .hintPassport, .keyYes, .keyNo,
        .keySave,
        .keyNextPrefecture, .hintNext2, .keyPreviousPrefecture, .keyListAndStamps, .hintList, .keyCalendarShort, .keyPassportShort,
        .keyPreviousYear, .hintPreviousYear, .keyNextYear, .hintNextYear, .keyThisYear, .keyMapShort, .keyList,
        .keyNextType, .keyPreviousType, .keyAreasOfType, .hintAreas, .keyOpenArea, .keyBackToTypes, .hintTypes,
    ]
}
