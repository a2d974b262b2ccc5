import Dependencies
import Entities

/// Runs a search off the main actor. The seam exists so view-model tests can hold a search open
/// (with a continuation) and check that a newer keystroke wins.
public struct SearchFacilitiesUseCase: Sendable {
    public var execute: @Sendable (FacilitySearchEngine, SearchRequest) async -> SearchOutcome

    public init(execute: @escaping @Sendable (FacilitySearchEngine, SearchRequest) async -> SearchOutcome) {
        self.execute = execute
    }
}

extension SearchFacilitiesUseCase: DependencyKey {
    public static let liveValue = SearchFacilitiesUseCase { engine, request in
        await Task.detached(priority: .userInitiated) { engine.run(request) }.value
    }

    /// Tests run the real rules, synchronously.
    public static let testValue = SearchFacilitiesUseCase { engine, request in engine.run(request) }
}

extension DependencyValues {
    public var searchFacilities: SearchFacilitiesUseCase {
        get { self[SearchFacilitiesUseCase.self] }
        set { self[SearchFacilitiesUseCase.self] = newValue }
    }
}
