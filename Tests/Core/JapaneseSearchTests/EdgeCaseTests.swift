import Foundation
import Testing
@testable import JapaneseSearch

@Suite struct EdgeCaseTests {
    @Test func emptyQueryReturnsEveryRecordInIdOrder() {
        let result = Fixtures.index.result(for: "")
        #expect(result.hits.map(\.id) == Array(0...10))
        #expect(result.totalMatchCount == Fixtures.records.count)
        #expect(Fixtures.index.search("", limit: 3).map(\.id) == [0, 1, 2])
        #expect(Fixtures.ids(" ・ ") == Array(0...10))
    }

    @Test func longQueryIsTruncatedWithoutStalling() {
        let query = String(repeating: "くさつ", count: 3_334)
        #expect(query.count > 10_000)
        let started = Date()
        let result = Fixtures.index.result(for: query)
        #expect(Date().timeIntervalSince(started) < 1)
        #expect(result.isQueryTruncated)
        #expect(result.query.count == SearchIndex.maxQueryLength)
        #expect(SearchIndex.maxQueryLength == 256)
        #expect(result.hits.isEmpty)
        #expect(!Fixtures.index.result(for: "くさつ").isQueryTruncated)
    }

    @Test func longRomajiQueryIsTruncatedToo() {
        let result = Fixtures.index.result(for: String(repeating: "k", count: 10_000))
        #expect(result.isQueryTruncated)
        #expect(result.hits.isEmpty)
    }

    @Test func controlCharactersInQueryAreIgnored() {
        let plain = Fixtures.index.search("くさつ")
        #expect(Fixtures.index.search("く\u{0007}さ\u{0000}つ\n") == plain)
        #expect(Fixtures.index.search("\u{001B}kusatsu\t") == Fixtures.index.search("kusatsu"))
        #expect(!plain.isEmpty)
    }

    @Test func limitEdgeValues() {
        #expect(Fixtures.index.search("温泉", limit: 0).isEmpty)
        #expect(Fixtures.index.search("温泉", limit: -5).isEmpty)
        #expect(Fixtures.index.search("温泉", limit: 1).count == 1)
        #expect(Fixtures.index.search("温泉", limit: 1000).count == Fixtures.index.search("温泉").count)
    }

    @Test func emptyIndexAndEmptyFields() {
        let empty = SearchIndex([])
        #expect(empty.search("くさつ").isEmpty)
        #expect(empty.search("").isEmpty)
        let sparse = SearchIndex([SearchRecord(id: 1, name: ""), SearchRecord(id: 2, name: "草津")])
        #expect(sparse.search("草").map(\.id) == [2])
        #expect(sparse.search("").map(\.id) == [1, 2])
    }

    @Test func duplicateIdsAreKeptInInputOrder() {
        let index = SearchIndex([SearchRecord(id: 1, name: "草津 A"), SearchRecord(id: 1, name: "草津 B")])
        #expect(index.search("草津").count == 2)
    }

    @Test func nonBMPCharacters() {
        let index = SearchIndex([SearchRecord(id: 1, name: "𠮷野温泉")])
        let hit = index.search("𠮷野").first
        // 温泉 is a generic suffix: 𠮷野 is the whole name.
        #expect(hit?.tier == .exact)
        #expect(hit?.ranges(in: "𠮷野温泉") == [0..<2])
        #expect(index.search("野温").first?.ranges(in: "𠮷野温泉") == [1..<3])
    }

    /// Searches of one index share its spare match buffers; one that starts while another holds
    /// them makes its own. Whatever the interleaving, each result is the one it gets alone, and a
    /// search never sees what the one before it marked.
    @Test func concurrentSearchesOfOneIndexGetWhatEachGetsAlone() async {
        let records = (0..<4_000).map { SearchRecord(id: $0, name: "湯\($0)の里", reading: "ゆ\($0)のさと", romaji: "Yu \($0) no sato") }
        let index = SearchIndex(records)
        let queries = ["湯", "ゆの", "sato", "1", "湯12", "zzzq", "のさと", "yu 3", "9の"]
        func summary(_ result: SearchResult) -> [Int] { [result.totalMatchCount] + result.hits.map(\.id) }
        let alone = queries.map { summary(index.result(for: $0, limit: 50)) }
        #expect(Set(alone.map { $0[0] }).count > 3)  // the queries match differently many
        let together = await withTaskGroup(of: (Int, [Int]).self) { group in
            for _ in 0..<6 {
                for (place, query) in queries.enumerated() {
                    group.addTask { (place, summary(index.result(for: query, limit: 50))) }
                }
            }
            return await group.reduce(into: [(Int, [Int])]()) { $0.append($1) }
        }
        #expect(together.count == queries.count * 6)
        #expect(together.allSatisfy { alone[$0.0] == $0.1 })
    }
}

@Suite struct IndexBuildProgressTests {
    @Test func aBuildReportsEveryStepAndTheEnd() {
        let count = SearchIndex.progressStep * 2 + 5
        let records = (0..<count).map { SearchRecord(id: $0, name: "湯\($0)") }
        var heard: [Int] = []
        let index = SearchIndex(records) { heard.append($0) }
        #expect(heard == [SearchIndex.progressStep, SearchIndex.progressStep * 2, count])
        #expect(index.count == count)
    }
}
