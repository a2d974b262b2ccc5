/// One row of the hot-spring list: a named onsen area with the fields lists and search need.
public struct FacilityListing: Hashable, Sendable, Identifiable {
    public var id: FacilityID
    public var name: String
    /// Hiragana reading (see `readingSource`; may be empty).
    public var reading: String
    /// Wapuro romaji as the catalog's file spells it (`Ryuukumoshiretoko Onsen`): kept for search.
    public var romaji: String
    /// The name in modified Hepburn (`Ryukumoshiretoko Onsen`, `HepburnName`), made from the reading
    /// when the catalog is built; empty when there is no reading. What English shows (`displayName`).
    public var hepburn: String
    public var readingSource: ReadingSource
    /// Other names people search for this area by.
    public var aliases: [FacilityAlias]
    public var prefectureCode: String
    public var prefectureName: String
    public var regionName: String
    /// `Gunma`, `Kanto`: the catalog's romaji of the prefecture and the region's English name.
    public var prefectureEnglishName: String
    public var regionEnglishName: String
    public var coordinate: Coordinate
    public var maxTemperature: Double?
    public var ph: Double?
    /// 泉質 as written in the source, or nil when the source gives none.
    public var springType: String?
    public var sourceCount: Int
    /// The standard categories named by `springType`.
    public var springCategories: SpringCategoryFlags
    /// `springType` read into English (`SpringWording`), made once per distinct wording when a
    /// catalog's columns are built, so a list's frame reads it rather than translating each row.
    /// Nil on a listing made by hand, which translates on demand.
    public var englishSpringLine: Derived<String?>
    /// Sample data (see `SampleCommerce`): amenities, coupons and the adult price, for filters and sorting.
    public var amenities: AmenityFlags
    public var hasCoupons: Bool
    public var adultPriceYen: Int
    /// Sample opening hours.
    public var hours: OpeningHours

    public init(
        id: FacilityID, name: String, reading: String, romaji: String,
        prefectureCode: String, prefectureName: String, regionName: String,
        coordinate: Coordinate, maxTemperature: Double?, ph: Double?, springType: String?, sourceCount: Int,
        springCategories: SpringCategoryFlags? = nil, amenities: AmenityFlags = [], hasCoupons: Bool = false, adultPriceYen: Int = 0,
        readingSource: ReadingSource = .kakasiAuto, aliases: [FacilityAlias] = [], hours: OpeningHours = .always,
        hepburn: String? = nil, prefectureEnglishName: String = "", regionEnglishName: String = "",
        englishSpringLine: String? = nil
    ) {
        self.englishSpringLine = Derived(englishSpringLine)
        // A catalog passes what it stored; a listing made by hand (a test's) converts its reading.
        self.hepburn = hepburn ?? HepburnName.from(reading: reading)
        self.prefectureEnglishName = prefectureEnglishName
        self.regionEnglishName = regionEnglishName
        self.hours = hours
        self.readingSource = readingSource
        self.aliases = aliases
        self.id = id
        self.name = name
        self.reading = reading
        self.romaji = romaji
        self.prefectureCode = prefectureCode
        self.prefectureName = prefectureName
        self.regionName = regionName
        self.coordinate = coordinate
        self.maxTemperature = maxTemperature
        self.ph = ph
        self.springType = springType
        self.sourceCount = sourceCount
        self.springCategories = springCategories ?? SpringCategoryFlags(SpringCategory.classify(springType))
        self.amenities = amenities
        self.hasCoupons = hasCoupons
        self.adultPriceYen = adultPriceYen
    }

    public var temperatureClass: TemperatureClass? { maxTemperature.map(TemperatureClass.init(celsius:)) }
    public var phClass: PHClass? { ph.map(PHClass.init(pH:)) }

    /// `98.4℃`, or `—` when the source has no temperature.
    public var temperatureText: String { formatTemperature(maxTemperature) }
}
