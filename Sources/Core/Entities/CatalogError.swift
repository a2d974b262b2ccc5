/// What can go wrong between the bundled data files and a screen.
public enum CatalogError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A data file the catalog is built from is missing.
    case missingFile(path: String)
    /// A data file has a row the importer cannot read; `line` counts from 1 like an editor.
    case malformed(file: String, line: Int, reason: String)
    /// The data directory cannot be created or written.
    case dataDirectory(path: String, reason: String)
    /// SQLite failed.
    case database(String)
    /// No area has this id.
    case notFound(FacilityID)

    public var description: String {
        switch self {
        case .missingFile(let path): "catalog data file not found: \(path)"
        case .malformed(let file, let line, let reason): "\(file):\(line): \(reason)"
        case .dataDirectory(let path, let reason): "cannot use data directory \(path): \(reason)"
        case .database(let message): "database error: \(message)"
        case .notFound(let id): "no hot-spring area with id \(id.rawValue)"
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
        case .checking: "カタログを確認中… checking catalog"
        case .reading: "データを読み込み中… reading data"
        case .importing: "カタログを構築中… building catalog \(completed)/\(total)"
        case .indexing: "索引を作成中… indexing"
        case .done: "完了 done"
        }
    }
}
