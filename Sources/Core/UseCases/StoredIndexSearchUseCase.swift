import Dependencies
import Entities
import JapaneseSearch
import Repositories

/// What a search on the stored index alone found: the listings of the hits shown, in order.
public struct StoredIndexHits: Sendable {
    public var listings: [FacilityListing]
    /// `rows[i]` is `listings[i]`, with how it matched.
    public var rows: [ResultRow]
    public var totalCount: Int
    public var isQueryTruncated: Bool
}

/// A ranked search (no filters, relevance order) for a process that searches once and exits
/// (`yumeguri search`): the stored index is loaded and only the hits shown are read from the
/// catalog, instead of every listing. All on the calling thread (`CatalogReaderHere`): a process
/// this short starts no thread. Nil when the catalog stores no usable index or cannot be read here;
/// the caller then loads the catalog as a screen does.
public struct StoredIndexSearchUseCase: Sendable {
    public var execute: @Sendable (_ query: String, _ limit: Int?) throws(CatalogError) -> StoredIndexHits?

    public init(execute: @escaping @Sendable (_ query: String, _ limit: Int?) throws(CatalogError) -> StoredIndexHits?) {
        self.execute = execute
    }
}

extension StoredIndexSearchUseCase: DependencyKey {
    public static var liveValue: StoredIndexSearchUseCase {
        @Dependency(\.catalogRepository) var repository
        return StoredIndexSearchUseCase { query, limit throws(CatalogError) in
            // Words of a query may name a spring type or an effect, which only the loaded catalog knows.
            guard SearchIndex.words(of: query).count < 2, SpringQueryWords.match(query) == nil, let open = repository.openHere else { return nil }
            let catalog = try open()
            guard let file = try catalog.searchIndexFile(FacilitySearchEngine.storedIndexKey),
                  let index = try? SearchIndex(contentsOfFile: file.path, identity: file.identity) else { return nil }
            let result = index.result(for: query, limit: limit)
            // Record ids are places in the catalog's listing order (see FacilitySearchEngine).
            guard let listings = try catalog.listingsAt(result.hits.map(\.id)) else { return nil }
            let highlighting = !query.isEmpty
            let rows = result.hits.enumerated().map { place, hit in ResultRow(index: place, match: highlighting ? hit : nil) }
            return StoredIndexHits(listings: listings, rows: rows, totalCount: result.totalMatchCount,
                                   isQueryTruncated: result.isQueryTruncated)
        }
    }

    /// Fails the test that reaches it, as the repositories' test values do.
    public static let testValue = StoredIndexSearchUseCase { _, _ throws(CatalogError) in
        reportIssue("StoredIndexSearchUseCase is not overridden in this test")
        return nil
    }
}

extension DependencyValues {
    public var storedIndexSearch: StoredIndexSearchUseCase {
        get { self[StoredIndexSearchUseCase.self] }
        set { self[StoredIndexSearchUseCase.self] = newValue }
    }
}
