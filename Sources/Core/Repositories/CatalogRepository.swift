import CatalogColumns
import Dependencies
import Entities
import Foundation

/// Read access to the hot-spring catalog, in entities.
public struct CatalogRepository: Sendable {
    /// Opens the catalog (building it first if needed), reporting progress.
    public var prepare: @Sendable (_ progress: @escaping @Sendable (CatalogBuildProgress) -> Void) async throws(CatalogError) -> Void
    public var listings: @Sendable () async throws(CatalogError) -> CatalogListings
    public var facility: @Sendable (FacilityID) async throws(CatalogError) -> FacilityDetail
    public var nearby: @Sendable (FacilityID, Int) async throws(CatalogError) -> [NearbyFacility]
    public var prefectures: @Sendable () async throws(CatalogError) -> [Prefecture]
    /// Rows of the source files the catalog left out, and the first few reasons (`file:line: reason`).
    public var skippedRows: @Sendable () async throws(CatalogError) -> (count: Int, report: [CatalogError])
    /// Where the catalog keeps its search index of the format named by `key`; nil when it keeps
    /// none (an in-memory catalog). The file may be missing, stale or damaged: its reader checks.
    public var searchIndexFile: @Sendable (_ key: String) async throws(CatalogError) -> SearchIndexFileLocation?
    /// Stores the ids of the list's first page with the catalog, so they draw before the rest is read.
    public var storeFirstPage: @Sendable (_ key: String, _ firstPage: [FacilityID]) async throws(CatalogError) -> Void
    /// The first page stored with the index under `key`, in order; empty when there is none.
    public var firstPage: @Sendable (_ key: String, _ limit: Int) async throws(CatalogError) -> [FacilityListing]
    /// The curated rallies that come with the catalog's files (none for a catalog without them).
    public var rallies: @Sendable () async throws(CatalogError) -> [Rally]
    /// The catalog opened and read on the calling thread, for a process that asks once and exits
    /// (see `CatalogReaderHere`); nil for a catalog that has no such way (in memory): its caller
    /// uses the members above.
    public var openHere: (@Sendable () throws(CatalogError) -> CatalogReaderHere)?

    public init(
        prepare: @escaping @Sendable (_ progress: @escaping @Sendable (CatalogBuildProgress) -> Void) async throws(CatalogError) -> Void,
        listings: @escaping @Sendable () async throws(CatalogError) -> CatalogListings,
        facility: @escaping @Sendable (FacilityID) async throws(CatalogError) -> FacilityDetail,
        nearby: @escaping @Sendable (FacilityID, Int) async throws(CatalogError) -> [NearbyFacility],
        prefectures: @escaping @Sendable () async throws(CatalogError) -> [Prefecture] = { () throws(CatalogError) in [] },
        skippedRows: @escaping @Sendable () async throws(CatalogError) -> (count: Int, report: [CatalogError]) = { () throws(CatalogError) in (0, []) },
        searchIndexFile: @escaping @Sendable (_ key: String) async throws(CatalogError) -> SearchIndexFileLocation? = { _ throws(CatalogError) in nil },
        storeFirstPage: @escaping @Sendable (_ key: String, _ firstPage: [FacilityID]) async throws(CatalogError) -> Void = { _, _ throws(CatalogError) in },
        firstPage: @escaping @Sendable (_ key: String, _ limit: Int) async throws(CatalogError) -> [FacilityListing] = { _, _ throws(CatalogError) in [] },
        rallies: @escaping @Sendable () async throws(CatalogError) -> [Rally] = { () throws(CatalogError) in [] },
        openHere: (@Sendable () throws(CatalogError) -> CatalogReaderHere)? = nil
    ) {
        self.rallies = rallies
        self.openHere = openHere
        self.firstPage = firstPage
        self.searchIndexFile = searchIndexFile
        self.storeFirstPage = storeFirstPage
        self.skippedRows = skippedRows
        self.prepare = prepare
        self.listings = listings
        self.facility = facility
        self.nearby = nearby
        self.prefectures = prefectures
    }
}

/// A catalog's search index file and the identity it must carry to be used for that catalog.
public struct SearchIndexFileLocation: Sendable, Equatable {
    public var path: String
    public var identity: String

    public init(path: String, identity: String) {
        self.path = path
        self.identity = identity
    }
}

extension CatalogRepository: TestDependencyKey {
    /// Fails every call: a test that reaches the catalog without overriding it learns so at once.
    public static let testValue = CatalogRepository(
        prepare: { _ throws(CatalogError) in throw .database("CatalogRepository.prepare is not overridden in this test") },
        listings: { () throws(CatalogError) in throw .database("CatalogRepository.listings is not overridden in this test") },
        facility: { id throws(CatalogError) in throw .notFound(id) },
        nearby: { _, _ throws(CatalogError) in [] }
    )

    /// An in-memory catalog of the given listings, for tests and previews.
    public static func inMemory(_ listings: [FacilityListing], details: [FacilityID: FacilityDetail] = [:],
                                prefectures: [Prefecture] = []) -> CatalogRepository {
        let table = CatalogListings(listings)
        return CatalogRepository(
            prepare: { progress throws(CatalogError) in progress(CatalogBuildProgress(phase: .done)) },
            listings: { () throws(CatalogError) in table },
            facility: { id throws(CatalogError) in
                guard let detail = details[id] else { throw .notFound(id) }
                return detail
            },
            nearby: { id, limit throws(CatalogError) in
                guard let origin = listings.first(where: { $0.id == id }) else { throw .notFound(id) }
                return listings.filter { $0.id != id }
                    .map { NearbyFacility(listing: $0, distanceKilometres: origin.coordinate.distance(to: $0.coordinate)) }
                    .sorted { $0.distanceKilometres < $1.distanceKilometres }
                    .prefix(limit).map { $0 }
            },
            prefectures: { () throws(CatalogError) in prefectures }
        )
    }
}

extension DependencyValues {
    public var catalogRepository: CatalogRepository {
        get { self[CatalogRepository.self] }
        set { self[CatalogRepository.self] = newValue }
    }
}
