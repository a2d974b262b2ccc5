import Foundation
import Testing
@testable import DataStores

/// The catalog build writes each area's modified Hepburn name beside the file's own romaji, and the
/// listing rows carry the prefecture's and region's English names.
@Suite struct HepburnCatalogTests {
    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources")

    @Test func theFixtureCatalogStoresHepburnAndEnglishPlaceNames() async throws {
        let fixture = try CatalogFixture()
        defer { fixture.remove() }
        let database = try CatalogDatabase.open(dataDirectory: fixture.data, files: CatalogSourceFiles(directory: fixture.source))
        let rows = try await database.listings()
        #expect(rows.map(\.hepburn) == ["Kusatsu", "Beppu/Kannawa"])
        #expect(rows.map(\.prefectureRomaji) == ["Gunma", "Oita"])
        #expect(rows.map(\.regionNameEn) == ["Kanto", "Kyushu"])
        #expect(rows.map(\.romaji) == ["Kusatsu", "Beppu/Kannawa"])
    }

    /// Every one of the 4,610 bundled areas with a reading has a romanised name in plain ASCII: letters,
    /// spaces, apostrophes and hyphens, and the digits, parentheses and slashes its reading has
    /// (`Dai 2 Awashimayu`, `(Memanbetsumachi)`, `Beppu/Kannawa`), Latin letters as the reading has them.
    /// The one reading with an unprintable character (`しょうわか□`) and the one empty reading have none.
    @Test func everyBundledAreaWithAReadingHasAnASCIIName() async throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("yumeguri-hepburn-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let database = try CatalogDatabase.open(dataDirectory: scratch, files: CatalogSourceFiles(directory: Self.resources))
        let rows = try await database.listings()
        #expect(rows.count == 4_610)
        let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ '-")
        var unnamed: [String] = []
        for row in rows where !row.readingHira.isEmpty {
            if row.hepburn.isEmpty { unnamed.append(row.readingHira); continue }
            let extra = Set(row.readingHira.filter { "0123456789()/".contains($0) })
            let allowed = plain.union(extra)
            #expect(row.hepburn.allSatisfy { allowed.contains($0) }, "\(row.id) \(row.readingHira) → \(row.hepburn)")
            #expect(row.hepburn.first?.isUppercase == true || row.hepburn.first == "(", "\(row.id) \(row.hepburn)")
            #expect(!row.hepburn.contains("  ") && !row.hepburn.hasSuffix(" "), "\(row.id) \(row.hepburn)")
        }
        #expect(unnamed == ["しょうわか□"])
        #expect(rows.filter { $0.readingHira.isEmpty }.allSatisfy { $0.hepburn.isEmpty })
        let byID = Dictionary(rows.map { ($0.id, $0.hepburn) }, uniquingKeysWith: { first, _ in first })
        #expect(byID["aist-0006"] == "Ryukumoshiretoko Onsen")
        #expect(byID["aist-0710"] == "Kutchan (Asahi)")
        #expect(byID["aist-2075"] == "Chomeinoyu Shin'akakura")
    }
}
