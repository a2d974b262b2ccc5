import Foundation
import Testing
@testable import JapaneseSearch

/// An index written to a file and mapped back searches exactly as the one that was built; a file
/// that is cut short, changed, of another format or written for another catalog is refused
/// rather than trusted by the hot loops.
@Suite struct StoredIndexTests {
    static let built = RefinementTests.index
    static let queries = RefinementTests.typedWords + ["", "zzz", "湯", "ku", "ぐんま", "kusatsu onsen", "gunma"]

    func expectSameSearches(_ loaded: SearchIndex) {
        #expect(loaded.count == Self.built.count)
        for word in Self.queries {
            for length in 0...word.count {
                let query = String(word.prefix(length))
                #expect(loaded.search(query) == Self.built.search(query), "'\(query)'")
                #expect(loaded.search(query, limit: 5) == Self.built.search(query, limit: 5), "'\(query)' limit 5")
            }
        }
    }

    func withScratchFile(_ body: (String) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-index-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory.appendingPathComponent("catalog.search.index").path)
    }

    @Test func bytesReadBackSearchAsTheBuiltIndex() throws {
        expectSameSearches(try SearchIndex(encoded: try Self.built.encoded(identity: "a"), identity: "a"))
    }

    @Test func aFileMapsBackAndSearchesAsTheBuiltIndex() throws {
        try withScratchFile { path in
            try Self.built.write(toFile: path, identity: "catalog 1")
            let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
            #expect(size % 64 == 0)
            // Written beside its final name and renamed: nothing else is left in the folder.
            let folder = (path as NSString).deletingLastPathComponent
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["catalog.search.index"])
            expectSameSearches(try SearchIndex(contentsOfFile: path, identity: "catalog 1"))
            expectSameSearches(try SearchIndex(contentsOfFile: path, identity: "catalog 1", inMemory: true))
            // A second write replaces the first.
            try SearchIndex([SearchRecord(id: 7, name: "草津", reading: "くさつ")]).write(toFile: path, identity: "catalog 1")
            #expect(try SearchIndex(contentsOfFile: path, identity: "catalog 1").search("くさつ").map(\.id) == [7])
        }
    }

    @Test func anEmptyIndexRoundTrips() throws {
        let empty = try SearchIndex(encoded: try SearchIndex([]).encoded())
        #expect(empty.count == 0)
        #expect(empty.search("湯").isEmpty)
        #expect(empty.search("").isEmpty)
    }

    @Test func aFileFromAnotherCatalogIsRefused() throws {
        try withScratchFile { path in
            try Self.built.write(toFile: path, identity: "search-2-1 fingerprint-a")
            #expect(throws: SearchIndexDecodingError.foreign) {
                try SearchIndex(contentsOfFile: path, identity: "search-2-1 fingerprint-b")
            }
        }
    }

    @Test func aMissingFileIsRefused() throws {
        try withScratchFile { path in
            #expect(throws: SearchIndexDecodingError.missing) { try SearchIndex(contentsOfFile: path, identity: "") }
        }
    }

    /// Read in pieces (a one-off search) or mapped whole and checked in the mapping (the app).
    @Test(arguments: [false, true]) func aCutOrChangedFileIsRefused(inMemory: Bool) throws {
        let bytes = try Self.built.encoded(identity: "c")
        func refusal(_ changed: [UInt8]) -> SearchIndexDecodingError? {
            var result: SearchIndexDecodingError?
            try? withScratchFile { path in
                #expect(FileManager.default.createFile(atPath: path, contents: Data(changed)))
                do throws(SearchIndexDecodingError) {
                    _ = try SearchIndex(contentsOfFile: path, identity: "c", inMemory: inMemory)
                } catch {
                    result = error
                }
            }
            return result
        }
        #expect(refusal(bytes) == nil)
        #expect(refusal(Array(bytes.prefix(bytes.count / 2))) == .truncated)
        #expect(refusal(Array(bytes.prefix(100))) == .truncated)
        #expect(refusal([]) == .truncated)
        #expect(refusal(bytes + [0]) == .inconsistent)
        #expect(refusal([0, 1, 2, 3] + Array(bytes.dropFirst(4))) == .wrongFormat)
        // One changed byte anywhere after the header: in the section table, in an array, at the end.
        for offset in [IndexImage.headerSize + 9, bytes.count / 3, bytes.count / 2 + 1, bytes.count - 1] {
            var damaged = bytes
            damaged[offset] ^= 0x40
            #expect(refusal(damaged) == .damaged, "byte \(offset)")
        }
    }

    @Test func aSectionTableThatDoesNotFitIsRefusedEvenWithAValidChecksum() throws {
        // An index with one section too few, correctly summed: what a layout bug would write.
        var writer = IndexImage.Writer()
        writer.append([1, 2, 3] as [Int])
        let bytes = try writer.finish().bytes(identity: "")
        #expect(throws: SearchIndexDecodingError.inconsistent) { try SearchIndex(encoded: bytes) }
    }
}
