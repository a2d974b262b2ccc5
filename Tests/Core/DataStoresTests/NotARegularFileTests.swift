import Entities
import Foundation
import Testing
@testable import DataStores

/// Issue 34.10: a FIFO named catalog.sqlite made `rallies` (every catalog open) hang; it is
/// refused with what it is, and left where it is (never replaced by a build).
@Suite struct NotARegularFileTests {
    @Test func aFIFOAsTheCatalogIsRefusedAndKept() throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        try FileManager.default.createDirectory(at: fixture.data, withIntermediateDirectories: true)
        let path = fixture.data.appendingPathComponent("catalog.sqlite").path
        #expect(mkfifo(path, 0o600) == 0)
        do {
            _ = try CatalogDatabase.open(dataDirectory: fixture.data, files: CatalogSourceFiles(directory: fixture.source))
            Issue.record("a FIFO was opened as the catalog")
        } catch {
            #expect(error.description.contains("is a FIFO (named pipe), not a regular file"), "\(error)")
        }
        #expect(RegularFile.examine(path) == .notRegular(kind: "a FIFO (named pipe)"))
    }

    @Test func theIssuedCodeCountNeverOpensAFIFO() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fifo-user-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("user.sqlite").path
        #expect(mkfifo(path, 0o600) == 0)
        #expect(UserDatabaseCheck.issuedCodeCount(path: path) == nil)
    }
}
