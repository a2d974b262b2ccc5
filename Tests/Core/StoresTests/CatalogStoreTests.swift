import Dependencies
import Entities
@testable import Stores
import Testing
import TestSupport
import UseCases

@MainActor
@Suite struct CatalogStoreTests {
    static func listing(_ id: String, _ name: String) -> FacilityListing {
        FacilityListing(
            id: FacilityID(id), name: name, reading: "", romaji: "", prefectureCode: "10", prefectureName: "群馬県",
            regionName: "関東", coordinate: Coordinate(latitude: 36.6, longitude: 138.6), maxTemperature: nil, ph: nil,
            springType: nil, sourceCount: 1)
    }

    @Test func findsEveryAreaByIdAndNothingElse() async {
        var listings = (0..<2_000).map { Self.listing(String(format: "aist-%04d", $0), "湯\($0)") }
        // A catalog that repeats an id keeps the first, as the list shows it.
        listings.append(Self.listing("aist-0007", "二番目"))
        let store = withDependencies { $0.loadCatalog = .returning(listings) } operation: { CatalogStore() }
        #expect(store.listing(FacilityID("aist-0007")) == nil)
        await store.load()
        for index in [0, 7, 1_234, 1_999] {
            #expect(store.listing(listings[index].id) == listings[index])
        }
        #expect(store.listing(FacilityID("aist-0007"))?.name == "湯7")
        #expect(store.listing(FacilityID("aist-9999")) == nil)
    }

    /// Held (as the app holds it until its first frame), a load reads the first page and stops
    /// there; released, it reads the rest.
    @Test func aHeldLoadReadsTheFirstPageAndTheRestOnlyOnceReleased() async {
        let listings = (0..<3).map { Self.listing("aist-000\($0)", "湯\($0)") }
        let reads = LockIsolated(0)
        let load = LoadCatalogUseCase { _ throws(CatalogError) in
            reads.withValue { $0 += 1 }
            return CatalogSnapshot(listings: listings)
        } firstPage: { _ in Array(listings.prefix(2)) }
        let store = withDependencies { $0.loadCatalog = load } operation: { CatalogStore() }
        store.holdFullLoad()
        let loading = Task { await store.load() }
        // The first page is set and the load parked in the same turn of the main actor; the
        // progress it reported reaches `phase` through its own task.
        await waitUntil { store.firstPage.count == 2 }
        await waitUntil { store.phase == .loading(CatalogBuildProgress(phase: .reading)) }
        #expect(reads.value == 0)
        store.releaseFullLoad()
        await loading.value
        #expect(reads.value == 1)
        #expect(store.phase == .ready)
        #expect(store.listings.count == 3)
    }

    /// Without a stored first page nothing could show until the whole catalog is read: the hold
    /// does not apply.
    @Test func aCatalogWithoutAFirstPageIsReadAtOnceThoughHeld() async {
        let listings = (0..<3).map { Self.listing("aist-000\($0)", "湯\($0)") }
        let store = withDependencies { $0.loadCatalog = .returning(listings) } operation: { CatalogStore() }
        store.holdFullLoad()
        await store.load()
        #expect(store.phase == .ready)
        #expect(store.listings.count == 3)
    }

    @Test func aBuiltIndexIsStoredWithoutHoldingUpTheLoad() async {
        let listings = (0..<3).map { Self.listing("aist-000\($0)", "湯\($0)") }
        // The write is held at a gate: the load must finish without it.
        let (gate, open) = AsyncStream<Void>.makeStream()
        let (stored, storedContinuation) = AsyncStream<Int>.makeStream()
        let load = LoadCatalogUseCase { _ throws(CatalogError) in
            CatalogSnapshot(listings: listings)
        } storeSearchEngine: { engine in
            for await _ in gate { break }
            storedContinuation.yield(engine.listings.count)
        }
        let store = withDependencies { $0.loadCatalog = load } operation: { CatalogStore() }
        await store.load()
        #expect(store.phase == .ready)
        #expect(store.searchEngine?.listings.count == 3)
        open.yield()
        var written = stored.makeAsyncIterator()
        #expect(await written.next() == 3)
    }

    @Test func aBuildingIndexShowsHowFarItHasCome() async {
        let listings = (0..<3).map { Self.listing("aist-000\($0)", "湯\($0)") }
        // The build reports one row done, then waits at a gate: the store must show that much.
        let (gate, open) = AsyncStream<Void>.makeStream()
        let load = LoadCatalogUseCase { _ throws(CatalogError) in
            CatalogSnapshot(listings: listings)
        } searchEngine: { snapshot, progress in
            progress(CatalogBuildProgress(phase: .indexing, completed: 1, total: 3))
            for await _ in gate { break }
            return (FacilitySearchEngine(listings: snapshot.listings, prefectures: []), true)
        }
        let store = withDependencies { $0.loadCatalog = load } operation: { CatalogStore() }
        let loading = Task { await store.load() }
        await waitUntil { store.phase == .loading(CatalogBuildProgress(phase: .indexing, completed: 1, total: 3)) }
        #expect(store.searchEngine == nil)
        open.yield()
        await loading.value
        #expect(store.phase == .ready)
    }

    @Test func anIndexReadFromTheCatalogIsNotWrittenAgain() async {
        let listings = (0..<3).map { Self.listing("aist-000\($0)", "湯\($0)") }
        let load = LoadCatalogUseCase { _ throws(CatalogError) in
            CatalogSnapshot(listings: listings)
        } searchEngine: { snapshot, _ in
            (FacilitySearchEngine(listings: snapshot.listings, prefectures: []), true)
        } storeSearchEngine: { _ in
            Issue.record("a stored index was written again")
        }
        let store = withDependencies { $0.loadCatalog = load } operation: { CatalogStore() }
        await store.load()
        #expect(store.phase == .ready)
        #expect(store.storingIndex == nil)
    }
}
