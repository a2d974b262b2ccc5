import GRDB

/// Rows of the catalog database. Repositories turn them into entities.
public struct RegionRecord: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "region"
    public var id: Int
    public var name: String
    public var nameEn: String
}

public struct PrefectureRecord: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "prefecture"
    public var code: String
    public var name: String
    public var shortName: String
    public var hiragana: String
    public var romaji: String
    public var regionId: Int
}

/// One analysed source area (`aist_onsen_areas.csv`).
public struct SourceAreaRecord: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "sourceArea"
    public var id: String
    public var prefCode: String
    public var onsenName: String
    public var repSource: String?
    public var lat: Double
    public var lng: Double
    public var nSources: Int
    public var maxTemp: Double?
    public var ph: Double?
    public var year: Int?
    public var senshitsu: String?
}

/// One named onsen area (`aist_onsen_named.csv`) with its sample commercial data.
public struct FacilityRecord: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "facility"
    public var id: String
    /// Catalog order, for a stable default sort.
    public var position: Int
    public var prefCode: String
    public var name: String
    public var repSource: String?
    public var lat: Double
    public var lng: Double
    public var nSources: Int
    public var maxTemp: Double?
    public var ph: Double?
    public var year: Int?
    public var senshitsu: String?
    public var readingHira: String
    public var romaji: String
    public var readingSource: String
    /// The source areas making up this one, space-separated in order; nil when the only one is the
    /// source area of the same id (nearly every row: no need to write its id twice).
    /// Sample commercial data is not stored: `SampleCommerce.generate(for:)` makes it from the id.
    public var memberIds: String?
    public var springCategoryMask: Int
    public var amenityMask: Int
    public var hasCoupons: Bool
    public var adultPriceYen: Int
    public var openingMinute: Int
    public var closingMinute: Int
    /// `ClosedDays.storageCode`.
    public var closedDays: Int
    /// The name in modified Hepburn, from `readingHira` (`HepburnName`); empty without a reading.
    public var hepburn: String
}

/// The seat of a prefectural government and the office's position, for "distance from capital".
public struct CapitalRecord: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "capital"
    public var prefCode: String
    public var name: String
    public var lat: Double
    public var lng: Double
}

/// Another name an area is searched by (`onsen/aliases.csv`), in file order.
public struct FacilityAliasRecord: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "facilityAlias"
    public var facilityId: String
    public var alias: String
    public var reading: String
    public var position: Int
}

/// Which source areas make up a named area, in order (as read from the files; the database keeps
/// them in `FacilityRecord.memberIds`).
public struct FacilityMemberRecord: Hashable, Sendable {
    public var facilityId: String
    public var areaId: String
    public var position: Int
}

/// A listing row with its prefecture and region names, as the list screens need it.
public struct FacilityListingRow: Decodable, Hashable, Sendable, FetchableRecord {
    public var id: String
    public var name: String
    public var readingHira: String
    public var romaji: String
    public var prefCode: String
    public var prefectureName: String
    public var regionName: String
    public var lat: Double
    public var lng: Double
    public var maxTemp: Double?
    public var ph: Double?
    public var senshitsu: String?
    public var nSources: Int
    public var readingSource: String
    public var springCategoryMask: Int
    public var amenityMask: Int
    public var hasCoupons: Bool
    public var adultPriceYen: Int
    public var openingMinute: Int
    public var closingMinute: Int
    public var closedDays: Int
    public var hepburn: String
    public var prefectureRomaji: String
    public var regionNameEn: String
}

extension FacilityListingRow {
    /// Decoded by column position from `CatalogDatabase.listingSQL`'s select list: decoding a
    /// hundred thousand rows by column name through Codable dominated the start.
    init(_ row: RawStatement) {
        self.init(
            id: row.text(0), name: row.text(1), readingHira: row.text(2), romaji: row.text(3), prefCode: row.text(4),
            prefectureName: row.text(5), regionName: row.text(6), lat: row.double(7), lng: row.double(8),
            maxTemp: row.optionalDouble(9), ph: row.optionalDouble(10), senshitsu: row.optionalText(11),
            nSources: row.int(12), readingSource: row.text(13), springCategoryMask: row.int(14), amenityMask: row.int(15),
            hasCoupons: row.bool(16), adultPriceYen: row.int(17), openingMinute: row.int(18), closingMinute: row.int(19),
            closedDays: row.int(20), hepburn: row.text(21), prefectureRomaji: row.text(22), regionNameEn: row.text(23))
    }
}
