import Dependencies
import Entities
import Stores
import Testing
import UseCases

@MainActor
@Suite struct CatalogStoreTests {
    static func listing(_ id: String, _ name: String) -> FacilityListing {
        FacilityListing(
            id: FacilityID(id), name: name, reading: "", romaji: "", prefectureCode: "10", prefectureName: "群馬県",
            regionName: "関東", coordinate: Coordinate(latitude: 36.6, longitude: 138.6), maxTemperature: nil, ph: nil,
            springType: nil, sourceCount: 1)
    }

    @Test func findsEveryAreaByIdAndNothingElse() async {
        var listings = (0..<2_000).map { Self.listing(String(format: "aist-%04d", $0), "湯\($0)") }
        // A catalog that repeats an id keeps the first, as the list shows it.
        listings.append(Self.listing("aist-0007", "二番目"))
        let store = withDependencies { $0.loadCatalog = .returning(listings) } operation: { CatalogStore() }
        #expect(store.listing(FacilityID("aist-0007")) == nil)
        await store.load()
        for index in [0, 7, 1_234, 1_999] {
            #expect(store.listing(listings[index].id) == listings[index])
        }
        #expect(store.listing(FacilityID("aist-0007"))?.name == "湯7")
        #expect(store.listing(FacilityID("aist-9999")) == nil)
    }
}
