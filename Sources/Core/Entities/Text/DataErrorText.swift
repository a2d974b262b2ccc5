import Localization

/// What goes wrong with the catalog, the user's data and files (`CatalogError`, `UserDataError`,
/// `FileProblem`), and the catalog build's steps: each case one whole sentence, read in the language
/// in force when the error is described.
public enum DataErrorText: SampledCatalog {
    // CatalogError
    case missingCatalogFile(String)
    case malformedRow(file: String, line: Int, reason: String)
    case cannotUseDataDirectory(path: String, reason: String)
    case databaseError(String)
    case noSuchArea(String)
    // CatalogBuildProgress
    case checkingCatalog, readingData, indexing, done
    case buildingCatalog(completed: Int, total: Int)
    // UserDataError
    case invalidVisit(String)
    case badImportRow(line: Int, reason: String)
    case damaged(path: String, problem: String)
    case newerSchema(path: String, writtenBy: String?, migration: String, version: String)
    case importFile(path: String, reason: String)
    case invalidPlan(String)
    case noSuchVisit(Int64)
    // FileProblem
    case doesNotExist, permissionDenied, readOnlyFileSystem, diskFull, isAFolder, pathThroughFile, alreadyExists
    case pathTooLong, linkLoop, inputOutputError, notUTF8

    public static let samples: [DataErrorText] = [
        .missingCatalogFile("/r/onsen.csv"), .malformedRow(file: "onsen.csv", line: 3, reason: "bad"), .cannotUseDataDirectory(path: "/d", reason: "full"),
        .databaseError("locked"), .noSuchArea("aist-99999"), .checkingCatalog, .readingData, .indexing, .done,
        .buildingCatalog(completed: 10, total: 4610), .invalidVisit("bad"), .badImportRow(line: 4, reason: "bad"),
        .damaged(path: "/d/user.sqlite", problem: "not a database"), .newerSchema(path: "/d/user.sqlite", writtenBy: nil, migration: "v99", version: "1.0"),
        .newerSchema(path: "/d/user.sqlite", writtenBy: "yumeguri 9.0", migration: "v99", version: "1.0"), .importFile(path: "/v.csv", reason: "gone"),
        .invalidPlan("too many"), .noSuchVisit(12), .doesNotExist, .permissionDenied, .readOnlyFileSystem, .diskFull, .isAFolder,
        .pathThroughFile, .alreadyExists, .pathTooLong, .linkLoop, .inputOutputError, .notUTF8,
    ]
}
