import DataStores
import Dependencies
import Entities
import Foundation
import Repositories

extension DataDirectoryRepository: DependencyKey {
    public static var liveValue: DataDirectoryRepository {
        @Sendable func userDatabasePath(_ directory: URL) -> String {
            directory.appendingPathComponent(UserDatabase.fileName).path
        }
        return DataDirectoryRepository(
            userDatabasePath: userDatabasePath,
            checkUserDatabase: { directory throws(UserDataError) in
                let path = userDatabasePath(directory)
                switch try UserDatabaseCheck.check(path: path, full: true) {
                case .missing: return .missing
                case .healthy(let applied):
                    let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
                    return .healthy(appliedSteps: applied.count, knownSteps: UserDatabaseCheck.knownSteps, bytes: bytes)
                }
            },
            issuedCodeCount: { directory in UserDatabaseCheck.issuedCodeCount(path: userDatabasePath(directory)) },
            filePermissions: { file in
                try? FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
            },
            temporaryFiles: { directory in
                ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".tmp") }
            },
            repairUserDatabase: { directory, now throws(UserDataError) in
                let report = try UserDatabaseRepair.rebuild(dataDirectory: directory, now: now)
                return UserDatabaseRepairReport(copies: report.copies, tables: report.tables.map {
                    UserDatabaseRepairReport.Table(table: $0.table, kept: $0.kept, unreadable: $0.unreadable, missing: $0.missing)
                })
            })
    }
}
