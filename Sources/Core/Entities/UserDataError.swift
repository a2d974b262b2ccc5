import Localization

/// What can go wrong with the user's own data (favourites, visits).
public enum UserDataError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The data directory cannot be created or written.
    case dataDirectory(path: String, reason: String)
    /// SQLite failed (disk full, locked for too long, read-only file, …).
    case database(String)
    /// A visit that cannot be stored, with the reason.
    case invalidVisit(String)
    /// An import file with a bad row; `line` counts from 1 like an editor. Nothing was imported.
    /// The reason is a catalog key, put into words in the language in force when printed.
    case badImportRow(line: Int, reason: VisitImportText)
    /// The user database cannot be used as it is: empty, not a database, or failing its check.
    /// Nothing was written to it.
    case damaged(path: String, problem: String)
    /// The user database was migrated by a newer version of yumeguri, which this one must not
    /// write to. `writtenBy` is what that version recorded, when it did.
    case newerSchema(path: String, writtenBy: String?, migration: String)
    /// A file to import cannot be read.
    case importFile(path: String, reason: String)
    /// An account with this email exists already.
    case emailTaken
    /// A coupon was claimed already, or the order's coupon was used meanwhile.
    case coupon(CouponProblem)
    /// A day plan that cannot be stored, with the reason.
    case invalidPlan(String)
    /// No visit has this id (deleted meanwhile, or never stored).
    case noSuchVisit(Int64)

    public var description: String {
        switch self {
        case .dataDirectory(let path, let reason): DataErrorText.cannotUseDataDirectory(path: path, reason: reason).text
        case .database(let message): DataErrorText.databaseError(message).text
        case .invalidVisit(let reason): DataErrorText.invalidVisit(reason).text
        case .badImportRow(let line, let reason): DataErrorText.badImportRow(line: line, reason: reason.text).text
        case .damaged(let path, let problem): DataErrorText.damaged(path: path, problem: problem).text
        case .newerSchema(let path, let writtenBy, let migration):
            DataErrorText.newerSchema(path: path, writtenBy: writtenBy, migration: migration, version: AppVersion.current).text
        case .importFile(let path, let reason): DataErrorText.importFile(path: path, reason: reason).text
        case .emailTaken: AccountProblem.emailTaken.description
        case .coupon(let problem): problem.description
        case .invalidPlan(let reason): DataErrorText.invalidPlan(reason).text
        case .noSuchVisit(let id): DataErrorText.noSuchVisit(id).text
        }
    }
}
