import Entities
import Foundation

/// Reads the bundled CSV files into records, checking every row. Pure: no database involved.
struct CatalogImport: Sendable {
    var regions: [RegionRecord] = []
    var prefectures: [PrefectureRecord] = []
    var capitals: [CapitalRecord] = []
    var areas: [SourceAreaRecord] = []
    var facilities: [FacilityRecord] = []
    var members: [FacilityMemberRecord] = []
    var aliases: [FacilityAliasRecord] = []
    /// Rows of the onsen files that were left out, with why (`file:line: reason`), in file order.
    var skipped: [CatalogError] = []

    /// Plausible ranges: a value outside is a bad value in the data, not a measurement to show.
    static let temperatureRange = -10.0...150.0
    static let phRange = 0.0...14.0
    static func yearRange(now: Date = Date()) -> ClosedRange<Int> {
        1900...Calendar(identifier: .gregorian).component(.year, from: now)
    }

    static func read(_ files: CatalogSourceFiles) throws(CatalogError) -> CatalogImport {
        var result = CatalogImport()
        let regions = try table(files, "prefectures/regions.csv")
        let rc = try regions.columns(["region_id", "region", "region_en"])
        for index in regions.rows.indices {
            let row = CSVRow(table: regions, index: index, columns: rc)
            guard let id = try row.int("region_id") else {
                throw .malformed(file: regions.file, line: row.line, reason: "empty 'region_id'")
            }
            result.regions.append(RegionRecord(id: id, name: try row.required("region"), nameEn: row.text("region_en")))
        }
        let regionIDs = Set(result.regions.map(\.id))

        let prefectures = try table(files, "prefectures/prefectures.csv")
        let pc = try prefectures.columns(["code", "name", "name_short", "hiragana", "romaji", "region_id"])
        for index in prefectures.rows.indices {
            let row = CSVRow(table: prefectures, index: index, columns: pc)
            guard let region = try row.int("region_id"), regionIDs.contains(region) else {
                throw .malformed(file: prefectures.file, line: row.line, reason: "unknown region_id '\(row.text("region_id"))'")
            }
            result.prefectures.append(PrefectureRecord(
                code: try row.required("code"), name: try row.required("name"), shortName: row.text("name_short"),
                hiragana: row.text("hiragana"), romaji: row.text("romaji"), regionId: region))
        }
        let prefectureCodes = Set(result.prefectures.map(\.code))

        let capitals = try table(files, "prefectures/capitals.csv")
        let cc = try capitals.columns(["code", "capital", "lat", "lng"])
        for index in capitals.rows.indices {
            let row = CSVRow(table: capitals, index: index, columns: cc)
            let code = try row.required("code")
            guard prefectureCodes.contains(code) else {
                throw .malformed(file: capitals.file, line: row.line, reason: "unknown prefecture code '\(code)'")
            }
            let (lat, lng) = try position(row)
            result.capitals.append(CapitalRecord(prefCode: code, name: try row.required("capital"), lat: lat, lng: lng))
        }

        let areas = try table(files, "onsen/aist_onsen_areas.csv")
        let ac = try areas.columns(["id", "pref_code", "onsen_name", "rep_source", "lat", "lng", "n_sources",
                                    "max_temp_c", "ph", "year", "senshitsu"])
        var areaIDs = Set<String>()
        for index in areas.rows.indices {
            let row = CSVRow(table: areas, index: index, columns: ac)
            do throws(CatalogError) {
                let (lat, lng) = try position(row)
                let pref = try row.required("pref_code")
                guard prefectureCodes.contains(pref) else {
                    throw .malformed(file: areas.file, line: row.line, reason: "unknown pref_code '\(pref)'")
                }
                let id = try row.required("id")
                guard areaIDs.insert(id).inserted else { throw .malformed(file: areas.file, line: row.line, reason: "duplicate id '\(id)'") }
                result.areas.append(SourceAreaRecord(
                    id: id, prefCode: pref, onsenName: row.text("onsen_name"),
                    repSource: row.optionalText("rep_source"), lat: lat, lng: lng, nSources: try sourceCount(row),
                    maxTemp: try measurement(row, "max_temp_c", in: temperatureRange), ph: try measurement(row, "ph", in: phRange),
                    year: try year(row), senshitsu: row.optionalText("senshitsu")))
            } catch {
                result.skipped.append(error)
            }
        }

        let named = try table(files, "onsen/aist_onsen_named.csv")
        let nc = try named.columns(["id", "pref_code", "onsen_name", "rep_source", "lat", "lng", "n_sources",
                                    "max_temp_c", "ph", "year", "senshitsu", "member_ids", "reading_hira",
                                    "romaji", "reading_source"])
        var seen = Set<String>()
        for index in named.rows.indices {
            let row = CSVRow(table: named, index: index, columns: nc)
            do throws(CatalogError) {
                let id = try row.required("id")
                guard !seen.contains(id) else {
                    throw .malformed(file: named.file, line: row.line, reason: "duplicate id '\(id)'")
                }
                let pref = try row.required("pref_code")
                guard prefectureCodes.contains(pref) else {
                    throw .malformed(file: named.file, line: row.line, reason: "unknown pref_code '\(pref)'")
                }
                let (lat, lng) = try position(row)
                let memberIDs = row.text("member_ids").split(separator: " ").map(String.init)
                for member in memberIDs where !areaIDs.contains(member) {
                    throw .malformed(file: named.file, line: row.line, reason: "member id '\(member)' is not in aist_onsen_areas.csv")
                }
                let sample = SampleCommerce.generate(for: FacilityID(id))
                let facility = FacilityRecord(
                    id: id, position: index, prefCode: pref, name: try row.required("onsen_name"),
                    repSource: row.optionalText("rep_source"), lat: lat, lng: lng,
                    nSources: try sourceCount(row), maxTemp: try measurement(row, "max_temp_c", in: temperatureRange),
                    ph: try measurement(row, "ph", in: phRange), year: try year(row), senshitsu: row.optionalText("senshitsu"),
                    readingHira: row.text("reading_hira"), romaji: row.text("romaji"),
                    readingSource: row.text("reading_source"), sampleData: sample.storageText,
                    springCategoryMask: Int(SpringCategoryFlags(SpringCategory.classify(row.optionalText("senshitsu"))).rawValue),
                    amenityMask: Int(AmenityFlags(sample.amenities).rawValue), hasCoupons: sample.hasCoupons,
                    adultPriceYen: sample.adultPriceYen, openingMinute: sample.openingMinute,
                    closingMinute: sample.closingMinute, closedDays: sample.closedDays.storageCode)
                seen.insert(id)
                result.facilities.append(facility)
                for (position, member) in memberIDs.enumerated() {
                    result.members.append(FacilityMemberRecord(facilityId: id, areaId: member, position: position))
                }
            } catch {
                result.skipped.append(error)
            }
        }
        if files.presentPaths.contains(CatalogSourceFiles.aliasesPath) {
            let (aliases, problems) = try aliases(files, facilityIDs: seen)
            result.aliases = aliases
            result.skipped += problems
        }
        return result
    }

