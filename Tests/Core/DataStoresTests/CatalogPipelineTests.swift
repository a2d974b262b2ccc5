import Entities
import Foundation
import Testing
@testable import DataStores

@Suite struct CatalogPipelineTests {
    private static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources")

    private static func synthetic(_ count: Int) throws -> (root: URL, files: CatalogSourceFiles) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-pipeline-\(UUID().uuidString)")
        let source = root.appendingPathComponent("source")
        try SyntheticCatalog.write(count: count, to: source, basedOn: CatalogSourceFiles(directory: resources))
        return (root, CatalogSourceFiles(directory: source))
    }

    /// Many more rows than the channel holds at once: the database built on two threads holds
    /// what the import read in memory on one, in the same order.
    @Test func theBuiltCatalogHoldsWhatTheImportReads() async throws {
        let (root, files) = try Self.synthetic(CatalogPipeline.batchSize * CatalogPipeline.depth * 2 + 7)
        defer { try? FileManager.default.removeItem(at: root) }
        let read = try CatalogImport.read(files)
        let database = try CatalogDatabase.open(dataDirectory: root.appendingPathComponent("data"), files: files)
        #expect(try await database.listings().map(\.id) == read.facilities.map(\.id))
        #expect(database.skippedRows().count == read.skipped.count)
        for place in [0, CatalogPipeline.batchSize, read.facilities.count - 1] {
            let expected = read.facilities[place]
            let bundle = try #require(try await database.facility(id: expected.id))
            #expect(bundle.facility == expected)
            let members = read.members.filter { $0.facilityId == expected.id }.map(\.areaId)
            #expect(bundle.members.map(\.id) == members)
        }
    }

    /// When storing fails (a full disk), the failure is what the build throws, and the reading
    /// thread, waiting for room in the channel, stops instead of hanging the build.
    @Test func aFailingStoreStopsTheReader() throws {
        let (root, files) = try Self.synthetic(CatalogPipeline.batchSize * CatalogPipeline.depth * 3)
        defer { try? FileManager.default.removeItem(at: root) }
        var store = FailingStore(failAt: 100)
        #expect(throws: CatalogError.database("disk full")) { try CatalogPipeline.run(files, into: &store) }
        #expect(store.areas == 100)
    }
}

/// Takes rows until the `failAt`th area, then fails as a full disk would.
private struct FailingStore: CatalogStore {
    let failAt: Int
    var areas = 0

    mutating func addReference(regions: [RegionRecord], prefectures: [PrefectureRecord], capitals: [CapitalRecord]) {}
    mutating func addArea(_ record: SourceAreaRecord) throws(CatalogError) -> Bool {
        guard areas < failAt else { throw .database("disk full") }
        areas += 1
        return true
    }
    func containsArea(_ id: String) -> Bool { true }
    func addFacility(_ record: FacilityRecord, members: [String]) -> Bool { true }
    func containsFacility(_ id: String) -> Bool { true }
    func addAlias(facilityId: String, alias: String, reading: String) {}
    func skip(_ problem: CatalogError) {}
    func namedRowsRead(_ rows: Int, bytesRead: Int, totalBytes: Int) {}
}
