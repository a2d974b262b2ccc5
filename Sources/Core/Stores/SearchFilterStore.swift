import Dependencies
import Entities
import Observation

/// The filters chosen on the search screen, for the app's lifetime: the map shows only the areas
/// that pass them, so both screens read this one value rather than keeping copies.
@MainActor
@Observable
public final class SearchFilterStore {
    public var filter = FacilityFilter()
    /// Moves when the map's "search this area" asks for the areas in view alone: the search screen
    /// then drops its query (after `kusatsu`, the view near 岡山 would otherwise list nothing).
    public private(set) var areaSearches = 0

    public nonisolated init() {}

    /// The areas inside `box`, with no query: what the map's `s` means.
    public func searchArea(_ box: CoordinateBox) {
        filter.area = box
        areaSearches += 1
    }
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
