import Dependencies
import Entities
import Foundation
import IssueReporting

/// The data directory's files as `yumeguri doctor` checks them, reading only, and the rebuild of
/// a damaged user database (`doctor --repair`).
public struct DataDirectoryRepository: Sendable {
    /// The user database file of a data directory.
    public var userDatabasePath: @Sendable (_ dataDirectory: URL) -> String
    /// Checks the user database in full (`integrity_check` whatever its size): damage, a newer
    /// version's schema, or a path that cannot be used, say so by throwing.
    public var checkUserDatabase: @Sendable (_ dataDirectory: URL) async throws(UserDataError) -> UserDatabaseHealth
    /// How many tickets and passes the user database holds (0 without one); nil when it cannot be read.
    public var issuedCodeCount: @Sendable (_ dataDirectory: URL) async -> Int?
    /// The permission bits of a file; nil when it is missing or cannot be read.
    public var filePermissions: @Sendable (_ file: URL) -> Int?
    /// The names of the unfinished writes (`*.tmp`) left in the data directory.
    public var temporaryFiles: @Sendable (_ dataDirectory: URL) -> [String]
    /// Keeps a copy of the user database as it is and rebuilds it from every readable row.
    public var repairUserDatabase: @Sendable (_ dataDirectory: URL, _ now: Date) async throws(UserDataError) -> UserDatabaseRepairReport

    public init(
        userDatabasePath: @escaping @Sendable (URL) -> String,
        checkUserDatabase: @escaping @Sendable (URL) async throws(UserDataError) -> UserDatabaseHealth,
        issuedCodeCount: @escaping @Sendable (URL) async -> Int?,
        filePermissions: @escaping @Sendable (URL) -> Int?,
        temporaryFiles: @escaping @Sendable (URL) -> [String],
        repairUserDatabase: @escaping @Sendable (URL, Date) async throws(UserDataError) -> UserDatabaseRepairReport
    ) {
        self.userDatabasePath = userDatabasePath
        self.checkUserDatabase = checkUserDatabase
        self.issuedCodeCount = issuedCodeCount
        self.filePermissions = filePermissions
        self.temporaryFiles = temporaryFiles
        self.repairUserDatabase = repairUserDatabase
    }
}

/// A user database that passed its check, or none yet.
public enum UserDatabaseHealth: Sendable, Equatable {
    case missing
    /// `appliedSteps` of the `knownSteps` schema steps this version knows; `bytes` the file's size.
    case healthy(appliedSteps: Int, knownSteps: Int, bytes: Int)
}

/// What `doctor --repair` kept of a damaged user database.
public struct UserDatabaseRepairReport: Sendable, Equatable {
    public struct Table: Sendable, Equatable {
        public var table: String
        public var kept: Int
        /// Rowid ranges that could not be read (rows there, if any, are lost).
        public var unreadable: [ClosedRange<Int64>]
        /// The table itself could not be found or read in the old file.
        public var missing: Bool

        public init(table: String, kept: Int, unreadable: [ClosedRange<Int64>], missing: Bool) {
            self.table = table
            self.kept = kept
            self.unreadable = unreadable
            self.missing = missing
        }
    }

    /// The copies kept of the old file and its companions.
    public var copies: [String]
    public var tables: [Table]

    public init(copies: [String], tables: [Table]) {
        self.copies = copies
        self.tables = tables
    }
}

extension DataDirectoryRepository: TestDependencyKey {
    public static let testValue = DataDirectoryRepository(
        userDatabasePath: { _ in
            reportIssue("DataDirectoryRepository.userDatabasePath is not overridden in this test")
            return ""
        },
        checkUserDatabase: { _ throws(UserDataError) in throw unimplementedError("DataDirectoryRepository.checkUserDatabase") },
        issuedCodeCount: { _ in
            reportIssue("DataDirectoryRepository.issuedCodeCount is not overridden in this test")
            return nil
        },
        filePermissions: { _ in
            reportIssue("DataDirectoryRepository.filePermissions is not overridden in this test")
            return nil
        },
        temporaryFiles: { _ in
            reportIssue("DataDirectoryRepository.temporaryFiles is not overridden in this test")
            return []
        },
        repairUserDatabase: { _, _ throws(UserDataError) in throw unimplementedError("DataDirectoryRepository.repairUserDatabase") })
}

extension DependencyValues {
    public var dataDirectoryRepository: DataDirectoryRepository {
        get { self[DataDirectoryRepository.self] }
        set { self[DataDirectoryRepository.self] = newValue }
    }
}
