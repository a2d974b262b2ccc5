import Dependencies
import Entities
import Foundation
import Repositories
import Testing
import UseCases

/// `yumeguri doctor`'s findings, from what the data directory's repository reports.
@Suite struct DataDirectoryCheckTests {
    let location = CatalogLocation(dataDirectory: URL(fileURLWithPath: "/data"), sourceDirectory: URL(fileURLWithPath: "/catalog"), isBundled: true)

    func files(keyMode: Int?, issuedCodes: Int?, database: Result<UserDatabaseHealth, UserDataError> = .success(.missing)) -> DataDirectoryRepository {
        DataDirectoryRepository(
            userDatabasePath: { $0.appendingPathComponent("user.sqlite").path },
            checkUserDatabase: { _ throws(UserDataError) in try database.get() },
            issuedCodeCount: { _ in issuedCodes },
            filePermissions: { file in file.lastPathComponent == "issuer-key" ? keyMode : nil },
            temporaryFiles: { _ in ["catalog.1.a.tmp"] },
            repairUserDatabase: { _, _ throws(UserDataError) in UserDatabaseRepairReport(copies: [], tables: []) })
    }

    func examine(_ files: DataDirectoryRepository) async -> DataDirectoryReport {
        let check = withDependencies { $0.dataDirectoryRepository = files } operation: { DataDirectoryCheckUseCase.liveValue }
        return await check.examine(location)
    }

    @Test(arguments: [
        (0o600, nil, DataDirectoryReport.IssuerKey.ok),
        (0o400, 3, .ok),
        (0o640, nil, .readableByOthers(mode: 0o640)),
        (0o604, 0, .readableByOthers(mode: 0o604)),
    ] as [(Int, Int?, DataDirectoryReport.IssuerKey)])
    func aKeyFileIsJudgedByItsModeAlone(mode: Int, codes: Int?, expected: DataDirectoryReport.IssuerKey) async {
        #expect(await examine(files(keyMode: mode, issuedCodes: codes)).issuerKey == expected)
    }

    @Test(arguments: [(3, DataDirectoryReport.IssuerKey.missing(issuedCodes: 3)), (0, .notNeeded), (nil, .notNeeded)] as [(Int?, DataDirectoryReport.IssuerKey)])
    func aMissingKeyMattersOnlyOnceCodesWereSignedWithIt(codes: Int?, expected: DataDirectoryReport.IssuerKey) async {
        #expect(await examine(files(keyMode: nil, issuedCodes: codes)).issuerKey == expected)
    }

    @Test func aDamagedDatabaseIsAFindingWithTheRestStillChecked() async {
        let damage = UserDataError.damaged(path: "/data/user.sqlite", problem: "it is empty (0 bytes)")
        let report = await examine(files(keyMode: 0o600, issuedCodes: nil, database: .failure(damage)))
        #expect(report == DataDirectoryReport(userDatabasePath: "/data/user.sqlite", userDatabase: .failure(damage), issuerKey: .ok,
                                              temporaryFiles: ["catalog.1.a.tmp"]))
    }

    @Test func theTestValuesReportAnIssue() async {
        await withKnownIssue { _ = await DataDirectoryCheckUseCase.testValue.examine(location) }
        await withKnownIssue { _ = try? await CatalogMaintenanceUseCase.testValue.open(location, false) { _ in } }
    }
}
