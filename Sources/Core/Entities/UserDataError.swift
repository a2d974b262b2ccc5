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
        case .dataDirectory(let path, let reason): "cannot use data directory \(path): \(reason)"
        case .database(let message): "database error: \(message)"
        case .invalidVisit(let reason): "invalid visit: \(reason)"
        case .badImportRow(let line, let reason): "line \(line): \(reason) (nothing was imported)"
        case .damaged(let path, let problem):
            "\(path) is damaged: \(problem). Nothing was changed. `yumeguri doctor` checks it; `yumeguri doctor --repair` keeps a copy and rebuilds it from every row that can still be read."
        case .newerSchema(let path, let writtenBy, let migration):
            "\(path) was written by \(writtenBy ?? "a newer yumeguri") (schema step '\(migration)', which yumeguri \(AppVersion.current) does not know). Nothing was changed: run that version, or move the file aside to start afresh."
        case .importFile(let path, let reason): "cannot read \(path): \(reason)"
        case .emailTaken: AccountProblem.emailTaken.description
        case .coupon(let problem): problem.description
        case .invalidPlan(let reason): "プランを保存できません (cannot save the plan): \(reason)"
        case .noSuchVisit(let id): "記録 \(id) はありません (no visit with id \(id); `yumeguri visits --json` lists the ids)"
        }
    }
}
