extension DataErrorText {
    public var en: String {
        switch self {
        case .missingCatalogFile(let path): "catalog data file not found: \(path)"
        case .malformedRow(let file, let line, let reason): "\(file):\(line): \(reason)"
        case .cannotUseDataDirectory(let path, let reason): "cannot use data directory \(path): \(reason)"
        case .databaseError(let message): "database error: \(message)"
        case .noSuchArea(let id): "no hot-spring area with id \(id)"
        case .checkingCatalog: "checking the catalog…"
        case .readingData: "reading the data…"
        case .indexing: "indexing…"
        case .done: "done"
        case .buildingCatalog(let completed, let total): "building the catalog \(completed)/\(total)"
        case .invalidVisit(let reason): "invalid visit: \(reason)"
        case .badImportRow(let line, let reason): "line \(line): \(reason) (nothing was imported)"
        case .damaged(let path, let problem):
            "\(path) is damaged: \(problem). Nothing was changed. `yumeguri doctor` checks it; `yumeguri doctor --repair` keeps a copy and rebuilds it from every row that can still be read."
        case .newerSchema(let path, let writtenBy, let migration, let version):
            "\(path) was written by \(writtenBy ?? "a newer yumeguri") (schema step '\(migration)', which yumeguri \(version) does not know). Nothing was changed: run that version, or move the file aside to start afresh."
        case .importFile(let path, let reason): "cannot read \(path): \(reason)"
        case .invalidPlan(let reason): "cannot save the plan: \(reason)"
        case .noSuchVisit(let id): "no visit with id \(id) (`yumeguri visits --json` lists the ids)"
        case .doesNotExist: "it does not exist"
        case .permissionDenied: "permission denied (check its owner and mode with ls -l)"
        case .readOnlyFileSystem: "the file system is read-only"
        case .diskFull: "the disk is full"
        case .isAFolder: "it is a folder, not a file"
        case .pathThroughFile: "part of the path is a file, not a folder"
        case .alreadyExists: "something else already exists there"
        case .pathTooLong: "the path is too long"
        case .linkLoop: "the path has a loop of symbolic links"
        case .inputOutputError: "the disk reported an input/output error"
        case .notUTF8: "it is not UTF-8 text"
        }
    }
}
