import Entities
import Foundation

/// Reads the bundled CSV files into records, checking every row. Pure: no database involved.
struct CatalogImport: Sendable, CatalogStore {
    var regions: [RegionRecord] = []
    var prefectures: [PrefectureRecord] = []
    var capitals: [CapitalRecord] = []
    var areas: [SourceAreaRecord] = []
    var facilities: [FacilityRecord] = []
    var members: [FacilityMemberRecord] = []
    var aliases: [FacilityAliasRecord] = []
    /// Rows of the onsen files that were left out, with why (`file:line: reason`), in file order.
    var skipped: [CatalogError] = []
    private var areaIDs: Set<String> = []
    private var facilityIDs: Set<String> = []

    /// Plausible ranges: a value outside is a bad value in the data, not a measurement to show.
    static let temperatureRange = -10.0...150.0
    static let phRange = 0.0...14.0
    static func yearRange(now: Date = Date()) -> ClosedRange<Int> {
        1900...VisitDate(now).year
    }

    static func read(_ files: CatalogSourceFiles) throws(CatalogError) -> CatalogImport {
        var result = CatalogImport()
        try stream(files, into: &result)
        return result
    }

    mutating func addReference(regions: [RegionRecord], prefectures: [PrefectureRecord], capitals: [CapitalRecord]) {
        self.regions = regions
        self.prefectures = prefectures
        self.capitals = capitals
    }

    mutating func addArea(_ record: SourceAreaRecord) -> Bool {
        guard areaIDs.insert(record.id).inserted else { return false }
        areas.append(record)
        return true
    }

    func containsArea(_ id: String) -> Bool { areaIDs.contains(id) }

    mutating func addFacility(_ record: FacilityRecord, members: [String]) -> Bool {
        guard facilityIDs.insert(record.id).inserted else { return false }
        facilities.append(record)
        for (position, member) in members.enumerated() {
            self.members.append(FacilityMemberRecord(facilityId: record.id, areaId: member, position: position))
        }
        return true
    }

    func containsFacility(_ id: String) -> Bool { facilityIDs.contains(id) }

    mutating func addAlias(facilityId: String, alias: String, reading: String) {
        aliases.append(FacilityAliasRecord(facilityId: facilityId, alias: alias, reading: reading, position: aliases.count))
    }

    mutating func skip(_ problem: CatalogError) { skipped.append(problem) }

    func namedRowsRead(_ rows: Int, bytesRead: Int, totalBytes: Int) {}

    /// Checks every row of `files` and hands the good ones to `sink`, a row at a time: the two big
    /// files (areas and named areas) are streamed, never held whole. Returns each file's
    /// `ContentHash`, taken of the bytes as they were read (`CatalogSourceFiles.fingerprint(contentHashes:)`).
    @discardableResult
    static func stream<Sink: CatalogSink>(_ files: CatalogSourceFiles, into sink: inout Sink) throws(CatalogError) -> [String: UInt64] {
        var hashes: [String: UInt64] = [:]
        let regionRecords = try regions(files, hashes: &hashes)
        let prefectureRecords = try prefectures(files, regionIDs: Set(regionRecords.map(\.id)), hashes: &hashes)
        let prefectureCodes = Set(prefectureRecords.map(\.code))
        let capitalRecords = try capitals(files, prefectureCodes: prefectureCodes, hashes: &hashes)
        try sink.take(.reference(regions: regionRecords, prefectures: prefectureRecords, capitals: capitalRecords))
        let areas = try streamAreas(files, prefectureCodes: prefectureCodes, into: &sink)
        hashes[areasPath] = areas.contentHash
        let named = try streamNamed(files, prefectureCodes: prefectureCodes, into: &sink)
        hashes[namedPath] = named.contentHash
        for problem in areas.badRows + named.badRows { try sink.take(.skipped(problem)) }
        if files.presentPaths.contains(CatalogSourceFiles.aliasesPath) {
            try aliases(files, into: &sink, hashes: &hashes)
        }
        // Not imported (read by `RallyFiles` when shown) but part of the fingerprint: the search
        // index's おすすめ order ranks rally members first, so new rallies rebuild it.
        for path in [RallyFiles.ralliesPath, RallyFiles.membersPath] where files.presentPaths.contains(path) {
            hashes[path] = CatalogSourceFiles.contentHash(try files.read(path))
        }
        return hashes
    }

