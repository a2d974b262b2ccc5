import Dependencies
import Entities
import Foundation
import Repositories

/// `yumeguri catalog build`, `check` and `synth`: the catalog database of a location opened (or
/// rebuilt), its search index and first page made ready, a synthetic catalog written.
public struct CatalogMaintenanceUseCase: Sendable {
    /// Opens the catalog of `location`, building it when missing, stale or `rebuild`.
    public var open: @Sendable (_ location: CatalogLocation, _ rebuild: Bool,
                                _ progress: @escaping @Sendable (CatalogBuildProgress) -> Void) async throws(CatalogError) -> CatalogDatabaseSummary
    /// `PrepareSearchIndexUseCase` for the catalog of `location`.
    public var prepareSearchIndex: @Sendable (_ location: CatalogLocation,
                                              _ progress: @escaping @Sendable (CatalogBuildProgress) -> Void) async throws(CatalogError) -> PrepareSearchIndexUseCase.Outcome
    /// Writes a deterministic catalog of `count` areas into `directory`, shaped like the one in `basedOn`.
    public var writeSynthetic: @Sendable (_ count: Int, _ directory: URL, _ basedOn: URL) async throws(CatalogError) -> Void

    public init(
        open: @escaping @Sendable (CatalogLocation, Bool, @escaping @Sendable (CatalogBuildProgress) -> Void) async throws(CatalogError) -> CatalogDatabaseSummary,
        prepareSearchIndex: @escaping @Sendable (CatalogLocation, @escaping @Sendable (CatalogBuildProgress) -> Void) async throws(CatalogError) -> PrepareSearchIndexUseCase.Outcome,
        writeSynthetic: @escaping @Sendable (Int, URL, URL) async throws(CatalogError) -> Void
    ) {
        self.open = open
        self.prepareSearchIndex = prepareSearchIndex
        self.writeSynthetic = writeSynthetic
    }
}

extension CatalogMaintenanceUseCase: DependencyKey {
    public static var liveValue: CatalogMaintenanceUseCase {
        @Dependency(\.catalogMaintenanceRepository) var repository
        return CatalogMaintenanceUseCase(
            open: { location, rebuild, progress throws(CatalogError) in try await repository.open(location, rebuild, progress) },
            prepareSearchIndex: { location, progress throws(CatalogError) in
                // The index belongs to the catalog of this location, which the use case reads from
                // the catalog repository made for it.
                let prepare = withDependencies { $0.catalogLocation = location } operation: {
                    @Dependency(\.prepareSearchIndex) var prepare
                    return prepare
                }
                return try await prepare.execute(progress)
            },
            writeSynthetic: { count, directory, basedOn throws(CatalogError) in try await repository.writeSynthetic(count, directory, basedOn) })
    }

    public static let testValue = CatalogMaintenanceUseCase(
        open: { _, _, _ throws(CatalogError) in
            reportIssue("CatalogMaintenanceUseCase.open is not overridden in this test")
            throw .database("CatalogMaintenanceUseCase.open is not overridden in this test")
        },
        prepareSearchIndex: { _, _ throws(CatalogError) in
            reportIssue("CatalogMaintenanceUseCase.prepareSearchIndex is not overridden in this test")
            throw .database("CatalogMaintenanceUseCase.prepareSearchIndex is not overridden in this test")
        },
        writeSynthetic: { _, _, _ throws(CatalogError) in
            reportIssue("CatalogMaintenanceUseCase.writeSynthetic is not overridden in this test")
            throw .database("CatalogMaintenanceUseCase.writeSynthetic is not overridden in this test")
        })
}

extension DependencyValues {
    public var catalogMaintenance: CatalogMaintenanceUseCase {
        get { self[CatalogMaintenanceUseCase.self] }
        set { self[CatalogMaintenanceUseCase.self] = newValue }
    }
}
