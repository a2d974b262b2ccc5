import Entities
import RepositoryFakes

/// The shared catalog rows (草津, 鉄輪, 道後: `FixtureCatalog`), plus the awkward cases: long names,
/// no data, an escape sequence smuggled into a name, a 泉質 longer than any column.
enum Fixtures {
    static let prefectures: [Prefecture] = [
        ("01", "北海道", "ほっかいどう", "Hokkaido", 1, "北海道", "Hokkaido"),
        ("10", "群馬県", "ぐんまけん", "Gunma", 3, "関東", "Kanto"),
        ("13", "東京都", "とうきょうと", "Tokyo", 3, "関東", "Kanto"),
        ("20", "長野県", "ながのけん", "Nagano", 4, "中部", "Chubu"),
        ("38", "愛媛県", "えひめけん", "Ehime", 7, "四国", "Shikoku"),
        ("44", "大分県", "おおいたけん", "Oita", 8, "九州", "Kyushu"),
    ].map { code, name, reading, romaji, regionID, region, regionEn in
        Prefecture(code: code, name: name, shortName: name, reading: reading, romaji: romaji,
                   region: Region(id: regionID, name: region, englishName: regionEn),
                   capitalName: code == "10" ? "前橋市" : "県庁", capital: Coordinate(latitude: 36.39, longitude: 139.06))
    }

    static func listing(_ id: String, _ name: String, _ reading: String, _ pref: String, _ temp: Double?, _ type: String?,
                        lat: Double = 36.6, lng: Double = 138.6, romaji: String = "") -> FacilityListing {
        let prefecture = prefectures.first { $0.name == pref }
        return FacilityListing(
            id: FacilityID(id), name: name, reading: reading, romaji: romaji, prefectureCode: prefecture?.code ?? "20",
            prefectureName: pref, regionName: prefecture?.region.name ?? "中部",
            coordinate: Coordinate(latitude: lat, longitude: lng), maxTemperature: temp, ph: 2,
            springType: type, sourceCount: 1,
            prefectureEnglishName: prefecture?.romaji ?? "Nagano", regionEnglishName: prefecture?.region.englishName ?? "Chubu")
    }

    static let listings: [FacilityListing] = [
        FixtureCatalog.kusatsu,
        listing("aist-0008", "陸志別川支流鉱泉", "りくこころざしべつかわしりゅうこうせん", "北海道", 11.5, nil),
        FixtureCatalog.kannawa,
        // A 泉質 written out in full, wider than the list's column (the catalog gives 道後 none).
        FixtureCatalog.dogo.with(springType: "アルカリ性単純温泉(低張性アルカリ性高温泉)"),
        listing("aist-9001", "悪意\u{1b}[31m温泉", "あくい", "東京都", nil, "\u{1b}]0;pwned\u{07}"),
    ] + (1...40).map { listing("aist-\(3000 + $0)", "テスト温泉\($0)", "てすとおんせん", "長野県", Double(20 + $0), "単純温泉") }
}