    static let areasPath = "onsen/aist_onsen_areas.csv"
    static let namedPath = "onsen/aist_onsen_named.csv"

    private static func regions(_ files: CatalogSourceFiles, hashes: inout [String: UInt64]) throws(CatalogError) -> [RegionRecord] {
        var records: [RegionRecord] = []
        let regions = try table(files, "prefectures/regions.csv", hashes: &hashes)
        let rc = try regions.columns(["region_id", "region", "region_en"])
        for index in regions.rows.indices {
            let row = regions.row(index, columns: rc)
            guard let id = try row.int("region_id") else {
                throw .malformed(file: regions.file, line: row.line, reason: .emptyField("region_id"))
            }
            records.append(RegionRecord(id: id, name: try row.required("region"), nameEn: row.text("region_en")))
        }
        return records
    }

    private static func prefectures(
        _ files: CatalogSourceFiles, regionIDs: Set<Int>, hashes: inout [String: UInt64]
    ) throws(CatalogError) -> [PrefectureRecord] {
        var records: [PrefectureRecord] = []
        let prefectures = try table(files, "prefectures/prefectures.csv", hashes: &hashes)
        let pc = try prefectures.columns(["code", "name", "name_short", "hiragana", "romaji", "region_id"])
        for index in prefectures.rows.indices {
            let row = prefectures.row(index, columns: pc)
            guard let region = try row.int("region_id"), regionIDs.contains(region) else {
                throw .malformed(file: prefectures.file, line: row.line, reason: .unknownRegion(DisplayText.cut(row.text("region_id"))))
            }
            records.append(PrefectureRecord(
                code: try row.required("code"), name: try row.required("name"), shortName: row.text("name_short"),
                hiragana: row.text("hiragana"), romaji: row.text("romaji"), regionId: region))
        }
        return records
    }

    private static func capitals(
        _ files: CatalogSourceFiles, prefectureCodes: Set<String>, hashes: inout [String: UInt64]
    ) throws(CatalogError) -> [CapitalRecord] {
        var records: [CapitalRecord] = []
        let capitals = try table(files, "prefectures/capitals.csv", hashes: &hashes)
        let cc = try capitals.columns(["code", "capital", "lat", "lng"])
        for index in capitals.rows.indices {
            let row = capitals.row(index, columns: cc)
            let code = try row.required("code")
            guard prefectureCodes.contains(code) else {
                throw .malformed(file: capitals.file, line: row.line, reason: .unknownPrefecture(field: "code", code: DisplayText.cut("\(code)")))
            }
            let (lat, lng) = try position(row)
            records.append(CapitalRecord(prefCode: code, name: try row.required("capital"), lat: lat, lng: lng))
        }
        return records
    }

    /// The areas file, streamed: each row checked and handed on, a bad one as skipped.
    private static func streamAreas<Sink: CatalogSink>(
        _ files: CatalogSourceFiles, prefectureCodes: Set<String>, into sink: inout Sink
    ) throws(CatalogError) -> CSVFileReader.Outcome {
        try CSVFileReader.read(files.url(areasPath), file: areasPath, required: OnsenColumn.areaColumns) {
            (row: CSVRecord<OnsenColumn>, _, _) throws(CatalogError) in
            let checked: CatalogRow
            do throws(CatalogError) {
                let (lat, lng) = try position(row)
                let pref = try row.required(.prefCode)
                guard prefectureCodes.contains(pref) else {
                    throw .malformed(file: row.file, line: row.line, reason: .unknownPrefecture(field: "pref_code", code: DisplayText.cut("\(pref)")))
                }
                let id = try row.required(.id)
                let record = SourceAreaRecord(
                    id: id, prefCode: pref, onsenName: row.text(.onsenName),
                    repSource: row.optionalText(.repSource), lat: lat, lng: lng, nSources: try sourceCount(row),
                    maxTemp: try measurement(row, .maxTemp, in: temperatureRange), ph: try measurement(row, .ph, in: phRange),
                    year: try year(row), senshitsu: row.optionalText(.senshitsu))
                checked = .area(record, file: row.file, line: row.line)
            } catch {
                checked = .skipped(error)
            }
            try sink.take(checked)
        }
    }

