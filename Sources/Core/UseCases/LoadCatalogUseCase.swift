import CatalogColumns
import Dependencies
import Entities
import Repositories

/// Everything lists need from the catalog.
public struct CatalogSnapshot: Sendable {
    public var listings: CatalogListings
    public var prefectures: [Prefecture]
    /// Rows of the source files left out as bad (see `yumeguri catalog check`).
    public var skippedRows: Int
    /// Areas of the curated rallies by tier: the list's おすすめ order ranks them first (`DestinationScore`).
    public var rallyTiers: [FacilityID: Int]

    public init(listings: CatalogListings, prefectures: [Prefecture] = [], skippedRows: Int = 0, rallyTiers: [FacilityID: Int] = [:]) {
        self.listings = listings
        self.prefectures = prefectures
        self.skippedRows = skippedRows
        self.rallyTiers = rallyTiers
    }

    public init(listings: [FacilityListing], prefectures: [Prefecture] = [], skippedRows: Int = 0, rallyTiers: [FacilityID: Int] = [:]) {
        self.init(listings: CatalogListings(listings), prefectures: prefectures, skippedRows: skippedRows, rallyTiers: rallyTiers)
    }
}

/// Makes the catalog ready (building it on first run) and returns every listing and prefecture.
public struct LoadCatalogUseCase: Sendable {
    public var execute: @Sendable (_ progress: @escaping @Sendable (CatalogBuildProgress) -> Void) async throws(CatalogError) -> CatalogSnapshot
    /// The search engine over a snapshot: from the index stored with the catalog when there is
    /// one that fits, else built (`isStored` false: worth storing with `storeSearchEngine`).
    /// `progress` hears how far a build has come (phase `.indexing`, rows done of all).
    public var searchEngine: @Sendable (CatalogSnapshot, _ progress: @escaping @Sendable (CatalogBuildProgress) -> Void) async
        -> (engine: FacilitySearchEngine, isStored: Bool)
    public var storeSearchEngine: @Sendable (FacilitySearchEngine) async -> Void
    /// Opens the catalog (building it if needed, with progress) and reads only the list's first
    /// page as stored with the index: what the first frame draws while the rest loads. Empty when
    /// no page is stored (a new catalog, a test).
    public var firstPage: @Sendable (_ progress: @escaping @Sendable (CatalogBuildProgress) -> Void) async -> [FacilityListing]

    public init(
        execute: @escaping @Sendable (_ progress: @escaping @Sendable (CatalogBuildProgress) -> Void) async throws(CatalogError) -> CatalogSnapshot,
        searchEngine: @escaping @Sendable (CatalogSnapshot, _ progress: @escaping @Sendable (CatalogBuildProgress) -> Void) async
            -> (engine: FacilitySearchEngine, isStored: Bool) = Self.buildEngine,
        storeSearchEngine: @escaping @Sendable (FacilitySearchEngine) async -> Void = { _ in },
        firstPage: @escaping @Sendable (_ progress: @escaping @Sendable (CatalogBuildProgress) -> Void) async -> [FacilityListing] = { _ in [] }
    ) {
        self.firstPage = firstPage
        self.execute = execute
        self.searchEngine = searchEngine
        self.storeSearchEngine = storeSearchEngine
    }

    /// Builds the index from the listings (normalising every name): what a catalog without a
    /// stored index, or a test, gets.
    @Sendable public static func buildEngine(
        _ snapshot: CatalogSnapshot, progress: @escaping @Sendable (CatalogBuildProgress) -> Void = { _ in }
    ) async -> (engine: FacilitySearchEngine, isStored: Bool) {
        let total = snapshot.listings.count
        let engine = FacilitySearchEngine(listings: snapshot.listings, prefectures: snapshot.prefectures, rallyTiers: snapshot.rallyTiers) { indexed in
            progress(CatalogBuildProgress(phase: .indexing, completed: indexed, total: total))
        }
        return (engine, false)
    }
}

extension LoadCatalogUseCase: DependencyKey {
    public static var liveValue: LoadCatalogUseCase {
        @Dependency(\.catalogRepository) var repository
        return LoadCatalogUseCase { progress throws(CatalogError) in
            try await repository.prepare(progress)
            // Rallies that cannot be read rank nothing first; the rally screens say why.
            let rallies = (try? await repository.rallies()) ?? []
            return CatalogSnapshot(listings: try await repository.listings(), prefectures: try await repository.prefectures(),
                                   skippedRows: try await repository.skippedRows().count, rallyTiers: Rally.rallyTiers(rallies))
        } searchEngine: { snapshot, progress in
            // A stored index that cannot be read (another format, damage) is rebuilt, not an error.
            if let file = try? await repository.searchIndexFile(FacilitySearchEngine.storedIndexKey),
               // Lists search on every keystroke: the first should not wait for page faults.
               let engine = try? FacilitySearchEngine(listings: snapshot.listings, indexFile: file, inMemory: true) {
                return (engine, true)
            }
            return await buildEngine(snapshot, progress: progress)
        } storeSearchEngine: { engine in
            // Best effort: a catalog that cannot be written to still works, it just builds again.
            if let file = try? await repository.searchIndexFile(FacilitySearchEngine.storedIndexKey) {
                try? engine.writeIndex(to: file)
            }
            try? await repository.storeFirstPage(FacilitySearchEngine.storedIndexKey, engine.firstPage)
        } firstPage: { progress in
            // Errors surface from `execute`, which the caller runs next.
            guard (try? await repository.prepare(progress)) != nil else { return [] }
            return (try? await repository.firstPage(FacilitySearchEngine.storedIndexKey, FacilitySearchEngine.firstPageSize)) ?? []
        }
    }

    /// Fails the test that reaches it, as the repositories' test values do (`returning(_:)` is the
    /// test double for a catalog).
    public static let testValue = LoadCatalogUseCase { _ throws(CatalogError) in
        reportIssue("LoadCatalogUseCase is not overridden in this test")
        throw .database("LoadCatalogUseCase is not overridden in this test")
    }

    public static func returning(_ listings: [FacilityListing], prefectures: [Prefecture] = []) -> LoadCatalogUseCase {
        let table = CatalogListings(listings)
        return LoadCatalogUseCase { _ throws(CatalogError) in CatalogSnapshot(listings: table, prefectures: prefectures) }
    }
}

extension DependencyValues {
    public var loadCatalog: LoadCatalogUseCase {
        get { self[LoadCatalogUseCase.self] }
        set { self[LoadCatalogUseCase.self] = newValue }
    }
}
