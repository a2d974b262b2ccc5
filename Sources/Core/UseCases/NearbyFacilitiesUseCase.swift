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

    public static let testValue = NearbyFacilitiesUseCase { _, _ throws(CatalogError) in [] }
}

extension DependencyValues {
    public var nearbyFacilities: NearbyFacilitiesUseCase {
        get { self[NearbyFacilitiesUseCase.self] }
        set { self[NearbyFacilitiesUseCase.self] = newValue }
    }
}