    /// The named areas file, streamed: each row becomes a facility (or why not) with its members,
    /// which the sink checks against the stored areas.
    private static func streamNamed<Sink: CatalogSink>(
        _ files: CatalogSourceFiles, prefectureCodes: Set<String>, into sink: inout Sink
    ) throws(CatalogError) -> CSVFileReader.Outcome {
        var index = 0
        // A few hundred distinct spring types across any number of rows: classified once each.
        var springMasks: [String: Int] = [:]
        func springMask(_ senshitsu: String?) -> Int {
            let key = senshitsu ?? ""
            if let mask = springMasks[key] { return mask }
            let mask = Int(SpringCategoryFlags(SpringCategory.classify(senshitsu)).rawValue)
            springMasks[key] = mask
            return mask
        }
        return try CSVFileReader.read(files.url(namedPath), file: namedPath, required: OnsenColumn.namedColumns) {
            (row: CSVRecord<OnsenColumn>, bytesRead, totalBytes) throws(CatalogError) in
            defer { index += 1 }
            var members: [String] = []
            let facility: Result<FacilityRecord, CatalogError>
            do throws(CatalogError) {
                let id = try row.required(.id)
                let pref = try row.required(.prefCode)
                guard prefectureCodes.contains(pref) else {
                    throw .malformed(file: row.file, line: row.line, reason: .unknownPrefecture(field: "pref_code", code: DisplayText.cut("\(pref)")))
                }
                let place = try position(row)
                // Split as bytes: splitting the string splits by Character, which costs far more.
                // The members are checked against the stored areas before the rest of the row.
                members = row.bytes(.memberIds).split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
                facility = .success(try facilityRecord(row, id: id, position: index, prefCode: pref, place: place, members: members,
                                                       springMask: springMask))
            } catch {
                facility = .failure(error)
            }
            try sink.take(.named(NamedRow(file: row.file, line: row.line, members: members, facility: facility,
                                          rowsRead: index + 1, bytesRead: bytesRead, totalBytes: totalBytes)))
        }
    }

    /// A named area's row as a facility, with its sample commerce (generated from its id).
    private static func facilityRecord(
        _ row: CSVRecord<OnsenColumn>, id: String, position: Int, prefCode: String, place: (lat: Double, lng: Double),
        members: [String], springMask: (String?) -> Int
    ) throws(CatalogError) -> FacilityRecord {
        let (lat, lng) = place
        let senshitsu = row.optionalText(.senshitsu)
        let sample = SampleCommerce.basics(for: FacilityID(id))
        return FacilityRecord(
            id: id, position: position, prefCode: prefCode, name: try row.required(.onsenName),
            repSource: row.optionalText(.repSource), lat: lat, lng: lng,
            nSources: try sourceCount(row), maxTemp: try measurement(row, .maxTemp, in: temperatureRange),
            ph: try measurement(row, .ph, in: phRange), year: try year(row), senshitsu: senshitsu,
            readingHira: row.text(.readingHira), romaji: row.text(.romaji),
            readingSource: row.text(.readingSource), memberIds: storedMemberIds(members, of: id),
            springCategoryMask: springMask(senshitsu),
            amenityMask: Int(sample.amenities.rawValue), hasCoupons: sample.hasCoupons,
            adultPriceYen: sample.adultPriceYen, openingMinute: sample.openingMinute,
            closingMinute: sample.closingMinute, closedDays: sample.closedDays.storageCode,
            hepburn: HepburnName.from(reading: row.text(.readingHira)))
    }

