import DataStores
import Dependencies
import Entities
import Foundation
@testable import JapaneseSearch
import Repositories
import RepositoriesLive
import Testing
@testable import UseCases

/// The indexed search (posting lists, only touched records collected) against matching every
/// record one by one, on the real bundled catalog and on a synthetic one, keystroke by keystroke.
@Suite struct SearchIndexEquivalenceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Kanji, kana, romaji (whole and half-typed), prefecture and region names, aliases, fuzzy
    /// subsequences, long vowels, and queries nothing matches.
    static let typed = [
        "草津温泉", "くさつおんせん", "kusatsu onsen", "dougo", "dōgo", "beppu", "hakone yumoto", "群馬", "ぐんま",
        "gunma", "kanto", "kyushu", "nyuto", "yunomine", "のゆ", "湯", "ゆ", "yu", "x", "kkk", "onsn", "ｸｻﾂ",
        "鉱泉", "kousen", "shirakawa", "matsuyama", "zzzz", "ヴ", "湯の", "北海道", "naka", "ノボリベツ",
    ]

    static func engine(source: URL) async throws -> FacilitySearchEngine {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-equivalence-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let location = CatalogLocation(dataDirectory: data, sourceDirectory: source, isBundled: false)
        let snapshot = try await withDependencies { $0.catalogLocation = location } operation: {
            try await withDependencies { $0.catalogRepository = .liveValue } operation: {
                try await LoadCatalogUseCase.liveValue.execute { _ in }
            }
        }
        return FacilitySearchEngine(listings: snapshot.listings, prefectures: snapshot.prefectures)
    }

    /// Keystroke by keystroke, without a limit (every hit compared) and, for whole words, with the
    /// first page's limit. On its own thread: minutes of CPU on the test pool's few threads would
    /// starve every other suite's async tests.
    func expectEquivalent(_ index: SearchIndex, catalog: String) async {
        let mismatches = await onOwnThread { () -> (mismatches: [String], compared: Int, zeroHits: Int) in
            var mismatches: [String] = [], compared = 0, zeroHits = 0
            for word in Self.typed {
                for length in 1...word.count {
                    let query = String(word.prefix(length))
                    for limit in (length == word.count ? [nil, 50] : [nil]) as [Int?] {
                        let indexed = index.result(for: query, limit: limit)
                        let scanned = index.resultScanningEveryRecord(for: query, limit: limit)
                        if indexed.hits != scanned.hits || indexed.totalMatchCount != scanned.totalMatchCount {
                            mismatches.append("'\(query)' limit \(limit.map(String.init) ?? "none"): "
                                              + "\(indexed.totalMatchCount) indexed, \(scanned.totalMatchCount) scanned")
                        }
                        compared += 1
                        if scanned.totalMatchCount == 0 { zeroHits += 1 }
                    }
                }
            }
            return (mismatches, compared, zeroHits)
        }
        #expect(mismatches.mismatches.isEmpty, "\(catalog): \(mismatches.mismatches.prefix(10))")
        // The set must exercise both sides of the comparison: hits and no hits.
        #expect(mismatches.compared > 150)
        #expect(mismatches.zeroHits > 0)
        await expectOneCharacterQueriesEquivalent(index, catalog: catalog)
    }

    /// Every letter (lower, upper, full width) and common kana and kanji, at limits around the
    /// depth of the answers the index keeps for them; some must actually be answered from those.
    func expectOneCharacterQueriesEquivalent(_ index: SearchIndex, catalog: String) async {
        let depth = PrecomputedAnswers.Policy.standard(recordCount: index.count).depth
        let letters = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { String(UnicodeScalar($0)) }
        let queries = letters + letters.map { $0.uppercased() } + ["Ｋ", "ｙ", "く", "ク", "ｸ", "お", "ん", "の", "温", "泉", "湯"]
        let (mismatches, answered) = await onOwnThread { () -> ([String], Int) in
            var mismatches: [String] = [], answered = 0
            for query in queries {
                if index.precomputedResult(PreparedQuery(query), limit: 300) != nil { answered += 1 }
                for limit in [1, 300, depth, depth + 1] {
                    let indexed = index.result(for: query, limit: limit)
                    let scanned = index.resultScanningEveryRecord(for: query, limit: limit)
                    if indexed.hits != scanned.hits || indexed.totalMatchCount != scanned.totalMatchCount {
                        mismatches.append("'\(query)' limit \(limit)")
                    }
                }
            }
            return (mismatches, answered)
        }
        #expect(mismatches.isEmpty, "\(catalog): \(mismatches.prefix(10))")
        #expect(answered > 10, "\(catalog): one-character queries answered from kept hits")
    }

    /// Typing as the search screen does, each keystroke refining the outcome of the one before,
    /// gives the rows and counts of a fresh search; some keystrokes must really be refined.
    func expectRefinedTypingEquivalent(_ engine: FacilitySearchEngine, catalog: String) async {
        let (mismatches, refined) = await onOwnThread { () -> ([String], Int) in
            var mismatches: [String] = [], refined = 0
            for word in Self.typed {
                var shown: SearchOutcome?
                for length in 1...word.count {
                    let request = SearchRequest(query: String(word.prefix(length)), limit: 300)
                    if let matched = shown?.indexResult?.matchedRecords,
                       matched.count <= engine.index.count / SearchIndex.refinementWalkDivisor { refined += 1 }
                    let typed = engine.run(request, refining: shown)
                    let fresh = engine.run(request)
                    if typed.rows != fresh.rows || typed.matchedCount != fresh.matchedCount {
                        mismatches.append("'\(request.query)'")
                    }
                    shown = typed
                }
            }
            return (mismatches, refined)
        }
        #expect(mismatches.isEmpty, "\(catalog): \(mismatches.prefix(10))")
        #expect(refined > 20, "\(catalog): keystrokes refined")
    }

    private func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: work()) }.start()
        }
    }

    @Test func bundledCatalog() async throws {
        let engine = try await Self.engine(source: Self.root.appendingPathComponent("Resources"))
        #expect(engine.listings.count > 4000)
        await expectEquivalent(engine.index, catalog: "bundled")
        await expectRefinedTypingEquivalent(engine, catalog: "bundled")
    }

    @Test func syntheticCatalog() async throws {
        let synthetic = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-synth-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: synthetic) }
        try SyntheticCatalog.write(count: 5_000, to: synthetic,
                                   basedOn: CatalogSourceFiles(directory: Self.root.appendingPathComponent("Resources")))
        let engine = try await Self.engine(source: synthetic)
        #expect(engine.listings.count == 5_000)
        await expectEquivalent(engine.index, catalog: "synthetic")
        await expectRefinedTypingEquivalent(engine, catalog: "synthetic")
    }
}
