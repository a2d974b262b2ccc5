import CatalogColumns
import DataStores
import Dependencies
import Entities
import Foundation
import Repositories
import Synchronization

extension CatalogRepository: DependencyKey {
    public static var liveValue: CatalogRepository {
        @Dependency(\.catalogLocation) var location
        let connection = CatalogConnection(location: location)
        // Read once per process: the search order (LoadCatalogUseCase) and the rally screens
        // (RallyStore) both ask at start.
        let rallies = OnceResult { () throws(CatalogError) in try RallyFiles.load(directory: location.sourceDirectory) }
        return CatalogRepository(
            prepare: { progress throws(CatalogError) in _ = try await connection.database(progress: progress) },
            listings: { () throws(CatalogError) in
                let database = try await connection.database()
                let aliases = try await database.aliases()
                // Straight into the compact table, row by row: building the listings first would
                // hold the catalog twice while it converts.
                return try await database.readListings { CatalogListings.Builder(capacity: $0) } add: { builder, row in
                    builder.append(CatalogMapping.listing(row, aliases: aliases[row.id] ?? []))
                }.build()
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
            },
            skippedRows: { () throws(CatalogError) in try await connection.database().skippedRows() },
            searchIndexFile: { key throws(CatalogError) in try await connection.database().indexFileLocation(key) },
            storeFirstPage: { key, firstPage throws(CatalogError) in
                try await connection.database().storeFirstPage(firstPage.map(\.rawValue), key: key)
            },
            firstPage: { key, limit throws(CatalogError) in
                try await connection.database().firstPage(key: key, limit: limit).map { CatalogMapping.listing($0.0, aliases: $0.1) }
            },
            rallies: { () throws(CatalogError) in try rallies.value() },
            openHere: { () throws(CatalogError) in
                let database = try CatalogConnection.open(location)
                // Open until the process exits, which it does right after: closing GRDB's queue
                // hands its disposal to a thread of Dispatch's pool, and started the pool for it.
                _ = Unmanaged.passRetained(database)
                return CatalogReaderHere(
                    searchIndexFile: { key throws(CatalogError) in try database.indexFileLocation(key) },
                    listingsAt: { places throws(CatalogError) in
                        try database.listings(at: places)?.map { CatalogMapping.listing($0.0, aliases: $0.1) }
                    })
            }
        )
    }
}

extension CatalogDatabase {
    /// `searchIndexFile(key:)` as the repositories name it.
    func indexFileLocation(_ key: String) throws(CatalogError) -> SearchIndexFileLocation {
        let file = try searchIndexFile(key: key)
        return SearchIndexFileLocation(path: file.path, identity: file.identity)
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
            task = Task.detached(priority: .userInitiated) { try Self.open(location, progress: report) }
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

    /// The catalog at `location`, built first when missing or stale, on the calling thread.
    static func open(_ location: CatalogLocation,
                     progress: @escaping @Sendable (CatalogBuildProgress) -> Void = { _ in }) throws(CatalogError) -> CatalogDatabase {
        let files = CatalogSourceFiles(directory: location.sourceDirectory)
        return try CatalogDatabase.open(
            dataDirectory: location.dataDirectory, files: files,
            fileName: CatalogDatabase.defaultFileName(for: files, bundled: location.isBundled),
            progress: progress)
    }
}

/// A value worked out on first use and kept, failures included (they are the files' state too).
final class OnceResult<Value: Sendable>: Sendable {
    private let state = Mutex<Result<Value, CatalogError>?>(nil)
    private let make: @Sendable () throws(CatalogError) -> Value

    init(_ make: @escaping @Sendable () throws(CatalogError) -> Value) { self.make = make }

    func value() throws(CatalogError) -> Value {
        let result = state.withLock { state in
            if let state { return state }
            let made: Result<Value, CatalogError>
            do throws(CatalogError) { made = .success(try make()) } catch { made = .failure(error) }
            state = made
            return made
        }
        return try result.get()
    }
}
