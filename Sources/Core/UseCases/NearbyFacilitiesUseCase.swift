import Dependencies
import Entities
import Repositories

/// The areas nearest to one area, nearest first.
public struct NearbyFacilitiesUseCase: Sendable {
    public var execute: @Sendable (FacilityID, _ limit: Int) async throws(CatalogError) -> [NearbyFacility]

    public init(execute: @escaping @Sendable (FacilityID, _ limit: Int) async throws(CatalogError) -> [NearbyFacility]) {
        self.execute = execute
    }
}

extension NearbyFacilitiesUseCase: DependencyKey {
    public static var liveValue: NearbyFacilitiesUseCase {
        @Dependency(\.catalogRepository) var repository
        return NearbyFacilitiesUseCase { id, limit throws(CatalogError) in try await repository.nearby(id, limit) }
    }

    /// Fails the test that reaches it, as the repositories' test values do.
    public static let testValue = NearbyFacilitiesUseCase { _, _ throws(CatalogError) in
        reportIssue("NearbyFacilitiesUseCase is not overridden in this test")
        return []
    }
}

extension DependencyValues {
    public var nearbyFacilities: NearbyFacilitiesUseCase {
        get { self[NearbyFacilitiesUseCase.self] }
        set { self[NearbyFacilitiesUseCase.self] = newValue }
    }
}
