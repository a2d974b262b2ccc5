import Entities
import Foundation
import Repositories

/// The catalog rows every feature test shares, written once: ids, names, readings, positions and
/// measurements as the app's catalog has them (Resources/onsen/aist_onsen_named.csv, prefectures
/// from Resources/prefectures). Sample commerce (hours, prices, coupons) is left at none: a test
/// that filters or plans on it sets it on a copy (`with`), so what a test relies on is in the test.
/// A test that needs a variant (another reading, an escape sequence in a name) derives it from
/// these rather than copying them.
public enum FixtureCatalog {
    public static let hokkaidoRegion = Region(id: 1, name: "北海道", englishName: "Hokkaido")
    public static let kanto = Region(id: 3, name: "関東", englishName: "Kanto")
    public static let chubu = Region(id: 4, name: "中部", englishName: "Chubu")
    public static let kinki = Region(id: 5, name: "近畿", englishName: "Kinki")
    public static let shikoku = Region(id: 7, name: "四国", englishName: "Shikoku")
    public static let kyushu = Region(id: 8, name: "九州", englishName: "Kyushu")

    public static let hokkaido = Prefecture(code: "01", name: "北海道", shortName: "北海道", reading: "ほっかいどう", romaji: "Hokkaido", region: hokkaidoRegion)
    public static let gunma = Prefecture(code: "10", name: "群馬県", shortName: "群馬", reading: "ぐんまけん", romaji: "Gunma", region: kanto)
    public static let gifu = Prefecture(code: "21", name: "岐阜県", shortName: "岐阜", reading: "ぎふけん", romaji: "Gifu", region: chubu)
    public static let hyogo = Prefecture(code: "28", name: "兵庫県", shortName: "兵庫", reading: "ひょうごけん", romaji: "Hyogo", region: kinki)
    public static let ehime = Prefecture(code: "38", name: "愛媛県", shortName: "愛媛", reading: "えひめけん", romaji: "Ehime", region: shikoku)
    public static let oita = Prefecture(code: "44", name: "大分県", shortName: "大分", reading: "おおいたけん", romaji: "Oita", region: kyushu)
    public static let prefectures = [hokkaido, gunma, gifu, hyogo, ehime, oita]

    /// One row of the catalog as the catalog reads it; the prefecture's and region's English
    /// names come with it, as they do from the catalog database.
    static func area(_ id: String, _ name: String, reading: String, romaji: String, source: ReadingSource, _ prefecture: Prefecture,
                     _ latitude: Double, _ longitude: Double, sources: Int, temperature: Double?, ph: Double?, springType: String?) -> FacilityListing {
        FacilityListing(
            id: FacilityID(id), name: name, reading: reading, romaji: romaji, prefectureCode: prefecture.code,
            prefectureName: prefecture.name, regionName: prefecture.region.name,
            coordinate: Coordinate(latitude: latitude, longitude: longitude), maxTemperature: temperature, ph: ph,
            springType: springType, sourceCount: sources, readingSource: source,
            prefectureEnglishName: prefecture.romaji, regionEnglishName: prefecture.region.englishName)
    }

    /// The catalog listings below, in catalog order.
    public static let listings: [FacilityListing] = [noboribetsu] + kusatsuNeighbours + [kusatsu, gero, arima, dogo] + beppuHatto

    /// The listing of `id` among the ones above (nil for an id the fixtures do not hold).
    public static func listing(_ id: FacilityID) -> FacilityListing? { listings.first { $0.id == id } }
}

extension FacilityListing {
    /// A copy with `change` made: how a test states the one field it relies on (sample hours, a
    /// coupon, a hostile name) over a shared fixture.
    public func with(_ change: (inout FacilityListing) -> Void) -> FacilityListing {
        var copy = self
        change(&copy)
        return copy
    }

    /// A copy with another 泉質, its standard categories following it as the catalog's do.
    public func with(springType: String?) -> FacilityListing {
        with {
            $0.springType = springType
            $0.springCategories = SpringCategoryFlags(SpringCategory.classify(springType))
        }
    }
}

extension CatalogRepository {
    /// The fixture catalog in memory: 草津 with its detail and the prefectures above.
    public static func fixtures(_ listings: [FacilityListing] = [FixtureCatalog.kusatsu],
                                details: [FacilityID: FacilityDetail] = FixtureCatalog.details) -> CatalogRepository {
        .inMemory(listings, details: details, prefectures: FixtureCatalog.prefectures)
    }
}
