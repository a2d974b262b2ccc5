import Entities
import Foundation
import GRDB
import Testing
@testable import DataStores

/// The search index file lives beside its catalog, carries the catalog's fingerprint in its
/// identity, and index files of other format keys are cleared away when an index is stored.
@Suite struct SearchIndexFileTests {
    @Test func theFileIsNamedAfterItsCatalogAndOthersOfItsKeysAreRemoved() async throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        let database = try CatalogDatabase.open(dataDirectory: fixture.data, files: CatalogSourceFiles(directory: fixture.source))
        let file = try database.searchIndexFile(key: "search-3-1")
        #expect(file.path == fixture.data.appendingPathComponent("catalog.search-3-1.index").path)
        let fingerprint = try #require(try database.meta("fingerprint"))
        #expect(file.identity == "search-3-1 \(fingerprint)")
        // Another key names another file and another identity.
        #expect(try database.searchIndexFile(key: "search-4-1").identity != file.identity)

        let manager = FileManager.default
        for name in ["catalog.search-2-1.index", "catalog.search-3-1.index", "catalog-other.search-2-1.index", "notes.index",
                     "catalog.search-3-1.index.123.456.tmp"] {
            #expect(manager.createFile(atPath: fixture.data.appendingPathComponent(name).path, contents: Data([1])))
        }
        try database.storeFirstPage(["aist-2711"], key: "search-3-1")
        let left = try manager.contentsOfDirectory(atPath: fixture.data.path).filter { $0.contains(".index") }.sorted()
        // Only this catalog's files of other keys go; another catalog's, and a write in progress, stay.
        #expect(left == ["catalog-other.search-2-1.index", "catalog.search-3-1.index", "catalog.search-3-1.index.123.456.tmp",
                         "notes.index"])
        #expect(try await database.firstPage(key: "search-3-1").map(\.0.id) == ["aist-2711"])
    }

    /// The first page and a stored index's hits bring each area's aliases, in file order, as the
    /// whole catalog's read does (all read the columns by position; GRDB's decoder is the reference).
    @Test func theFirstPageAndStoredHitsCarryEachAreasAliasesInOrder() async throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        try fixture.write(CatalogSourceFiles.aliasesPath, """
            alias,alias_reading,named_ids
            草津温泉,くさつおんせん,aist-2711
            別府温泉,べっぷおんせん,aist-7154
            くさつ湯畑,くさつゆばたけ,aist-2711
            """)
        let database = try CatalogDatabase.open(dataDirectory: fixture.data, files: CatalogSourceFiles(directory: fixture.source))
        try database.storeFirstPage(["aist-7154", "aist-2711"], key: "search-4-1")
        let page = try await database.firstPage(key: "search-4-1")
        #expect(page.map(\.0.id) == ["aist-7154", "aist-2711"])
        #expect(page.map { $0.1.map(\.alias) } == [["別府温泉"], ["草津温泉", "くさつ湯畑"]])
        // A page stored longer than asked for (by an earlier version) gives its first rows only,
        // with their aliases and no others.
        let first = try await database.firstPage(key: "search-4-1", limit: 1)
        #expect(first.map(\.0.id) == ["aist-7154"])
        #expect(first.map { $0.1.map(\.alias) } == [["別府温泉"]])
        let all = try await database.aliases()
        #expect(page.allSatisfy { all[$0.0.id] == $0.1 })
        let reference = try await DatabaseQueue(path: database.path).read { db in
            try FacilityAliasRecord.order(Column("position")).fetchAll(db)
        }
        #expect(Dictionary(grouping: reference, by: \.facilityId) == all)
        // A key nothing was stored under has no first page.
        #expect(try await database.firstPage(key: "search-9-9").isEmpty)
        // The rows a stored index's hits name (places in catalog order), in the order asked, with
        // their aliases; a place past the end is no answer at all.
        let hits = try #require(try database.listings(at: [1, 0]))
        #expect(hits.map(\.0.id) == ["aist-7154", "aist-2711"])
        #expect(hits.map { $0.1.map(\.alias) } == [["別府温泉"], ["草津温泉", "くさつ湯畑"]])
        #expect(try database.listings(at: [0, 2]) == nil)
    }
}
