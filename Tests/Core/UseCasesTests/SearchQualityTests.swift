import Dependencies
import Entities
import Foundation
import Repositories
import RepositoriesLive
import Testing
import UseCases

/// Issue 11 on the real bundled catalog, built through the live repository (aliases, readings and
/// prefecture names as the app has them).
@Suite struct SearchQualityTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func engine() async throws -> FacilitySearchEngine {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-quality-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let location = CatalogLocation(dataDirectory: data, sourceDirectory: root.appendingPathComponent("Resources"), isBundled: false)
        // The live repository reads the location when it is made: set it first, then make it.
        let snapshot = try await withDependencies { $0.catalogLocation = location } operation: {
            try await withDependencies { $0.catalogRepository = .liveValue } operation: {
                try await LoadCatalogUseCase.liveValue.execute { _ in }
            }
        }
        return FacilitySearchEngine(listings: snapshot.listings, prefectures: snapshot.prefectures)
    }

    func names(_ engine: FacilitySearchEngine, _ query: String, top: Int = 3) -> [String] {
        engine.run(SearchRequest(query: query)).rows.prefix(top).map {
            "\(engine.listings[$0.index].name) \(engine.listings[$0.index].prefectureName)"
        }
    }

    @Test func theQuerySetFindsEveryPlaceNearTheTop() async throws {
        let engine = try await Self.engine()
        let text = try String(contentsOf: Self.root.appendingPathComponent("bench/search-quality.csv"), encoding: .utf8)
        let cases = SearchQualityCase.parse(text)
        #expect(cases.count >= 52)
        for result in engine.evaluate(cases) {
            #expect(result.passes, "\(result.testCase.query): rank \(result.rank.map(String.init) ?? "none"), top \(result.top)")
        }
    }

    /// The exact reproductions from the issue.
    @Test func theReportedQueries() async throws {
        let engine = try await Self.engine()
        for query in ["草津温泉", "くさつおんせん", "kusatsu onsen", "草津"] {
            #expect(names(engine, query).first == "草津 群馬県", "\(query)")
        }
        #expect(names(engine, "登別温泉").first == "登別 北海道")
        #expect(names(engine, "銀山温泉").first == "銀山 山形県")
        #expect(names(engine, "箱根湯本").first == "湯本温泉 神奈川県")
        #expect(names(engine, "別府").first?.hasSuffix("大分県") == true)
        #expect(names(engine, "白浜").first == "白浜温泉 和歌山県")
        // Correct readings: the Japan Post and dictionary readings find these by kana and romaji.
        for (query, name) in [("かたしな", "片品"), ("おいがみ", "老神"), ("めまんべつ", "女満別"), ("katashina", "片品")] {
            #expect(names(engine, query, top: 5).contains { $0.hasPrefix(name) }, "\(query)")
        }
    }

    @Test func fuzzyRomajiNoLongerGivesFalseHits() async throws {
        let engine = try await Self.engine()
        #expect(!names(engine, "nyuto").contains { $0.hasPrefix("日光湯元") })
        #expect(!names(engine, "oita").contains { $0.hasPrefix("大石田") })
        let nyuto = engine.run(SearchRequest(query: "nyuto"))
        #expect(nyuto.rows.prefix(3).allSatisfy { $0.matchedField == .alias(index: 0) || $0.matchedField == .alias(index: 1) })
    }

    @Test func theFirstScreenLeadsWithDestinations() async throws {
        let engine = try await Self.engine()
        let first = engine.run(SearchRequest(query: "", limit: 20)).rows.map { engine.listings[$0.index] }
        #expect(first.allSatisfy { DestinationScore.of($0) >= 10 })
        #expect(!first.contains { $0.temperatureClass == .cold || $0.name.hasPrefix("(") })
    }
}
