import Dependencies
import Entities
import Foundation
import IssueReporting

/// The catalog database as files, for `yumeguri catalog build`, `check` and `synth`: what the
/// app's own `CatalogRepository` never does (a forced rebuild, the database's path and whether this
/// open built it, a synthetic catalog written at scale).
public struct CatalogMaintenanceRepository: Sendable {
    /// Opens the catalog of `location` (building it when missing, stale or `rebuild`) and says
    /// what it holds.
    public var open: @Sendable (_ location: CatalogLocation, _ rebuild: Bool,
                                _ progress: @escaping @Sendable (CatalogBuildProgress) -> Void) async throws(CatalogError) -> CatalogDatabaseSummary
    /// Writes a deterministic catalog of `count` areas into `directory`, its prefectures and the
    /// shape of its rows taken from the catalog in `basedOn`.
    public var writeSynthetic: @Sendable (_ count: Int, _ directory: URL, _ basedOn: URL) async throws(CatalogError) -> Void

    public init(
        open: @escaping @Sendable (CatalogLocation, Bool, @escaping @Sendable (CatalogBuildProgress) -> Void) async throws(CatalogError) -> CatalogDatabaseSummary,
        writeSynthetic: @escaping @Sendable (Int, URL, URL) async throws(CatalogError) -> Void
    ) {
        self.open = open
        self.writeSynthetic = writeSynthetic
    }
}

/// A catalog database as one open found it.
public struct CatalogDatabaseSummary: Sendable, Equatable {
    public var path: String
    /// This open built it (it was missing, stale or a rebuild was asked for).
    public var wasBuilt: Bool
    /// 0 when the count could not be read.
    public var areaCount: Int
    /// Rows of the source files left out as bad, and the first few of them (`CatalogError.malformed`,
    /// described as `file:line: reason` in the language in force).
    public var skippedRows: Int
    public var skippedReport: [CatalogError]

    public init(path: String, wasBuilt: Bool, areaCount: Int, skippedRows: Int, skippedReport: [CatalogError]) {
        self.path = path
        self.wasBuilt = wasBuilt
        self.areaCount = areaCount
        self.skippedRows = skippedRows
        self.skippedReport = skippedReport
    }
}

extension CatalogMaintenanceRepository: TestDependencyKey {
    public static let testValue = CatalogMaintenanceRepository(
        open: { _, _, _ throws(CatalogError) in
            reportIssue("CatalogMaintenanceRepository.open is not overridden in this test")
            throw .database("CatalogMaintenanceRepository.open is unimplemented in tests")
        },
        writeSynthetic: { _, _, _ throws(CatalogError) in
            reportIssue("CatalogMaintenanceRepository.writeSynthetic is not overridden in this test")
            throw .database("CatalogMaintenanceRepository.writeSynthetic is unimplemented in tests")
        })
}

extension DependencyValues {
    public var catalogMaintenanceRepository: CatalogMaintenanceRepository {
        get { self[CatalogMaintenanceRepository.self] }
        set { self[CatalogMaintenanceRepository.self] = newValue }
    }
}
