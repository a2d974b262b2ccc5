import Dependencies
import Entities
import Repositories

/// Makes the catalog ready (building it on first run) and returns every listing.
public struct LoadCatalogUseCase: Sendable {
    public var execute: @Sendable (_ progress: @escaping @Sendable (CatalogBuildProgress) -> Void) async throws(CatalogError) -> [FacilityListing]

    public init(execute: @escaping @Sendable (_ progress: @escaping @Sendable (CatalogBuildProgress) -> Void) async throws(CatalogError) -> [FacilityListing]) {
        self.execute = execute
    }
}

extension LoadCatalogUseCase: DependencyKey {
    public static var liveValue: LoadCatalogUseCase {
        @Dependency(\.catalogRepository) var repository
        return LoadCatalogUseCase { progress throws(CatalogError) in
            try await repository.prepare(progress)
            return try await repository.listings()
        }
    }

    public static let testValue = LoadCatalogUseCase { _ throws(CatalogError) in
        throw .database("LoadCatalogUseCase is not overridden in this test")
    }

    public static func returning(_ listings: [FacilityListing]) -> LoadCatalogUseCase {
        LoadCatalogUseCase { _ throws(CatalogError) in listings }
    }
}

extension DependencyValues {
    public var loadCatalog: LoadCatalogUseCase {
        get { self[LoadCatalogUseCase.self] }
        set { self[LoadCatalogUseCase.self] = newValue }
    }
}
