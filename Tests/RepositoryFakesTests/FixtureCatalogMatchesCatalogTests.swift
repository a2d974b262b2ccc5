import Entities
import Foundation
import RepositoryFakes
import Testing

/// The shared fixture rows are the catalog's: each listing as Resources/onsen/aist_onsen_named.csv
/// has it (the file the app's catalog is built from), 日本三名泉 and 別府八湯 with the rally file's
/// members, the prefectures as Resources/prefectures has them. A fixture that drifts from the data (a reading, a position, a source count) fails
/// here instead of showing up as a snapshot no one can explain.
@Suite struct FixtureCatalogMatchesCatalogTests {
    static let onsen = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources/onsen")

    /// The rows of `file` whose first field is in `keys`, by that field, each as column → value.
    /// These rows quote nothing before the columns read here, so a split on commas reads them (a
    /// quoted comma earlier would shift the columns and fail the comparison, not pass it).
    static func rows(of file: String, keys: Set<String>) throws -> [String: [[String: String]]] {
        let lines = try String(contentsOf: onsen.appendingPathComponent(file), encoding: .utf8).split(whereSeparator: \.isNewline)
        let header = (lines.first ?? "").split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        var found: [String: [[String: String]]] = [:]
        for line in lines.dropFirst() {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard let key = fields.first, keys.contains(key) else { continue }
            found[key, default: []].append(Dictionary(uniqueKeysWithValues: zip(header, fields)))
        }
        return found
    }

    @Test(arguments: FixtureCatalog.listings) func eachListingIsTheCatalogsRow(_ listing: FacilityListing) throws {
        let row = try #require(try Self.rows(of: "aist_onsen_named.csv", keys: [listing.id.rawValue])[listing.id.rawValue]?.first,
                               "\(listing.id) is not in the catalog")
        #expect(listing.name == row["onsen_name"])
        #expect(listing.prefectureCode == row["pref_code"] && listing.prefectureName == row["prefecture"])
        #expect(listing.reading == row["reading_hira"] && listing.romaji == row["romaji"])
        #expect(listing.readingSource.rawValue == row["reading_source"])
        #expect(listing.coordinate == Coordinate(latitude: Double(row["lat"] ?? "") ?? .nan, longitude: Double(row["lng"] ?? "") ?? .nan))
        #expect(listing.sourceCount == Int(row["n_sources"] ?? ""))
        #expect(listing.maxTemperature == Double(row["max_temp_c"] ?? ""))
        #expect(listing.ph == Double(row["ph"] ?? ""))
        #expect(listing.springType == row["senshitsu"].flatMap { $0.isEmpty ? nil : $0 })
    }

    @Test func theRalliesHaveTheRallyFilesMembers() throws {
        let members = try Self.rows(of: "rally_members.csv", keys: ["sanmeisen", "beppu-hatto"])
        let sanmeisen = (members["sanmeisen"] ?? []).map { ($0["position"] ?? "", $0["name"] ?? "", $0["area_id"] ?? "") }
        let fixture = FixtureCatalog.sanmeisen.members.map { ("\($0.position)", $0.name, $0.areas.first?.rawValue ?? "") }
        #expect(sanmeisen.map { "\($0)" } == fixture.map { "\($0)" })
        let beppu = (members["beppu-hatto"] ?? []).compactMap { $0["area_id"] }
        #expect(beppu == FixtureCatalog.beppuHatto.map(\.id.rawValue), "別府八湯's areas in the rally file's order")
    }

    @Test func thePrefecturesAreTheCatalogsRows() throws {
        let codes = Set(FixtureCatalog.prefectures.map(\.code))
        let rows = try Self.rows(of: "../prefectures/prefectures.csv", keys: codes)
        for prefecture in FixtureCatalog.prefectures {
            let row = try #require(rows[prefecture.code]?.first, "\(prefecture.code) is not in prefectures.csv")
            #expect(prefecture.name == row["name"] && prefecture.shortName == row["name_short"], "\(prefecture.code)")
            #expect(prefecture.reading == row["hiragana"] && prefecture.romaji == row["romaji"], "\(prefecture.code)")
            #expect("\(prefecture.region.id)" == row["region_id"] && prefecture.region.name == row["region"], "\(prefecture.code)")
            #expect(prefecture.region.englishName == row["region_en"], "\(prefecture.code)")
        }
    }
}
