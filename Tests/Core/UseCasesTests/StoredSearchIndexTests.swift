import DataStores
import Dependencies
import Entities
import Foundation
import JapaneseSearch
import Repositories
import RepositoriesLive
import Testing
@testable import UseCases

/// The live catalog keeps the search index it was given: the next load reads it instead of
/// building it, searches the same, and a catalog rebuilt for changed files starts without one.
@Suite struct StoredSearchIndexTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    func withLiveCatalog<T>(source: URL, data: URL, _ body: (LoadCatalogUseCase) async throws -> T) async throws -> T {
        let location = CatalogLocation(dataDirectory: data, sourceDirectory: source, isBundled: false)
        return try await withDependencies { $0.catalogLocation = location } operation: {
            try await withDependencies { $0.catalogRepository = .liveValue } operation: {
                try await body(LoadCatalogUseCase.liveValue)
            }
        }
    }

    @Test func theSecondLoadReadsTheStoredIndexAndAChangedCatalogDropsIt() async throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-stored-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let source = scratch.appendingPathComponent("source"), data = scratch.appendingPathComponent("data")
        try SyntheticCatalog.write(count: 2_000, to: source, basedOn: CatalogSourceFiles(directory: Self.root.appendingPathComponent("Resources")))

        let built = try await withLiveCatalog(source: source, data: data) { load in
            #expect(await load.firstPage { _ in }.isEmpty)
            #expect(try StoredIndexSearchUseCase.liveValue.execute("湯", 50) == nil)
            let snapshot = try await load.execute { _ in }
            let (engine, isStored) = await load.searchEngine(snapshot) { _ in }
            #expect(!isStored)
            await load.storeSearchEngine(engine)
            return engine
        }
        // A new process, as far as the repository knows: a fresh connection to the same files.
        let loaded = try await withLiveCatalog(source: source, data: data) { load in
            // The first page comes before the catalog is read, and is the list's own first page.
            let page = await load.firstPage { _ in }
            #expect(page.count == FacilitySearchEngine.firstPageSize)
            #expect(page.map(\.id) == built.firstPage)
            let snapshot = try await load.execute { _ in }
            let (engine, isStored) = await load.searchEngine(snapshot) { _ in }
            #expect(isStored)
            return engine
        }
        for query in ["", "湯", "やま", "yama", "kusa onsen", "群馬", "zzz"] {
            #expect(loaded.run(SearchRequest(query: query)).rows == built.run(SearchRequest(query: query)).rows, "'\(query)'")
        }
        // A process that searches once reads the stored index and only the hits it prints.
        try await withLiveCatalog(source: source, data: data) { _ in
            for query in ["", "湯", "やま", "yama", "kusa onsen", "群馬", "zzz"] {
                let full = built.run(SearchRequest(query: query))
                let hits = try #require(try StoredIndexSearchUseCase.liveValue.execute(query, 50))
                #expect(hits.listings.map(\.id) == full.rows.prefix(50).map { built.listings[$0.index].id }, "'\(query)'")
                #expect(zip(hits.rows, hits.listings).map { $0.highlight(in: $1) }
                        == full.rows.prefix(50).map { $0.highlight(in: built.listings[$0.index]) }, "'\(query)'")
                #expect(hits.totalCount == full.matchedCount)
            }
        }

        // A changed source file is still noticed: the catalog is rebuilt, and its index with it.
        let named = source.appendingPathComponent("onsen/aist_onsen_named.csv")
        let text = try String(contentsOf: named, encoding: .utf8)
        try text.replacingOccurrences(of: "温泉", with: "鉱泉").write(to: named, atomically: true, encoding: .utf8)
        try await withLiveCatalog(source: source, data: data) { load in
            #expect(await load.firstPage { _ in }.isEmpty)
            let snapshot = try await load.execute { _ in }
            #expect(snapshot.listings.contains { $0.name.hasSuffix("鉱泉") })
            #expect(!snapshot.listings.contains { $0.name.hasSuffix("温泉") })
            let (engine, isStored) = await load.searchEngine(snapshot) { _ in }
            #expect(!isStored)
            #expect(engine.run(SearchRequest(query: "温泉")).rows.isEmpty)
        }
    }

    /// The index file beside the catalog is derived data: cut short, changed, or written for
    /// another catalog, it is not used (no crash, no wrong rows) and the next store replaces it.
    @Test func aCutDamagedOrForeignIndexFileIsBuiltAgain() async throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-stored-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let source = scratch.appendingPathComponent("source"), data = scratch.appendingPathComponent("data")
        try SyntheticCatalog.write(count: 500, to: source, basedOn: CatalogSourceFiles(directory: Self.root.appendingPathComponent("Resources")))
        let key = FacilitySearchEngine.storedIndexKey

        /// Loads as a new process does; stores the index when it had to build it.
        func load() async throws -> (isStored: Bool, quickSearchFound: Bool, rows: [ResultRow]) {
            try await withLiveCatalog(source: source, data: data) { load in
                let quick = try StoredIndexSearchUseCase.liveValue.execute("yama", 20)
                let snapshot = try await load.execute { _ in }
                let (engine, isStored) = await load.searchEngine(snapshot) { _ in }
                if !isStored { await load.storeSearchEngine(engine) }
                return (isStored, quick != nil, engine.run(SearchRequest(query: "yama")).rows)
            }
        }
        let first = try await load()
        #expect(!first.isStored && !first.quickSearchFound)
        let file = try #require(try await withLiveCatalog(source: source, data: data) { _ in
            try await CatalogRepository.liveValue.searchIndexFile(key)
        })
        #expect(file.path.hasPrefix(data.path))
        let good = try Data(contentsOf: URL(fileURLWithPath: file.path))
        #expect(try await load() == (true, true, first.rows))

        let foreign = try SearchIndex([SearchRecord(id: 0, name: "山")]).encoded(identity: "search-0-0 another catalog")
        var changed = good
        changed[changed.count / 2] ^= 1
        for damage in [good.prefix(good.count / 2), changed, Data(foreign), Data()] {
            try damage.write(to: URL(fileURLWithPath: file.path))
            let reloaded = try await load()
            #expect(!reloaded.isStored && !reloaded.quickSearchFound)
            #expect(reloaded.rows == first.rows)
            // Stored again by that load: the next one maps it.
            #expect(try await load() == (true, true, first.rows))
        }
    }

    /// `yumeguri catalog build` makes the index and the first page: the start that follows maps
    /// the index and draws the page, and builds nothing (issue 24). Again after the catalog is
    /// rebuilt, which drops both.
    @Test func aStartAfterPreparingFindsTheIndexAndTheFirstPageReady() async throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-stored-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let source = scratch.appendingPathComponent("source"), data = scratch.appendingPathComponent("data")
        try SyntheticCatalog.write(count: 1_000, to: source, basedOn: CatalogSourceFiles(directory: Self.root.appendingPathComponent("Resources")))

        func prepare() async throws -> (PrepareSearchIndexUseCase.Outcome, [CatalogBuildProgress.Phase]) {
            try await withLiveCatalog(source: source, data: data) { load in
                try await withDependencies { $0.loadCatalog = load } operation: {
                    let phases = LockIsolated<[CatalogBuildProgress.Phase]>([])
                    let outcome = try await PrepareSearchIndexUseCase.liveValue.execute { step in
                        phases.withValue { if $0.last != step.phase { $0.append(step.phase) } }
                    }
                    return (outcome, phases.value)
                }
            }
        }
        /// What a start reads: the first page before the catalog, then the index.
        func start() async throws -> (page: [FacilityID], isStored: Bool) {
            try await withLiveCatalog(source: source, data: data) { load in
                let page = await load.firstPage { _ in }.map(\.id)
                let (_, isStored) = await load.searchEngine(try await load.execute { _ in }) { _ in }
                return (page, isStored)
            }
        }

        let (outcome, phases) = try await prepare()
        #expect(outcome == .built)
        #expect(phases.contains(.indexing), "the build's progress covers the index")
        let ready = try await start()
        #expect(ready.isStored)
        #expect(ready.page.count == FacilitySearchEngine.firstPageSize)
        #expect(try await prepare().0 == .alreadyStored)

        // A forced rebuild drops both (ForcedRebuildTests); preparing makes both again.
        _ = try CatalogDatabase.open(dataDirectory: data, files: CatalogSourceFiles(directory: source),
                                     fileName: CatalogDatabase.defaultFileName(for: CatalogSourceFiles(directory: source), bundled: false), rebuild: true)
        let dropped = try await withLiveCatalog(source: source, data: data) { load in await load.firstPage { _ in } }
        #expect(dropped.isEmpty)
        #expect(try await prepare().0 == .built)
        #expect(try await start() == ready)
    }
}
