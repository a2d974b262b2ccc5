import DataStores
import Dependencies
import Entities
import Foundation

/// Read access to the hot-spring catalog, in entities.
public struct CatalogRepository: Sendable {
    /// Opens the catalog (building it first if needed), reporting progress.
    public var prepare: @Sendable (_ progress: @escaping @Sendable (CatalogBuildProgress) -> Void) async throws(CatalogError) -> Void
    public var listings: @Sendable () async throws(CatalogError) -> [FacilityListing]
    public var facility: @Sendable (FacilityID) async throws(CatalogError) -> FacilityDetail
    public var nearby: @Sendable (FacilityID, Int) async throws(CatalogError) -> [NearbyFacility]
    public var prefectures: @Sendable () async throws(CatalogError) -> [Prefecture]

    public init(
        prepare: @escaping @Sendable (_ progress: @escaping @Sendable (CatalogBuildProgress) -> Void) async throws(CatalogError) -> Void,
        listings: @escaping @Sendable () async throws(CatalogError) -> [FacilityListing],
        facility: @escaping @Sendable (FacilityID) async throws(CatalogError) -> FacilityDetail,
        nearby: @escaping @Sendable (FacilityID, Int) async throws(CatalogError) -> [NearbyFacility],
        prefectures: @escaping @Sendable () async throws(CatalogError) -> [Prefecture] = { () throws(CatalogError) in [] }
    ) {
        self.prepare = prepare
        self.listings = listings
        self.facility = facility
        self.nearby = nearby
        self.prefectures = prefectures
    }
}

extension CatalogRepository: DependencyKey {
    public static var liveValue: CatalogRepository {
        @Dependency(\.catalogLocation) var location
        let connection = CatalogConnection(location: location)
        return CatalogRepository(
            prepare: { progress throws(CatalogError) in _ = try await connection.database(progress: progress) },
            listings: { () throws(CatalogError) in
                try await connection.database().listings().map(CatalogMapping.listing)
            },
            facility: { id throws(CatalogError) in
                guard let bundle = try await connection.database().facility(id: id.rawValue) else { throw .notFound(id) }
                return try CatalogMapping.detail(bundle)
            },
            nearby: { id, limit throws(CatalogError) in
                let database = try await connection.database()
                guard let origin = try await database.facility(id: id.rawValue) else { throw .notFound(id) }
                let from = Coordinate(latitude: origin.facility.lat, longitude: origin.facility.lng)
                return try await database.nearby(id: id.rawValue, limit: limit).map { row in
                    let listing = CatalogMapping.listing(row)
                    return NearbyFacility(listing: listing, distanceKilometres: from.distance(to: listing.coordinate))
                }
            },
            prefectures: { () throws(CatalogError) in
                try await connection.database().prefectures().map(CatalogMapping.prefecture)
            }
        )
    }

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
        CatalogRepository(
            prepare: { progress throws(CatalogError) in progress(CatalogBuildProgress(phase: .done)) },
            listings: { () throws(CatalogError) in listings },
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

/// Opens the catalog database once per process, on first use, off the main thread.
actor CatalogConnection {
    private let location: CatalogLocation
    private var opened: CatalogDatabase?
    private var opening: Task<CatalogDatabase, any Error>?

    init(location: CatalogLocation) { self.location = location }

    func database(progress: (@Sendable (CatalogBuildProgress) -> Void)? = nil) async throws(CatalogError) -> CatalogDatabase {
        if let opened { return opened }
        let task: Task<CatalogDatabase, any Error>
        if let opening {
            task = opening
        } else {
            let location = self.location
            let report = progress ?? { _ in }
            task = Task.detached(priority: .userInitiated) {
                let files = CatalogSourceFiles(directory: location.sourceDirectory)
                return try CatalogDatabase.open(
                    dataDirectory: location.dataDirectory, files: files,
                    fileName: CatalogDatabase.defaultFileName(for: files, bundled: location.isBundled),
                    progress: report)
            }
            opening = task
        }
        do {
            let database = try await task.value
            opened = database
            return database
        } catch let error as CatalogError {
            opening = nil
            throw error
        } catch {
            opening = nil
            throw .database("\(error)")
        }
    }
}
