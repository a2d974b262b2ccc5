import Localization

/// The command-line messages' catalog keys: each case one whole sentence, its values as
/// placeholders; `CLIText+ja.swift` and `CLIText+en.swift` give each case its sentence. The wallet's
/// and the journey's commands keep theirs in `WalletCLIText` and `JourneyCLIText`.
enum CLIText: SampledCatalog {
    // The command line as a whole
    case invalidLanguage(String)
    case usageError(message: String, usage: String, command: String)
    case catalogFolderLacksFile(String)
    case bundledCatalogMissing
    case notAnAreaID(String)
    case notInCatalog(String)
    case deskFacilityNotInCatalog(String)
    case cannotWriteFile(file: String, reason: String)
    case cannotWriteStandardOutput(String)
    case fileSizeLimit
    case dateFormat(option: String, text: String)
    case noSuchDay(option: String, text: String)
    // search
    case limitNegative
    case unknownSpringType(name: String, choices: String)
    case unknownPrefecture(String)
    case unknownRegion(String)
    case headerName, headerReading, headerPrefecture, headerTemperature, headerSpringType
    case alsoKnownAs(String)
    case areasShown(shown: Int, total: Int)
    case queryCut(Int)
    // favorites, visits, stats
    case favouritesCount(Int)
    case visitsSummary(visits: Int, areas: Int, prefectures: Int, totalPrefectures: Int)
    case exportedVisits(count: Int, file: String)
    case checkingRows(String)
    case importingRows(done: String, total: String)
    case importedVisits(added: Int, total: Int, alreadyRecorded: Int)
    case nothingToChangeVisit
    case visitEdited(String)
    case visitDeleted(String)
    case yearOutOfRange
    case statsTitle(year: Int?)
    case statsCounts(visits: Int, areas: Int, prefectures: Int, totalPrefectures: Int, types: Int, totalTypes: Int)
    case statsUnknownAreas(Int)
    case statsByMonth(String)
    case monthCount(month: Int, visits: Int)
    case statsByYear(String)
    case statsSpringTypes(String)
    case statsPrefecturesHeader
    // config
    case noConfigFile(String)
    case configOK(path: String, rebound: Int)
    // doctor
    case doctorDataDirectory(String)
    case doctorNoUserDatabase
    case doctorUserDatabaseOK(applied: Int, known: Int, size: String)
    case doctorUserDatabaseProblem(String)
    case doctorKeyOK
    case doctorKeyReadableByOthers(mode: String, path: String)
    case doctorKeyMissing(path: String, codes: Int)
    case doctorTemporaryFiles(count: Int, names: String)
    case doctorRunRepair
    case doctorRepairFailed(String)
    case doctorKeptCopy(String)
    case doctorNothingToCopy
    case doctorNothingReadable
    case doctorTableKept(table: String, kept: Int)
    case doctorTableUnreadable(table: String, kept: Int)
    case doctorTableRowsUnreadable(table: String, kept: Int, rows: String)
    case doctorRebuilt(String)
    case dayPlansOK
    case dayPlansUnreadable(String)
    // catalog
    case catalogBuilt(path: String, areas: Int, milliseconds: String, index: SearchIndexStep)
    case catalogUpToDate(path: String, areas: Int, milliseconds: String, index: SearchIndexStep)
    case rowsSkippedSeeCheck(Int)
    case catalogChecked(path: String, areas: Int, skipped: Int)
    case andMore(Int)
    case synthCountRange
    case synthNoBundledCatalog
    case synthWrote(count: Int, folder: String)

