import Entities

/// The two reads `yumeguri search` makes, run on the calling thread. The async members of
/// `CatalogRepository` open the catalog in a task, behind an actor, and read it through GRDB's
/// queue: each a hop to another thread, and the first ones start the threads themselves. For a
/// process that asks once and exits, those starts and hand-overs were a tenth of its wall time.
public struct CatalogReaderHere: Sendable {
    /// As `CatalogRepository.searchIndexFile`.
    public var searchIndexFile: @Sendable (_ key: String) throws(CatalogError) -> SearchIndexFileLocation?
    /// The listings at these places of `CatalogRepository.listings()` (where a stored index's hits
    /// point), in the order asked; nil when a place is beyond the catalog.
    public var listingsAt: @Sendable (_ places: [Int]) throws(CatalogError) -> [FacilityListing]?

    public init(searchIndexFile: @escaping @Sendable (_ key: String) throws(CatalogError) -> SearchIndexFileLocation?,
                listingsAt: @escaping @Sendable (_ places: [Int]) throws(CatalogError) -> [FacilityListing]?) {
        self.searchIndexFile = searchIndexFile
        self.listingsAt = listingsAt
    }
}
