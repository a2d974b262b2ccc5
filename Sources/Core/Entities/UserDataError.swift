/// What can go wrong with the user's own data (favourites, visits).
public enum UserDataError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The data directory cannot be created or written.
    case dataDirectory(path: String, reason: String)
    /// SQLite failed (disk full, locked for too long, read-only file, …).
    case database(String)
    /// A visit that cannot be stored, with the reason.
    case invalidVisit(String)
    /// An import file with a bad row; `line` counts from 1 like an editor. Nothing was imported.
    case badImportRow(line: Int, reason: String)
    /// A file to import cannot be read.
    case importFile(path: String, reason: String)
    /// An account with this email exists already.
    case emailTaken
    /// A coupon was claimed already, or the order's coupon was used meanwhile.
    case coupon(CouponProblem)

    public var description: String {
        switch self {
        case .dataDirectory(let path, let reason): "cannot use data directory \(path): \(reason)"
        case .database(let message): "database error: \(message)"
        case .invalidVisit(let reason): "invalid visit: \(reason)"
        case .badImportRow(let line, let reason): "line \(line): \(reason) (nothing was imported)"
        case .importFile(let path, let reason): "cannot read \(path): \(reason)"
        case .emailTaken: AccountProblem.emailTaken.description
        case .coupon(let problem): problem.description
        }
    }
}
