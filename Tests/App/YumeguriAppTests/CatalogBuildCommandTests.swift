import Foundation
import GRDB
import Testing
import TestSupport

/// Issue 24: `yumeguri catalog build` makes the search index and the list's first page with the
/// catalog, so the start after it maps them instead of indexing every name (20 s at a million).
@Suite(.timeLimit(.minutes(5))) struct CatalogBuildCommandTests {
    @Test func aStartAfterCatalogBuildFindsTheIndexReady() throws {
        let directory = try PurchaseFaultTests.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        func yumeguri(_ arguments: [String], binary: String = TmuxSession.binary) throws -> Spawn.Result {
            try Spawn.run([binary] + arguments + ["--data-dir", directory.path])
        }
        // Twice: the first build, then a forced one, which drops the index with the catalog.
        for arguments in [["catalog", "build"], ["catalog", "build", "--force"]] {
            let built = try yumeguri(arguments)
            #expect(built.status == 0, "\(built.error)")
            #expect(built.output.contains("検索索引 "), "\(built.output)")

            var readOnly = Configuration()
            readOnly.readonly = true
            let firstPage = try DatabaseQueue(path: directory.appendingPathComponent("catalog.sqlite").path, configuration: readOnly)
                .read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM firstPage") }
            #expect(firstPage == 120, "the first frame draws the stored first page")
            // The same load a start makes: it reports whether it mapped the index or built it.
            let start = try yumeguri(["search", "--queries", "く", "--repeats", "1"], binary: TmuxSession.benchBinary)
            #expect(start.output.contains("索引をカタログから読み込み"), "\(start.output)")
        }
        let again = try yumeguri(["catalog", "build"])
        #expect(again.output.contains("最新です") && again.output.contains("検索索引は最新"), "\(again.output)")
    }
}
