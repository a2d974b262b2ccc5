import Entities

enum DetailFixtures {
    static let kusatsuID = FacilityID("aist-2711")

    static let kusatsu: FacilityDetail = {
        let listing = FacilityListing(
            id: kusatsuID, name: "草津", reading: "くさつ", romaji: "Kusatsu", prefectureCode: "10",
            prefectureName: "群馬県", regionName: "関東", coordinate: Coordinate(latitude: 36.6211, longitude: 138.5754),
            maxTemperature: 95, ph: 2, springType: "酸性含As", sourceCount: 4,
            prefectureEnglishName: "Gunma", regionEnglishName: "Kanto")
        let region = Region(id: 3, name: "関東", englishName: "Kanto")
        return FacilityDetail(
            listing: listing,
            prefecture: Prefecture(code: "10", name: "群馬県", shortName: "群馬", reading: "ぐんまけん", romaji: "Gunma", region: region),
            representativeSource: "万代鉱", analysisYear: 1990,
            sources: [
                SpringSource(id: kusatsuID, areaName: "草津", sourceName: "万代鉱", coordinate: listing.coordinate, sourceCount: 1,
                             maxTemperature: 95, ph: 2, springType: "酸性含As", analysisYear: nil),
                SpringSource(id: FacilityID("aist-2712"), areaName: "草津", sourceName: "湯畑\u{1b}[2J", coordinate: listing.coordinate,
                             sourceCount: 3, maxTemperature: 55, ph: 2.1, springType: "酸性含S,Fe", analysisYear: 1990),
                SpringSource(id: FacilityID("aist-2713"), areaName: "草津", sourceName: nil, coordinate: listing.coordinate,
                             sourceCount: 1, maxTemperature: nil, ph: nil, springType: nil, analysisYear: nil),
            ],
            sample: SampleCommerce.generate(for: kusatsuID))
    }()
}
