import Dependencies
import Entities
import Foundation
import Repositories

/// `yumeguri doctor`: what is wrong in a data directory, found reading only, and the repair of a
/// damaged user database.
public struct DataDirectoryCheckUseCase: Sendable {
    /// Checks the user database in full, the issuer key and the unfinished writes.
    public var examine: @Sendable (CatalogLocation) async -> DataDirectoryReport
    /// Keeps a copy of the user database and rebuilds it from every readable row.
    public var repair: @Sendable (CatalogLocation) async throws(UserDataError) -> UserDatabaseRepairReport

    public init(examine: @escaping @Sendable (CatalogLocation) async -> DataDirectoryReport,
                repair: @escaping @Sendable (CatalogLocation) async throws(UserDataError) -> UserDatabaseRepairReport) {
        self.examine = examine
        self.repair = repair
    }
}

/// What `examine` found.
public struct DataDirectoryReport: Sendable, Equatable {
    public enum IssuerKey: Sendable, Equatable {
        /// Readable by its owner alone.
        case ok
        /// Group or others may read it: `mode` is its permission bits.
        case readableByOthers(mode: Int)
        /// Gone while the user database holds codes signed with it: they can no longer be checked,
        /// and a new key would call them forgeries.
        case missing(issuedCodes: Int)
        /// None yet, and nothing was signed (or the database cannot say): one is made when needed.
        case notNeeded
    }

    public var userDatabasePath: String
    public var userDatabase: Result<UserDatabaseHealth, UserDataError>
    public var issuerKey: IssuerKey
    /// Unfinished writes (`*.tmp`) in the data directory.
    public var temporaryFiles: [String]

    public init(userDatabasePath: String, userDatabase: Result<UserDatabaseHealth, UserDataError>, issuerKey: IssuerKey, temporaryFiles: [String]) {
        self.userDatabasePath = userDatabasePath
        self.userDatabase = userDatabase
        self.issuerKey = issuerKey
        self.temporaryFiles = temporaryFiles
    }
}

extension DataDirectoryCheckUseCase: DependencyKey {
    public static var liveValue: DataDirectoryCheckUseCase {
        @Dependency(\.dataDirectoryRepository) var files
        @Dependency(\.date) var date
        return DataDirectoryCheckUseCase(
            examine: { location in
                let directory = location.dataDirectory
                let database: Result<UserDatabaseHealth, UserDataError>
                do throws(UserDataError) { database = .success(try await files.checkUserDatabase(directory)) } catch { database = .failure(error) }
                let key: DataDirectoryReport.IssuerKey
                if let mode = files.filePermissions(location.issuerKeyFile) {
                    key = mode & 0o077 == 0 ? .ok : .readableByOthers(mode: mode)
                } else if let codes = await files.issuedCodeCount(directory), codes > 0 {
                    key = .missing(issuedCodes: codes)
                } else {
                    key = .notNeeded
                }
                return DataDirectoryReport(userDatabasePath: files.userDatabasePath(directory), userDatabase: database,
                                           issuerKey: key, temporaryFiles: files.temporaryFiles(directory))
            },
            repair: { location throws(UserDataError) in try await files.repairUserDatabase(location.dataDirectory, date.now) })
    }

    public static let testValue = DataDirectoryCheckUseCase(
        examine: { location in
            reportIssue("DataDirectoryCheckUseCase.examine is not overridden in this test")
            return DataDirectoryReport(userDatabasePath: location.dataDirectory.path, userDatabase: .success(.missing), issuerKey: .notNeeded, temporaryFiles: [])
        },
        repair: { _ throws(UserDataError) in
            reportIssue("DataDirectoryCheckUseCase.repair is not overridden in this test")
            throw .database("DataDirectoryCheckUseCase.repair is not overridden in this test")
        })
}

extension DependencyValues {
    public var dataDirectoryCheck: DataDirectoryCheckUseCase {
        get { self[DataDirectoryCheckUseCase.self] }
        set { self[DataDirectoryCheckUseCase.self] = newValue }
    }
}
