import Testing
@testable import Entities

@Suite struct FilterSortTests {
    static func listing(_ id: String, pref: String, region: String, temp: Double?, ph: Double?, type: String?,
                        amenities: [Amenity] = [], coupons: Bool = false, price: Int = 800, reading: String = "",
                        lat: Double = 36, lng: Double = 138) -> FacilityListing {
        FacilityListing(id: FacilityID(id), name: id, reading: reading, romaji: "", prefectureCode: pref, prefectureName: pref,
                        regionName: region, coordinate: Coordinate(latitude: lat, longitude: lng), maxTemperature: temp, ph: ph,
                        springType: type, sourceCount: 1, amenities: AmenityFlags(amenities), hasCoupons: coupons, adultPriceYen: price)
    }

    let all = [
        listing("a", pref: "10", region: "関東", temp: 95, ph: 2, type: "酸性含S", amenities: [.sauna, .openAirBath], price: 700, reading: "くさつ"),
        listing("b", pref: "44", region: "九州", temp: 100, ph: 7, type: "Na-Cl泉", amenities: [.sauna], coupons: true, price: 900, reading: "べっぷ"),
        listing("c", pref: "10", region: "関東", temp: 20, ph: nil, type: nil, price: 500, reading: "あかぎ"),
        listing("d", pref: "01", region: "北海道", temp: nil, ph: 9, type: "単純硫黄泉", amenities: [.openAirBath], price: 1200, reading: ""),
    ]

    func ids(_ filter: FacilityFilter) -> [String] { all.filter(filter.matches).map(\.id.rawValue) }

    @Test func groupsCombineWithAndChoicesWithOr() {
        var filter = FacilityFilter()
        #expect(ids(filter) == ["a", "b", "c", "d"])
        filter.springCategories = [.sulfur]
        #expect(ids(filter) == ["a", "d"])
        filter.springCategories = [.sulfur, .chloride]
        #expect(ids(filter) == ["a", "b", "d"])
        filter.regions = ["関東"]
        #expect(ids(filter) == ["a"])
        filter = FacilityFilter()
        filter.springCategories = [.other]
        #expect(ids(filter) == ["c"])
        filter = FacilityFilter()
        filter.temperatureClasses = [.hot]
        #expect(ids(filter) == ["a", "b"]) // d has no temperature
        filter.phClasses = [.neutral]
        #expect(ids(filter) == ["b"])
        filter = FacilityFilter()
        filter.amenities = [.sauna, .openAirBath]
        #expect(ids(filter) == ["a"])
        filter = FacilityFilter()
        filter.couponsOnly = true
        #expect(ids(filter) == ["b"])
        filter.prefectureCodes = ["10"]
        #expect(ids(filter).isEmpty)
    }

    @Test func sortsAreStableAndPutMissingValuesLast() {
        let indices = Array(all.indices)
        func order(_ sort: FacilitySort) -> [String] { sort.apply(indices, in: all).map { all[$0].id.rawValue } }
        #expect(order(.relevance) == ["a", "b", "c", "d"])
        #expect(order(.reading) == ["c", "a", "b", "d"])
        #expect(order(.temperature) == ["b", "a", "c", "d"])
        #expect(order(.ph) == ["a", "b", "d", "c"])
        #expect(order(.price) == ["c", "a", "b", "d"])
        let beppu = DistanceOrigin(label: "大分市", coordinate: Coordinate(latitude: 33.2, longitude: 131.6))
        let far = [Self.listing("x", pref: "01", region: "", temp: 1, ph: 1, type: nil, lat: 43, lng: 141),
                   Self.listing("y", pref: "44", region: "", temp: 1, ph: 1, type: nil, lat: 33.3, lng: 131.5)]
        #expect(FacilitySort.distance(beppu).apply([0, 1], in: far) == [1, 0])
    }

    @Test func sortCycle() {
        let origin = DistanceOrigin(label: "x", coordinate: Coordinate(latitude: 0, longitude: 0))
        #expect(FacilitySort.relevance.next(origin: nil) == .reading)
        #expect(FacilitySort.price.next(origin: nil) == .relevance)
        #expect(FacilitySort.price.next(origin: origin) == .distance(origin))
        #expect(FacilitySort.distance(origin).next(origin: origin) == .relevance)
    }

    @Test func summaryLine() {
        var filter = FacilityFilter()
        filter.prefectureCodes = ["10"]
        filter.springCategories = [.sulfur]
        filter.couponsOnly = true
        #expect(filter.summary(prefectureNames: ["10": "群馬県"]) == "群馬県 · 硫黄泉 · クーポンあり")
    }
}
