import Dependencies
import Entities
import Repositories

/// Everything about one area, for its detail screen.
public struct FacilityDetailUseCase: Sendable {
    public var execute: @Sendable (FacilityID) async throws(CatalogError) -> FacilityDetail

    public init(execute: @escaping @Sendable (FacilityID) async throws(CatalogError) -> FacilityDetail) {
        self.execute = execute
    }
}

extension FacilityDetailUseCase: DependencyKey {
    public static var liveValue: FacilityDetailUseCase {
        @Dependency(\.catalogRepository) var repository
        return FacilityDetailUseCase { id throws(CatalogError) in try await repository.facility(id) }
    }

    /// Fails the test that reaches it, as the repositories' test values do.
    public static let testValue = FacilityDetailUseCase { id throws(CatalogError) in
        reportIssue("FacilityDetailUseCase is not overridden in this test")
        throw .notFound(id)
    }
}

extension DependencyValues {
    public var facilityDetail: FacilityDetailUseCase {
        get { self[FacilityDetailUseCase.self] }
        set { self[FacilityDetailUseCase.self] = newValue }
    }
}