    /// One record per (alias, named area). An alias naming an area the catalog lacks is an error:
    /// the file and the catalog were made for each other.
    private static func aliases(_ files: CatalogSourceFiles, facilityIDs: Set<String>) throws(CatalogError)
        -> ([FacilityAliasRecord], [CatalogError]) {
        let table = try table(files, CatalogSourceFiles.aliasesPath)
        let columns = try table.columns(["alias", "alias_reading", "named_ids"])
        var records: [FacilityAliasRecord] = []
        var problems: [CatalogError] = []
        for index in table.rows.indices {
            let row = CSVRow(table: table, index: index, columns: columns)
            do throws(CatalogError) {
                let alias = try row.required("alias")
                for id in row.text("named_ids").split(separator: " ").map(String.init) {
                    // An alias of a row that was skipped (or never existed) is skipped with it.
                    guard facilityIDs.contains(id) else {
                        throw .malformed(file: table.file, line: row.line, reason: "named id '\(id)' is not in aist_onsen_named.csv")
                    }
                    records.append(FacilityAliasRecord(facilityId: id, alias: alias, reading: row.text("alias_reading"),
                                                       position: records.count))
                }
            } catch {
                problems.append(error)
            }
        }
        return (records, problems)
    }

    private static func table(_ files: CatalogSourceFiles, _ path: String) throws(CatalogError) -> CSVTable {
        let data = try files.read(path)
        return try CSVTable(file: path, bytes: Array(data))
    }

    private static func measurement(_ row: CSVRow, _ name: String, in range: ClosedRange<Double>) throws(CatalogError) -> Double? {
        guard let value = try row.double(name) else { return nil }
        guard range.contains(value) else {
            throw .malformed(file: row.table.file, line: row.line,
                             reason: "'\(name)' \(row.text(name)) is outside \(formatMeasurement(range.lowerBound))…\(formatMeasurement(range.upperBound))")
        }
        return value
    }

    private static func year(_ row: CSVRow) throws(CatalogError) -> Int? {
        guard let value = try row.int("year") else { return nil }
        let range = yearRange()
        guard range.contains(value) else {
            throw .malformed(file: row.table.file, line: row.line, reason: "'year' \(row.text("year")) is outside \(range.lowerBound)…\(range.upperBound)")
        }
        return value
    }

    private static func sourceCount(_ row: CSVRow) throws(CatalogError) -> Int {
        let count = try row.int("n_sources") ?? 1
        guard count >= 1 else { throw .malformed(file: row.table.file, line: row.line, reason: "'n_sources' must be at least 1") }
        return count
    }

    private static func position(_ row: CSVRow) throws(CatalogError) -> (Double, Double) {
        guard let lat = try row.double("lat"), let lng = try row.double("lng"),
              (-90...90).contains(lat), (-180...180).contains(lng) else {
            throw .malformed(file: row.table.file, line: row.line, reason: "missing or impossible lat/lng")
        }
        return (lat, lng)
    }
}
