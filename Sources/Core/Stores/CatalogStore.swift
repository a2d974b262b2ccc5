import CatalogColumns
import Dependencies
import Entities
import Observation
import UseCases

/// The catalog for the app's lifetime: one load, shared by every screen that lists areas.
@MainActor
@Observable
public final class CatalogStore {
    public enum Phase: Equatable, Sendable {
        case idle
        case loading(CatalogBuildProgress)
        case ready
        case failed(CatalogError)
    }

    public private(set) var phase: Phase = .idle
    public private(set) var listings = CatalogListings()
    /// Counts the times `listings` was replaced: what a screen that derives a picture or an index
    /// from the listings keys it by (a count would miss a catalog of the same size).
    public private(set) var revision = 0
    public private(set) var prefectures: [Prefecture] = []
    /// Rows of the source files the catalog left out as bad.
    public private(set) var skippedRows = 0
    /// The list's first page, read on its own before the whole catalog (empty when the catalog
    /// stores none, and again once `listings` are in): the first frame draws real rows from it
    /// while the rest loads.
    public private(set) var firstPage: [FacilityListing] = []
    /// The search index over `listings`; built once after they load, off the main actor.
    public private(set) var searchEngine: FacilitySearchEngine?

    @ObservationIgnored @Dependency(\.loadCatalog) private var loadCatalog
    @ObservationIgnored private let loading = SingleFlight()
    /// Writes a freshly built index into the catalog, after `load()` has returned: screens do not
    /// wait for it, and the next start loads the index instead of building it.
    @ObservationIgnored private(set) var storingIndex: Task<Void, Never>?
    /// While held, a load reads the first page and waits before reading the rest (see
    /// `holdFullLoad`); the loads waiting are resumed by `releaseFullLoad`.
    @ObservationIgnored private var fullLoadHeld = false
    @ObservationIgnored private var waitingForRelease: [CheckedContinuation<Void, Never>] = []

    public nonisolated init() {}

    /// Loads once; later calls wait for the same load. After a failure, a call tries again.
    public func load() async {
        if case .ready = phase { return }
        await loading.run { [weak self] in await self?.performLoad() }
    }

    /// Until `releaseFullLoad`, a load that found a stored first page stops there. The app holds
    /// it until its first frame is on the screen: reading every listing took a core for a few
    /// milliseconds of a start that has two, and the first frame, which draws only the first
    /// page, waited for it (start to first frame 16 instead of 20 ms, bundled catalog). A
    /// catalog without a first page is read whole at once: nothing else would show.
    public func holdFullLoad() { fullLoadHeld = true }

    /// Lets the loads held by `holdFullLoad` read the rest. Safe to call more than once.
    public func releaseFullLoad() {
        fullLoadHeld = false
        let waiting = waitingForRelease
        waitingForRelease = []
        for continuation in waiting { continuation.resume() }
    }

    private func fullLoadReleased() async {
        guard fullLoadHeld else { return }
        await withCheckedContinuation { waitingForRelease.append($0) }
    }

    private func performLoad() async {
        phase = .loading(CatalogBuildProgress(phase: .checking))
        let (updates, continuation) = AsyncStream<CatalogBuildProgress>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let progressTask = Task { [weak self] in
            for await progress in updates { self?.phase = .loading(progress) }
        }
        defer { progressTask.cancel() }
        do {
            let page = await loadCatalog.firstPage { continuation.yield($0) }
            if !page.isEmpty {
                firstPage = page
                // The rest is read behind the first page: that is what the progress now stands for.
                continuation.yield(CatalogBuildProgress(phase: .reading))
                await fullLoadReleased()
            }
            let snapshot = try await loadCatalog.execute { continuation.yield($0) }
            continuation.yield(CatalogBuildProgress(phase: .indexing, total: snapshot.listings.count))
            let loadCatalog = self.loadCatalog
            // A stored index maps at once; a new one (the first start after a build) takes seconds
            // at a million rows, and the progress says how far it is.
            let (engine, isStored) = await Task.detached(priority: .userInitiated) {
                await loadCatalog.searchEngine(snapshot) { continuation.yield($0) }
            }.value
            continuation.finish()
            await progressTask.value
            listings = snapshot.listings
            revision += 1
            prefectures = snapshot.prefectures
            skippedRows = snapshot.skippedRows
            searchEngine = engine
            firstPage = []
            phase = .ready
            if !isStored {
                let loadCatalog = self.loadCatalog
                storingIndex = Task.detached(priority: .utility) { await loadCatalog.storeSearchEngine(engine) }
            }
        } catch {
            continuation.finish()
            await progressTask.value
            phase = .failed(error)
        }
    }

    /// The area with this id: found through the catalog's id table in O(1), not by scanning a
    /// catalog that may hold a million. Reading `listings` keeps a drawing that asked for one area
    /// observing the catalog.
    public func listing(_ id: FacilityID) -> FacilityListing? { listings.listing(id) }

    public func prefecture(code: String) -> Prefecture? { prefectures.first { $0.code == code } }
}

extension CatalogStore: DependencyKey {
    public nonisolated static let liveValue = CatalogStore()
    public nonisolated static var testValue: CatalogStore { CatalogStore() }
}

extension DependencyValues {
    public var catalogStore: CatalogStore {
        get { self[CatalogStore.self] }
        set { self[CatalogStore.self] = newValue }
    }
}
