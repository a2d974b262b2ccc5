import Entities
import Foundation
import Repositories

/// The catalog rows feature tests share, written once: real ids, names and positions from the AIST
/// catalog (Resources/onsen), the sample commerce the app makes for them, and the rallies the
/// purchase and wallet tests buy passes of. A test that needs a variant (another reading, an
/// escape sequence in a name) derives it from these rather than copying them.
public enum FixtureCatalog {
    public static let kanto = Region(id: 3, name: "関東", englishName: "Kanto")
    public static let kyushu = Region(id: 8, name: "九州", englishName: "Kyushu")
    public static let gunma = Prefecture(code: "10", name: "群馬県", shortName: "群馬", reading: "ぐんまけん", romaji: "Gunma", region: kanto)
    public static let oita = Prefecture(code: "44", name: "大分県", shortName: "大分", reading: "おおいたけん", romaji: "Oita", region: kyushu)

    /// 草津 (aist-2711): 95 °C, pH 2, four sources.
    public static let kusatsuID = FacilityID("aist-2711")
    /// 別府/鉄輪 (aist-7154).
    public static let kannawaID = FacilityID("aist-7154")
    /// 下呂 (aist-5801).
    public static let geroID = FacilityID("aist-5801")

    public static let kusatsu = FacilityListing(
        id: kusatsuID, name: "草津", reading: "くさつ", romaji: "Kusatsu", prefectureCode: gunma.code,
        prefectureName: gunma.name, regionName: kanto.name, coordinate: Coordinate(latitude: 36.6211, longitude: 138.5754),
        maxTemperature: 95, ph: 2, springType: "酸性含As", sourceCount: 4)

    /// 草津's detail page: its representative source and the sample tickets, coupons and prices.
    public static let kusatsuDetail = FacilityDetail(
        listing: kusatsu, prefecture: gunma, representativeSource: "万代鉱", analysisYear: 1990, sources: [],
        sample: SampleCommerce.generate(for: kusatsuID))

    /// 日本三名泉 as a pass is sold: three member baths, one of them (鉄輪, standing in for 有馬) with coupons.
    public static let threeFamousSprings = Rally(
        id: RallyID("sanmeisen"), name: "日本三名泉", englishName: "Three famous springs", kind: .famous, summary: "", source: "林羅山",
        members: [RallyMember(position: 1, name: "草津温泉", prefectureName: "群馬県", areas: [kusatsuID]),
                  RallyMember(position: 2, name: "有馬温泉", prefectureName: "兵庫県", areas: [kannawaID]),
                  RallyMember(position: 3, name: "下呂温泉", prefectureName: "岐阜県", areas: [geroID])])

    public static let details: [FacilityID: FacilityDetail] = [kusatsuID: kusatsuDetail]
}

extension CatalogRepository {
    /// The fixture catalog in memory: 草津 with its detail and the prefectures above.
    public static func fixtures(_ listings: [FacilityListing] = [FixtureCatalog.kusatsu],
                                details: [FacilityID: FacilityDetail] = FixtureCatalog.details) -> CatalogRepository {
        .inMemory(listings, details: details, prefectures: [FixtureCatalog.gunma, FixtureCatalog.oita])
    }
}
