import DataStores
import Entities
import Foundation

/// Records → entities.
enum CatalogMapping {
    static func listing(_ row: FacilityListingRow, aliases: [FacilityAliasRecord] = []) -> FacilityListing {
        FacilityListing(
            id: FacilityID(row.id), name: row.name, reading: row.readingHira, romaji: row.romaji,
            prefectureCode: row.prefCode, prefectureName: row.prefectureName, regionName: row.regionName,
            coordinate: Coordinate(latitude: row.lat, longitude: row.lng),
            maxTemperature: row.maxTemp, ph: row.ph, springType: row.senshitsu, sourceCount: row.nSources,
            springCategories: SpringCategoryFlags(rawValue: UInt16(truncatingIfNeeded: row.springCategoryMask)),
            amenities: AmenityFlags(rawValue: UInt16(truncatingIfNeeded: row.amenityMask)),
            hasCoupons: row.hasCoupons, adultPriceYen: row.adultPriceYen,
            readingSource: ReadingSource(dataValue: row.readingSource),
            aliases: aliases.map { FacilityAlias(name: $0.alias, reading: $0.reading) },
            hours: OpeningHours(openingMinute: row.openingMinute, closingMinute: row.closingMinute,
                                closedDays: ClosedDays(storageCode: row.closedDays) ?? .none),
            hepburn: row.hepburn, prefectureEnglishName: row.prefectureRomaji, regionEnglishName: row.regionNameEn)
    }

    static func prefecture(_ row: (PrefectureRecord, RegionRecord, CapitalRecord?)) -> Prefecture {
        let (prefecture, region, capital) = row
        return Prefecture(
            code: prefecture.code, name: prefecture.name, shortName: prefecture.shortName,
            reading: prefecture.hiragana, romaji: prefecture.romaji,
            region: Region(id: region.id, name: region.name, englishName: region.nameEn),
            capitalName: capital?.name, capital: capital.map { Coordinate(latitude: $0.lat, longitude: $0.lng) })
    }

    static func detail(_ bundle: CatalogDatabase.FacilityBundle) throws(CatalogError) -> FacilityDetail {
        let region = Region(id: bundle.region.id, name: bundle.region.name, englishName: bundle.region.nameEn)
        let prefecture = Prefecture(
            code: bundle.prefecture.code, name: bundle.prefecture.name, shortName: bundle.prefecture.shortName,
            reading: bundle.prefecture.hiragana, romaji: bundle.prefecture.romaji, region: region)
        // Made from the id, as the build made the stored columns (the generator's version is in
        // the catalog's fingerprint, so the two always agree).
        let sample = SampleCommerce.generate(for: FacilityID(bundle.facility.id))
        let sources = bundle.members.map { area in
            SpringSource(
                id: FacilityID(area.id), areaName: area.onsenName, sourceName: area.repSource,
                coordinate: Coordinate(latitude: area.lat, longitude: area.lng), sourceCount: area.nSources,
                maxTemperature: area.maxTemp, ph: area.ph, springType: area.senshitsu, analysisYear: area.year)
        }
        return FacilityDetail(
            listing: listing(bundle.listing, aliases: bundle.aliases), prefecture: prefecture, representativeSource: bundle.facility.repSource,
            analysisYear: bundle.facility.year, sources: sources, sample: sample)
    }
}
