extension DataStoreText {
    var en: String {
        switch self {
        case .readOnly: "the file or its folder is read-only"
        case .diskFull: "the disk is full"
        case .cannotOpen: "it cannot be opened (does its folder exist, and may you write to it?)"
        case .permissionDenied: "permission denied"
        case .inputOutputError: "the disk reported an input/output error"
        case .cannotBuildCatalogThere(let reason): "cannot build the catalog there: \(reason)"
        case .catalogBuildFailed(let error): "building the catalog failed: \(error)"
        case .idempotencyKeyOfAnotherAccount: "this order's idempotency key was used by another account; nothing was bought"
        case .catalogBuildStopped: "the catalog build was stopped"
        case .firstPageFailed(let error): "storing the list's first page failed: \(error)"
        case .notARegularDatabaseFile: "it is not a regular file (a FIFO, a device or a folder): move it out of the way"
        case .emptyDatabase: "it is empty (0 bytes), perhaps cut short by a full disk or a copy"
        case .notSQLite: "it is not an SQLite database"
        case .reportedCorrupt(let message): "SQLite reports it corrupt (\(message))"
        case .busy(let path): "another yumeguri kept \(path) busy for more than 5 seconds; try again"
        case .nothingToRepair: "there is no user database to repair"
        case .cannotOpenLock(let path, let reason): "cannot open lock file \(path): \(reason)"
        case .cannotLock(let path, let reason): "cannot lock \(path): \(reason)"
        case .lockHeld(let path, let duration): "another process has held \(path) for over \(duration)"
        case .importBatchGone(let batch): "the import's batch \(batch) is gone"
        case .cannotCreateFolder(let path, let reason): "cannot create \(path): \(reason)"
        case .throughOthersLink(let link, let owner):
            "it is reached through the symbolic link \(link), which belongs to another user (uid \(owner)); "
                + "that user decides where the data would go. Pass --data-dir a folder of your own, not through that link"
        case .isAFile(let path): "\(path) is a file, not a folder"
        case .parentWritableByAnyone(let path, let mode):
            "its parent folder \(path) can be written by anyone (mode \(mode)) without the sticky bit, "
                + "so anyone could put something else in the data folder's place. Use a folder under one only you can write"
        case .othersFolder(let owner, let user):
            "it belongs to another user (uid \(owner); you are uid \(user)), and yumeguri never changes "
                + "another user's folder. Pass --data-dir a folder of your own (a missing one is created, private)"
        case .sharedFolder(let mode, let suggestion):
            "it is a shared folder (mode \(mode), like /tmp) that others can write to, and it would hold "
                + "your accounts and tickets. Pass --data-dir a new folder inside it, e.g. \(suggestion) (created "
                + "private); yumeguri does not change a shared folder's permissions"
        case .othersCanWrite(let mode, let path):
            "others can write to it (mode \(mode)), and it would hold your accounts and tickets. yumeguri "
                + "does not change its permissions: run chmod 700 \(path), or pass --data-dir a new folder (created private)"
        case .readOnlyFolder(let mode, let path):
            "it is read-only (mode \(mode)), and yumeguri does not make it writable: run chmod u+w \(path), or pass --data-dir another folder"
        case .notWritable(let reason): "not writable: \(reason)"
        }
    }
}