    /// `FacilityRecord.memberIds`: nil for the usual lone member of the same id; a member named
    /// twice counts once, in its first place.
    static func storedMemberIds(_ members: [String], of id: String) -> String? {
        if members.count == 1 && members[0] == id { return nil }
        var unique: [String] = []
        for member in members where !unique.contains(member) { unique.append(member) }
        return unique.joined(separator: " ")
    }

    /// One record per (alias, named area). An alias naming an area the catalog lacks is an error:
    /// the file and the catalog were made for each other.
    private static func aliases<Sink: CatalogSink>(
        _ files: CatalogSourceFiles, into sink: inout Sink, hashes: inout [String: UInt64]
    ) throws(CatalogError) {
        let table = try table(files, CatalogSourceFiles.aliasesPath, skippingBadRows: true, hashes: &hashes)
        for problem in table.badRows { try sink.take(.skipped(problem)) }
        let columns = try table.columns(["alias", "alias_reading", "named_ids"])
        for index in table.rows.indices {
            let row = table.row(index, columns: columns)
            let checked: CatalogRow
            do throws(CatalogError) {
                checked = .alias(AliasRow(
                    file: table.file, line: row.line, alias: try row.required("alias"), reading: row.text("alias_reading"),
                    facilityIds: row.text("named_ids").split(separator: " ").map(String.init)))
            } catch {
                checked = .skipped(error)
            }
            try sink.take(checked)
        }
    }

    private static func table(
        _ files: CatalogSourceFiles, _ path: String, skippingBadRows: Bool = false, hashes: inout [String: UInt64]
    ) throws(CatalogError) -> CSVTable {
        let data = try files.read(path)
        hashes[path] = CatalogSourceFiles.contentHash(data)
        return try CSVTable(file: path, bytes: Array(data), skippingBadRows: skippingBadRows)
    }

    private static func measurement(
        _ row: CSVRecord<OnsenColumn>, _ column: OnsenColumn, in range: ClosedRange<Double>
    ) throws(CatalogError) -> Double? {
        guard let value = try row.double(column) else { return nil }
        guard range.contains(value) else {
            throw .malformed(file: row.file, line: row.line,
                             reason: .outside(field: column.name, value: DisplayText.cut(row.text(column)), lowest: formatMeasurement(range.lowerBound),
                                              highest: formatMeasurement(range.upperBound)))
        }
        return value
    }

    /// Worked out once: a calendar per row cost more than the rest of the row at a million rows.
    private static let currentYearRange = yearRange()

    private static func year(_ row: CSVRecord<OnsenColumn>) throws(CatalogError) -> Int? {
        guard let value = try row.int(.year) else { return nil }
        let range = currentYearRange
        guard range.contains(value) else {
            throw .malformed(file: row.file, line: row.line, reason: .outside(field: "year", value: DisplayText.cut(row.text(.year)), lowest: "\(range.lowerBound)", highest: "\(range.upperBound)"))
        }
        return value
    }

    private static func sourceCount(_ row: CSVRecord<OnsenColumn>) throws(CatalogError) -> Int {
        let count = try row.int(.nSources) ?? 1
        guard count >= 1 else { throw .malformed(file: row.file, line: row.line, reason: .sourcesBelowOne) }
        return count
    }

    private static func position(_ row: CSVRecord<OnsenColumn>) throws(CatalogError) -> (Double, Double) {
        try checkedPosition(try row.double(.lat), try row.double(.lng), file: row.file, line: row.line)
    }

    private static func position(_ row: CSVRow) throws(CatalogError) -> (Double, Double) {
        try checkedPosition(try row.double("lat"), try row.double("lng"), file: row.file, line: row.line)
    }

    private static func checkedPosition(_ lat: Double?, _ lng: Double?, file: String, line: Int) throws(CatalogError) -> (Double, Double) {
        guard let lat, let lng, (-90...90).contains(lat), (-180...180).contains(lng) else {
            throw .malformed(file: file, line: line, reason: .noPosition)
        }
        return (lat, lng)
    }
}
