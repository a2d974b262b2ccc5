import Dependencies
import Entities
import Repositories

/// Everything lists need from the catalog.
public struct CatalogSnapshot: Sendable {
    public var listings: [FacilityListing]
    public var prefectures: [Prefecture]
    /// Rows of the source files left out as bad (see `yumeguri catalog check`).
    public var skippedRows: Int

    public init(listings: [FacilityListing], prefectures: [Prefecture] = [], skippedRows: Int = 0) {
        self.listings = listings
        self.prefectures = prefectures
        self.skippedRows = skippedRows
    }
}

/// Makes the catalog ready (building it on first run) and returns every listing and prefecture.
public struct LoadCatalogUseCase: Sendable {
    public var execute: @Sendable (_ progress: @escaping @Sendable (CatalogBuildProgress) -> Void) async throws(CatalogError) -> CatalogSnapshot

    public init(execute: @escaping @Sendable (_ progress: @escaping @Sendable (CatalogBuildProgress) -> Void) async throws(CatalogError) -> CatalogSnapshot) {
        self.execute = execute
    }
}

extension LoadCatalogUseCase: DependencyKey {
    public static var liveValue: LoadCatalogUseCase {
        @Dependency(\.catalogRepository) var repository
        return LoadCatalogUseCase { progress throws(CatalogError) in
            try await repository.prepare(progress)
            return CatalogSnapshot(listings: try await repository.listings(), prefectures: try await repository.prefectures(),
                                   skippedRows: try await repository.skippedRows().count)
        }
    }

    public static let testValue = LoadCatalogUseCase { _ throws(CatalogError) in
        throw .database("LoadCatalogUseCase is not overridden in this test")
    }

    public static func returning(_ listings: [FacilityListing], prefectures: [Prefecture] = []) -> LoadCatalogUseCase {
        LoadCatalogUseCase { _ throws(CatalogError) in CatalogSnapshot(listings: listings, prefectures: prefectures) }
    }
}

extension DependencyValues {
    public var loadCatalog: LoadCatalogUseCase {
        get { self[LoadCatalogUseCase.self] }
        set { self[LoadCatalogUseCase.self] = newValue }
    }
}
