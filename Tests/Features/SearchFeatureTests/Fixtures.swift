import Entities

/// Listings with real names from the catalog, plus the awkward cases: long names, no data,
/// an escape sequence smuggled into a name.
enum Fixtures {
    static func listing(_ id: String, _ name: String, _ reading: String, _ pref: String, _ temp: Double?, _ type: String?,
                        lat: Double = 36.6, lng: Double = 138.6) -> FacilityListing {
        FacilityListing(
            id: FacilityID(id), name: name, reading: reading, romaji: "", prefectureCode: "10", prefectureName: pref,
            regionName: "関東", coordinate: Coordinate(latitude: lat, longitude: lng), maxTemperature: temp, ph: 2,
            springType: type, sourceCount: 1)
    }

    static let listings: [FacilityListing] = [
        listing("aist-2711", "草津", "くさつ", "群馬県", 95, "酸性含As", lat: 36.6211, lng: 138.5754),
        listing("aist-0008", "陸志別川支流鉱泉", "りくこころざしべつかわしりゅうこうせん", "北海道", 11.5, nil),
        listing("aist-7154", "別府/鉄輪", "べっぷ/かんなわ", "大分県", 100.4, nil, lat: 33.3148, lng: 131.4778),
        listing("aist-6653", "道後温泉", "どうごおんせん", "愛媛県", 54.2, "アルカリ性単純温泉(低張性アルカリ性高温泉)"),
        listing("aist-9001", "悪意\u{1b}[31m温泉", "あくい", "東京都", nil, "\u{1b}]0;pwned\u{07}"),
    ] + (1...40).map { listing("aist-\(3000 + $0)", "テスト温泉\($0)", "てすとおんせん", "長野県", Double(20 + $0), "単純温泉") }
}
