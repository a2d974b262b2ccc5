import Dependencies
import Entities
import Observation

/// The filters chosen on the search screen, for the app's lifetime: the map shows only the areas
/// that pass them, so both screens read this one value rather than keeping copies.
@MainActor
@Observable
public final class SearchFilterStore {
    public var filter = FacilityFilter()

    public nonisolated init() {}
}

extension SearchFilterStore: DependencyKey {
    public nonisolated static let liveValue = SearchFilterStore()
    public nonisolated static var testValue: SearchFilterStore { SearchFilterStore() }
}

extension DependencyValues {
    public var searchFilterStore: SearchFilterStore {
        get { self[SearchFilterStore.self] }
        set { self[SearchFilterStore.self] = newValue }
    }
}
