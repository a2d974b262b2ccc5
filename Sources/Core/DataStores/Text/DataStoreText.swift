import Localization

/// What the stores on disk say when a file, a folder or SQLite fails: each case one whole sentence,
/// the paths and numbers as placeholders (the catalog's row problems stay with the importer).
enum DataStoreText: SampledCatalog {
    case readOnly, diskFull, cannotOpen, permissionDenied, inputOutputError
    case cannotBuildCatalogThere(String)
    case catalogBuildFailed(String)
    case firstPageFailed(String)
    case idempotencyKeyOfAnotherAccount
    case catalogBuildStopped
    case notARegularDatabaseFile
    case emptyDatabase
    case notSQLite
    case reportedCorrupt(String)
    case busy(String)
    case nothingToRepair
    case cannotOpenLock(path: String, reason: String)
    case cannotLock(path: String, reason: String)
    case lockHeld(path: String, duration: String)
    case importBatchGone(String)
    case cannotCreateFolder(path: String, reason: String)
    case throughOthersLink(link: String, owner: String)
    case isAFile(String)
    case parentWritableByAnyone(path: String, mode: String)
    case othersFolder(owner: String, user: String)
    case sharedFolder(mode: String, suggestion: String)
    case othersCanWrite(mode: String, path: String)
    case readOnlyFolder(mode: String, path: String)
    case notWritable(String)

    static let samples: [DataStoreText] = [
        .readOnly, .diskFull, .cannotOpen, .permissionDenied, .inputOutputError, .cannotBuildCatalogThere("the disk is full"),
        .catalogBuildFailed("SQLite error 1"), .firstPageFailed("SQLite error 13"), .idempotencyKeyOfAnotherAccount, .catalogBuildStopped, .notARegularDatabaseFile, .emptyDatabase, .notSQLite, .reportedCorrupt("malformed"),
        .busy("/d/user.sqlite"), .nothingToRepair, .cannotOpenLock(path: "/d/lock", reason: "full"), .cannotLock(path: "/d/lock", reason: "full"),
        .lockHeld(path: "/d/lock", duration: "10 seconds"), .importBatchGone("b1"), .cannotCreateFolder(path: "/d", reason: "full"),
        .throughOthersLink(link: "/tmp/l", owner: "1001"), .isAFile("/d"), .parentWritableByAnyone(path: "/t", mode: "777"),
        .othersFolder(owner: "1001", user: "1000"), .sharedFolder(mode: "1777", suggestion: "/tmp/yumeguri"),
        .othersCanWrite(mode: "775", path: "/d"), .readOnlyFolder(mode: "500", path: "/d"), .notWritable("full"),
    ]
}
