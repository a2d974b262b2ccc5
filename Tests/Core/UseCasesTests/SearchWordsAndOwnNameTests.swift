import Dependencies
import Entities
import Foundation
import Repositories
import RepositoriesLive
import Testing
@testable import UseCases

/// Issue 22, items 5 and 6, on the real bundled catalog with the rally tiers the app ranks by.
@Suite struct SearchWordsAndOwnNameTests {
    static func engine() async throws -> FacilitySearchEngine {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-words-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let location = CatalogLocation(dataDirectory: data, sourceDirectory: SearchQualityTests.root.appendingPathComponent("Resources"),
                                       isBundled: false)
        let snapshot = try await withDependencies { $0.catalogLocation = location } operation: {
            try await withDependencies { $0.catalogRepository = .liveValue } operation: {
                try await LoadCatalogUseCase.liveValue.execute { _ in }
            }
        }
        #expect(!snapshot.rallyTiers.isEmpty)
        return FacilitySearchEngine(listings: snapshot.listings, prefectures: snapshot.prefectures, rallyTiers: snapshot.rallyTiers)
    }

    func ids(_ engine: FacilitySearchEngine, _ query: String) -> [FacilityID] {
        engine.run(SearchRequest(query: query)).rows.map { engine.listings.id(at: $0.index) }
    }

    /// Item 5: when the query is an area's own name, no area that matched only through an alias
    /// (a group's name such as 奥飛騨温泉郷 or 別府八湯, which scores for having an alias and a
    /// rally tier) comes before it. Every name of the catalog is tried.
    @Test func anOwnNameIsNeverRankedBelowAnAliasOnlyMatch() async throws {
        let engine = try await Self.engine()
        let names = Set(engine.listings.indices.map { engine.listings.name(at: $0) })
        var checked = 0
        for name in names.sorted() {
            let rows = engine.run(SearchRequest(query: name)).rows
            let ownExact = rows.indices.filter { index in
                guard let match = rows[index].match, match.tier == .exact else { return false }
                return [.name, .reading, .romaji].contains(rows[index].matchedField)
            }
            let aliasOnly = rows.indices.filter { if case .alias? = rows[$0].matchedField { true } else { false } }
            guard let lastOwn = ownExact.last, let firstAlias = aliasOnly.first else { continue }
            checked += 1
            #expect(lastOwn < firstAlias, "\(name): own name at \(lastOwn + 1), alias-only match at \(firstAlias + 1)")
        }
        // Names that an alias also matches: 平湯 (奥飛騨温泉郷's 平湯温泉), 鉄輪 …
        #expect(checked > 10)
    }

    /// Item 6: every word must match some field of the area (name, alias, prefecture or spring
    /// type), in kanji, kana and romaji, and the area it means comes first.
    @Test func severalWordsEachMatchAField() async throws {
        let engine = try await Self.engine()
        let kusatsuGunma = FacilityID("aist-2711"), hirayu = FacilityID("aist-5132")
        // name + prefecture
        for query in ["草津 群馬", "kusatsu gunma", "くさつ ぐんま", "草津温泉 群馬県", "群馬　草津"] {
            let found = ids(engine, query)
            #expect(found.first == kusatsuGunma, "\(query): \(found.prefix(3))")
            #expect(found.allSatisfy { engine.listings.listing($0)?.prefectureName == "群馬県" }, "\(query)")
        }
        // alias + name
        for query in ["奥飛騨 平湯", "おくひだ ひらゆ", "okuhida hirayu", "平湯 奥飛騨温泉郷"] {
            #expect(ids(engine, query).first == hirayu, "\(query): \(ids(engine, query).prefix(3))")
        }
        // name + spring category: 群馬's 草津 is 酸性, 青森's (aist-1196) 単純
        for query in ["酸性 草津", "さんせい くさつ", "sansei kusatsu", "草津 酸性泉"] {
            let found = ids(engine, query)
            #expect(found.first == kusatsuGunma, "\(query): \(found.prefix(3))")
            #expect(!found.contains(FacilityID("aist-1196")), "\(query)")
        }
        #expect(ids(engine, "単純 くさつ").first == FacilityID("aist-1196"))
        // A generic word still belongs to the name, and a word that matches nothing empties the list.
        #expect(ids(engine, "kusatsu onsen").first == kusatsuGunma)
        #expect(ids(engine, "草津 大分").isEmpty)
    }
}
