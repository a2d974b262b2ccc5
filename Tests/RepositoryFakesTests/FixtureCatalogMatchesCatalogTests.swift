import Entities
import RepositoryFakes
import Testing

/// The shared fixture rows are the catalog's: each listing as Resources/onsen/aist_onsen_named.csv
/// has it (the file the app's catalog is built from), 日本三名泉 and 別府八湯 with the rally file's
/// members, the prefectures as Resources/prefectures has them. A fixture that drifts from the data
/// (a reading, a position, a source count) fails here instead of showing up as a snapshot no one
/// can explain.
@Suite struct FixtureCatalogMatchesCatalogTests {
    /// The rows of `file` (under Resources/) whose first column is one of `keys`, by that key.
    static func rows(of file: String, keys: Set<String>, column: String) -> [String: [[String: String]]] {
        Dictionary(grouping: ResourceTable.rows(file).filter { $0[column].map(keys.contains) == true }) { $0[column] ?? "" }
    }

    /// The catalog's rows of the fixture listings, read once for all of them.
    static let named = rows(of: "onsen/aist_onsen_named.csv", keys: Set(FixtureCatalog.listings.map(\.id.rawValue)), column: "id")

    @Test(arguments: FixtureCatalog.listings) func eachListingIsTheCatalogsRow(_ listing: FacilityListing) throws {
        let row = try #require(Self.named[listing.id.rawValue]?.first, "\(listing.id) is not in the catalog")
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
        let members = Self.rows(of: "onsen/rally_members.csv", keys: ["sanmeisen", "beppu-hatto"], column: "rally_id")
        let sanmeisen = (members["sanmeisen"] ?? []).map { ($0["position"] ?? "", $0["name"] ?? "", $0["area_id"] ?? "") }
        let fixture = FixtureCatalog.sanmeisen.members.map { ("\($0.position)", $0.name, $0.areas.first?.rawValue ?? "") }
        #expect(sanmeisen.map { "\($0)" } == fixture.map { "\($0)" })
        let beppu = (members["beppu-hatto"] ?? []).compactMap { $0["area_id"] }
        #expect(beppu == FixtureCatalog.beppuHatto.map(\.id.rawValue), "別府八湯's areas in the rally file's order")
    }

    @Test func thePrefecturesAreTheCatalogsRows() throws {
        let codes = Set(FixtureCatalog.prefectures.map(\.code))
        let rows = Self.rows(of: "prefectures/prefectures.csv", keys: codes, column: "code")
        for prefecture in FixtureCatalog.prefectures {
            let row = try #require(rows[prefecture.code]?.first, "\(prefecture.code) is not in prefectures.csv")
            #expect(prefecture.name == row["name"] && prefecture.shortName == row["name_short"], "\(prefecture.code)")
            #expect(prefecture.reading == row["hiragana"] && prefecture.romaji == row["romaji"], "\(prefecture.code)")
            #expect("\(prefecture.region.id)" == row["region_id"] && prefecture.region.name == row["region"], "\(prefecture.code)")
            #expect(prefecture.region.englishName == row["region_en"], "\(prefecture.code)")
            #expect(FixtureCatalog.allPrefectures.first { $0.code == prefecture.code } == prefecture, "one reading of the file, one truth")
        }
        #expect(FixtureCatalog.allPrefectures.count == 47)
    }
}
