import Localization

/// What can go wrong between the bundled data files and a screen.
public enum CatalogError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A data file the catalog is built from is missing.
    case missingFile(path: String)
    /// A data file has a row the importer cannot read; `line` counts from 1 like an editor. The
    /// reason is a catalog key, put into words in the language in force when printed.
    case malformed(file: String, line: Int, reason: CatalogRowText)
    /// The data directory cannot be created or written.
    case dataDirectory(path: String, reason: String)
    /// SQLite failed.
    case database(String)
    /// No area has this id.
    case notFound(FacilityID)

    public var description: String {
        switch self {
        case .missingFile(let path): DataErrorText.missingCatalogFile(path).text
        case .malformed(let file, let line, let reason): DataErrorText.malformedRow(file: file, line: line, reason: reason.text).text
        case .dataDirectory(let path, let reason): DataErrorText.cannotUseDataDirectory(path: path, reason: reason).text
        case .database(let message): DataErrorText.databaseError(message).text
        case .notFound(let id): DataErrorText.noSuchArea(id.rawValue).text
        }
    }
}

/// How far the catalog build has come, for a progress bar.
public struct CatalogBuildProgress: Hashable, Sendable {
    public enum Phase: String, Sendable { case checking, reading, importing, indexing, done }
    public var phase: Phase
    public var completed: Int
    public var total: Int

    public init(phase: Phase, completed: Int = 0, total: Int = 0) {
        self.phase = phase
        self.completed = completed
        self.total = total
    }

    public var fraction: Double { total > 0 ? min(1, Double(completed) / Double(total)) : 0 }

    public var label: String {
        switch phase {
        case .checking: DataErrorText.checkingCatalog.text
        case .reading: DataErrorText.readingData.text
        case .importing: DataErrorText.buildingCatalog(completed: completed, total: total).text
        case .indexing: DataErrorText.indexing.text
        case .done: DataErrorText.done.text
        }
    }
}