    static let samples: [CLIText] = [
        .invalidLanguage("xx"), .usageError(message: "unknown prefecture 'xyz'", usage: "yumeguri search [<query>]", command: "yumeguri search"),
        .catalogFolderLacksFile("/tmp/c"), .bundledCatalogMissing, .notAnAreaID("x"), .notInCatalog("aist-99999"),
        .deskFacilityNotInCatalog("aist-99999"), .cannotWriteFile(file: "v.csv", reason: "full"), .cannotWriteStandardOutput("full"), .fileSizeLimit, .dateFormat(option: "--date", text: "2026-2-3"), .noSuchDay(option: "--date", text: "2026-02-30"),
        .limitNegative, .unknownSpringType(name: "x", choices: "a, b"), .unknownPrefecture("xyz"), .unknownRegion("xyz"),
        .headerName, .headerReading, .headerPrefecture, .headerTemperature, .headerSpringType, .alsoKnownAs("箱根湯本"),
        .areasShown(shown: 1, total: 1), .areasShown(shown: 3, total: 4610), .queryCut(256),
        .favouritesCount(1), .favouritesCount(4), .visitsSummary(visits: 1, areas: 1, prefectures: 1, totalPrefectures: 47),
        .visitsSummary(visits: 5, areas: 3, prefectures: 2, totalPrefectures: 47), .exportedVisits(count: 1, file: "v.csv"),
        .exportedVisits(count: 3, file: "v.csv"), .checkingRows("1,000"), .importingRows(done: "10", total: "1,000"),
        .importedVisits(added: 1, total: 2, alreadyRecorded: 1), .nothingToChangeVisit, .visitEdited("12  2026-11-20"),
        .visitDeleted("12  2026-11-20"), .yearOutOfRange, .statsTitle(year: nil), .statsTitle(year: 2026),
        .statsCounts(visits: 1, areas: 1, prefectures: 1, totalPrefectures: 47, types: 1, totalTypes: 10),
        .statsCounts(visits: 4, areas: 3, prefectures: 2, totalPrefectures: 47, types: 3, totalTypes: 10), .statsUnknownAreas(1), .statsUnknownAreas(2),
        .statsByMonth("1"), .monthCount(month: 5, visits: 1), .statsByYear("2026 1"), .statsSpringTypes("1/1"), .statsPrefecturesHeader,
        .noConfigFile("/c.toml"), .configOK(path: "/c.toml", rebound: 1), .configOK(path: "/c.toml", rebound: 3),
        .doctorDataDirectory("/d"), .doctorNoUserDatabase, .doctorUserDatabaseOK(applied: 9, known: 9, size: "96 KB"),
        .doctorUserDatabaseProblem("damaged"), .doctorKeyOK, .doctorKeyReadableByOthers(mode: "644", path: "/k"),
        .doctorKeyMissing(path: "/k", codes: 1), .doctorKeyMissing(path: "/k", codes: 3), .doctorTemporaryFiles(count: 1, names: "a"),
        .doctorTemporaryFiles(count: 2, names: "a, b"), .doctorRunRepair, .doctorRepairFailed("disk full"), .doctorKeptCopy("/d/x"),
        .doctorNothingToCopy, .doctorNothingReadable, .doctorTableKept(table: "visit", kept: 1), .doctorTableUnreadable(table: "visit", kept: 0),
        .doctorTableRowsUnreadable(table: "visit", kept: 3, rows: "4–6"), .doctorRebuilt("/d/user.sqlite"),
        .dayPlansOK, .dayPlansUnreadable("database error"),
        .catalogBuilt(path: "/d/c.sqlite", areas: 4610, milliseconds: "900", index: .built(milliseconds: "200")),
        .catalogBuilt(path: "/d/c.sqlite", areas: 1, milliseconds: "9", index: .none),
        .catalogUpToDate(path: "/d/c.sqlite", areas: 4610, milliseconds: "3", index: .upToDate), .rowsSkippedSeeCheck(1), .rowsSkippedSeeCheck(2),
        .catalogChecked(path: "/c", areas: 4610, skipped: 0), .catalogChecked(path: "/c", areas: 1, skipped: 1), .andMore(3),
        .synthCountRange, .synthNoBundledCatalog, .synthWrote(count: 100, folder: "/tmp/s"),
    ]
}

/// What `catalog build` did with the search index after the database.
enum SearchIndexStep: Sendable {
    case none, upToDate
    case built(milliseconds: String)
}
