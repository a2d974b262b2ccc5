import Dependencies
import Entities

/// Runs a search off the main actor. The seam exists so view-model tests can hold a search open
/// (with a continuation) and check that a newer keystroke wins.
public struct SearchFacilitiesUseCase: Sendable {
    /// The third argument is the outcome on screen, which a narrower query refines.
    public var execute: @Sendable (FacilitySearchEngine, SearchRequest, _ previous: SearchOutcome?) async -> SearchOutcome

    public init(execute: @escaping @Sendable (FacilitySearchEngine, SearchRequest, _ previous: SearchOutcome?) async -> SearchOutcome) {
        self.execute = execute
    }
}

extension SearchFacilitiesUseCase: DependencyKey {
    public static let liveValue = SearchFacilitiesUseCase { engine, request, previous in
        await Task.detached(priority: .userInitiated) { engine.run(request, refining: previous) }.value
    }

    /// Fails the test that reaches it, as the repositories' test values do: a test says which search
    /// it means (`.synchronous`, or one it holds open).
    public static let testValue = SearchFacilitiesUseCase { engine, request, previous in
        reportIssue("SearchFacilitiesUseCase is not overridden in this test")
        return engine.run(request, refining: previous)
    }

    /// The real rules, run on the caller's task: for tests.
    public static let synchronous = SearchFacilitiesUseCase { engine, request, previous in engine.run(request, refining: previous) }
}

extension DependencyValues {
    public var searchFacilities: SearchFacilitiesUseCase {
        get { self[SearchFacilitiesUseCase.self] }
        set { self[SearchFacilitiesUseCase.self] = newValue }
    }
}
